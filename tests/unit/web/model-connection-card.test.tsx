// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ModelConnection,
  ModelConnectionAnswer,
  ModelConnectionTestResult,
} from '@core/api/model-connection.js';
import { ModelConnectionCard } from '@web/components/model-connection/model-connection-card.js';
import { createQueryClient } from '@web/lib/api.js';
import { modelConnectionScopes, type ModelConnectionScope } from '@web/lib/model-connection.js';
import { queryKeys } from '@web/lib/query-keys.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const connection = (over: Partial<ModelConnection> = {}): ModelConnection => ({
  provider: 'openai-compatible',
  baseUrl: 'https://api.openai.com/v1',
  apiKey: '••••abcd',
  model: 'gpt-4o-mini',
  label: '',
  inputPricePerMillion: null,
  outputPricePerMillion: null,
  source: 'company',
  readOnly: false,
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every call with `answer` (JSON) and records what was sent. */
function stubFetch(answer: (call: Call) => unknown): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return Promise.resolve(
      new Response(JSON.stringify(answer(call)), {
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

/** The card with its connection already loaded. */
function renderCard(scope: ModelConnectionScope, answer: ModelConnectionAnswer) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.modelConnection(scope.owner), answer);
  render(
    <QueryClientProvider client={client}>
      <ModelConnectionCard scope={scope} />
    </QueryClientProvider>,
  );
}

const acme = modelConnectionScopes.company('acme');
const field = (name: string | RegExp) => screen.getByLabelText(name);

describe('the Model Connection card', () => {
  it("says the platform's model applies, and checks a new connection before sending it", async () => {
    const calls = stubFetch(() => ({}));
    const platform = connection({ source: 'platform', label: 'Platform GPT' });
    renderCard(acme, { own: null, effective: platform });
    expect(screen.getByTestId('model-connection-inherited').textContent).toContain(
      "Using the platform's model: Platform GPT.",
    );
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    const user = userEvent.setup();
    await user.type(field('Input tokens'), 'cheap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the address of the model endpoint')).toBeTruthy();
    expect(screen.getByText('Enter the model name')).toBeTruthy();
    expect(screen.getByText(/^Enter the API key/)).toBeTruthy();
    expect(screen.getByText('The price must be a number')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps the stored key when the field stays empty, and sends prices as numbers', async () => {
    const stored = connection();
    const calls = stubFetch(() => ({ own: stored, effective: stored }));
    renderCard(acme, { own: stored, effective: stored });
    const key = field('API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('••••abcd');
    const user = userEvent.setup();
    await user.clear(field('Model'));
    await user.type(field('Model'), 'gpt-4.1-mini');
    await user.type(field('Output tokens'), '1.6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: '/api/admin/companies/acme/model-connection',
      body: {
        provider: 'openai-compatible',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4.1-mini',
        label: '',
        inputPricePerMillion: null,
        outputPricePerMillion: 1.6,
      },
    });
  });

  it('tests the stored connection as stored and offers the models it found', async () => {
    const stored = connection();
    const result: ModelConnectionTestResult = {
      ok: true,
      message: 'Connected: gpt-4o-mini answered.',
      models: ['gpt-4o-mini', 'gpt-4.1-mini'],
      answer: 'Hello from the model',
      latencyMs: 412,
    };
    const calls = stubFetch(() => result);
    renderCard(acme, { own: stored, effective: stored });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Test Connection' }));
    const shown = await screen.findByTestId('model-connection-test-result');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/admin/companies/acme/model-connection/test', body: {} },
    ]);
    expect(shown.textContent).toContain('Connected: gpt-4o-mini answered.');
    // The time, said once: in the server's words, else after them.
    expect(shown.textContent).toContain('(took 412 ms)');
    expect(shown.textContent).toContain('Hello from the model');
    expect(shown.textContent).toContain('2 models found');
    const list = (field('Model') as HTMLInputElement).list;
    expect(Array.from(list?.options ?? []).map((o) => o.value)).toEqual(result.models);
  });

  it('shows a platform default from the environment without edit controls', () => {
    stubFetch(() => ({}));
    const fixed = connection({ source: 'environment', readOnly: true, label: 'Ops key' });
    renderCard(modelConnectionScopes.platform(), { own: fixed, effective: fixed });
    expect(screen.getByText("Set by the server's environment")).toBeTruthy();
    expect(screen.getByText('Ops key')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
