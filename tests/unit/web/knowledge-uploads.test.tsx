// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KNOWLEDGE_FILE_EMPTY,
  KNOWLEDGE_FILE_KIND,
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_MAX_FILE_BYTES,
  KNOWLEDGE_TOO_MANY,
} from '@core/api/knowledge.js';
import { UploadZone } from '@web/features/knowledge/components/upload-zone.js';
import { useUploads } from '@web/features/knowledge/lib/use-uploads.js';
import { createQueryClient } from '@web/lib/api.js';

/** A stand-in for the browser's XMLHttpRequest: each request is kept, answered by the test. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
}

afterEach(() => {
  cleanup();
  FakeXhr.sent = [];
  vi.unstubAllGlobals();
});

function Harness() {
  const uploads = useUploads();
  return (
    <UploadZone
      uploads={uploads.uploads}
      onFiles={uploads.add}
      onDismiss={uploads.dismiss}
      onClearFinished={uploads.clearFinished}
    />
  );
}

function renderZone() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // The list is read again after an upload: answered empty.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 200 })));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
}

const fileOf = (name: string, text = 'Our prices start at 20 dollars.', size?: number) => {
  const file = new File([text], name, { type: 'application/octet-stream' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choose files to add to the library'), {
    target: { files },
  });

const rows = () => screen.queryAllByTestId('knowledge-upload');

describe('the knowledge upload list', () => {
  it('refuses a wrong kind, a too large and an empty file at once, in the server’s words', () => {
    renderZone();
    pick(
      fileOf('setup.exe'),
      fileOf('big.pdf', 'x', KNOWLEDGE_MAX_FILE_BYTES + 1),
      fileOf('empty.txt', ''),
    );
    expect(FakeXhr.sent).toHaveLength(0);
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([KNOWLEDGE_FILE_KIND, KNOWLEDGE_FILE_TOO_LARGE, KNOWLEDGE_FILE_EMPTY]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('accepts a file of exactly 20 MB and the kinds the picker offers, in any case', () => {
    renderZone();
    pick(fileOf('Guide.PDF', 'x', KNOWLEDGE_MAX_FILE_BYTES), fileOf('notes.markdown'));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    const input = screen.getByLabelText('Choose files to add to the library');
    expect(input.getAttribute('accept')).toBe('.pdf,.docx,.md,.markdown,.txt');
    expect(input.hasAttribute('multiple')).toBe(true);
  });

  it('sends each file as form data with the session cookie, and shows its progress', async () => {
    renderZone();
    pick(fileOf('prices.md'), fileOf('faq.txt'));
    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/admin/knowledge');
    expect(first.withCredentials).toBe(true);
    expect(first.body).toBeInstanceOf(FormData);
    expect(((first.body as FormData).get('file') as File).name).toBe('prices.md');

    const bar = screen.getByRole('progressbar', { name: 'Uploading prices.md' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    first.progress(40, 100);
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/Uploading 40%/)).toBeTruthy();

    await first.answer(201, { id: 1, title: 'prices', status: 'processing' });
    const done = rows().find((row) => row.textContent?.includes('prices.md'))!;
    expect(within(done).getByText(/Uploaded: it is being read now/)).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Uploading prices.md' })).toBeNull();
    // The other file is still on its way.
    expect(screen.getByRole('progressbar', { name: 'Uploading faq.txt' })).toBeTruthy();
    second.progress(100, 100);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading faq.txt' }).getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('shows the server’s message when it refuses a file, and a 413 as too large', async () => {
    renderZone();
    pick(fileOf('one.txt'), fileOf('two.txt'));
    const [first, second] = FakeXhr.sent as [FakeXhr, FakeXhr];
    await first.answer(400, { message: KNOWLEDGE_TOO_MANY });
    await second.answer(413, { message: 'Request body is too large' });
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([KNOWLEDGE_TOO_MANY, KNOWLEDGE_FILE_TOO_LARGE]);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes dropped files, and the drop zone is a button that opens the picker', () => {
    renderZone();
    const zone = screen.getByRole('button', { name: /Drop files here, or choose files/ });
    const input = screen.getByLabelText<HTMLInputElement>('Choose files to add to the library');
    const click = vi.spyOn(input, 'click');
    fireEvent.click(zone);
    expect(click).toHaveBeenCalledOnce();
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('dropped.docx')] } });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Uploading dropped.docx' })).toBeTruthy();
  });

  it('dismisses a refused file, and clears the finished ones', async () => {
    renderZone();
    pick(fileOf('a.exe'), fileOf('b.exe'), fileOf('c.txt'));
    expect(rows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss a.exe' }));
    expect(rows()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear finished uploads' }));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('c.txt')]);
  });
});
