// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_TYPES, type EventDelivery, type EventEndpoint } from '@core/api/event-webhooks.js';
import { EventEndpointsCard } from '@web/features/api-tokens/components/event-endpoints-card.js';
import { createQueryClient } from '@web/lib/api.js';

// jsdom has no layout: Radix measures controls through ResizeObserver, which it lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each call with `answer` ([status, JSON body]) and records what was sent. */
function stubFetch(answer: (call: Call) => [number, unknown]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const [status, body] = answer(call);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

const endpoint = (over: Partial<EventEndpoint> = {}): EventEndpoint => ({
  id: 7,
  url: 'https://crm.example.com/hooks',
  description: 'CRM',
  events: ['*'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretUntil: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

const delivery = (id: number, over: Partial<EventDelivery> = {}): EventDelivery => ({
  id,
  eventType: 'user.created',
  messageId: `msg_${id}`,
  status: 'succeeded',
  attempts: [
    {
      at: '2026-12-01T10:00:01.000Z',
      statusCode: 200,
      durationMs: 12,
      response: '<img src=x onerror="alert(1)"><b>ok</b>',
      error: null,
    },
  ],
  nextAttemptAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...over,
});

function renderCard() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventEndpointsCard />
    </QueryClientProvider>,
  );
}

const sent = (calls: Call[], method: string) => calls.filter((c) => c.method === method);

describe('the Event endpoints card', () => {
  it('checks the form, shows the server refusal on the URL, then the secret once', async () => {
    let posts = 0;
    const calls = stubFetch((call) => {
      if (call.method === 'GET') return [200, { items: [] }];
      posts += 1;
      return posts === 1
        ? [
            400,
            {
              message: 'Invalid input',
              errors: [{ path: 'url', message: 'This address is not allowed: a local address' }],
            },
          ]
        : [201, { ...endpoint(), secret: 'whsec_c2VjcmV0' }];
    });
    renderCard();
    expect(await screen.findByText(/No event endpoints yet/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    const submit = within(dialog).getByRole('button', { name: 'Add endpoint' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please enter a valid URL')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
    expect(sent(calls, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('URL'), 'http://10.0.0.1/hooks');
    await user.click(within(dialog).getByLabelText(/All events/));
    await user.click(submit);
    expect(await within(dialog).findByText(/This address is not allowed/)).toBeTruthy();
    expect(within(dialog).getByLabelText('URL').getAttribute('aria-invalid')).toBe('true');

    await user.clear(within(dialog).getByLabelText('URL'));
    await user.type(within(dialog).getByLabelText('URL'), 'https://crm.example.com/hooks');
    await user.click(submit);
    const shown = await screen.findByRole('dialog', { name: 'Copy the signing secret' });
    expect(sent(calls, 'POST').at(-1)).toEqual({
      method: 'POST',
      url: '/api/admin/event-endpoints',
      body: { url: 'https://crm.example.com/hooks', description: '', events: ['*'], enabled: true },
    });
    expect(within(shown).getByTestId('endpoint-secret').textContent).toBe('whsec_c2VjcmV0');
    expect(shown.textContent).toContain('This secret will not be shown again.');
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_c2VjcmV0')).toBeNull());
  });

  it('unticking one event while All is ticked keeps every other one', async () => {
    const saved = endpoint();
    const calls = stubFetch((call) =>
      call.method === 'GET' ? [200, { items: [saved] }] : [200, saved],
    );
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect(
      within(dialog)
        .getByLabelText(/A comment was made/)
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(dialog).getByLabelText(/A comment was made/));
    expect(
      within(dialog)
        .getByLabelText(/All events/)
        .getAttribute('aria-checked'),
    ).toBe('false');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]).toMatchObject({
      url: '/api/admin/event-endpoints/7',
      body: { events: EVENT_TYPES.filter((e) => e !== 'comment.created'), enabled: true },
    });
  });

  it('says why Copydesk turned an endpoint off, and since when it fails', async () => {
    const off = endpoint({
      enabled: false,
      disabledReason: 'The endpoint answered 410 Gone',
      failingSince: '2026-12-01T09:00:00.000Z',
    });
    stubFetch(() => [200, { items: [off] }]);
    renderCard();
    const health = await screen.findByTestId('endpoint-health');
    expect(health.textContent).toContain('Turned off by Copydesk: The endpoint answered 410 Gone.');
    expect(health.textContent).toContain('Deliveries have failed since 1 Dec 2026');
    expect(
      screen.getByRole('switch', { name: 'Send events to CRM' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('shows the log with answers as plain text, pages on, filters and resends', async () => {
    const calls = stubFetch((call) => {
      if (call.url === '/api/admin/event-endpoints') return [200, { items: [endpoint()] }];
      if (call.method === 'POST') return [200, { success: true }];
      if (call.url.includes('cursor=9')) return [200, { items: [delivery(8)], nextCursor: null }];
      if (call.url.includes('status=failed')) return [200, { items: [], nextCursor: null }];
      return [200, { items: [delivery(10), delivery(9)], nextCursor: 9 }];
    });
    renderCard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deliveries of CRM' }));
    const log = await screen.findByRole('dialog', { name: 'Deliveries' });
    await waitFor(() => expect(within(log).getAllByTestId('event-delivery')).toHaveLength(2));
    const answer = within(log).getAllByText(/onerror/)[0];
    expect(answer.tagName).toBe('PRE');
    expect(answer.textContent).toBe('<img src=x onerror="alert(1)"><b>ok</b>');
    expect(log.querySelector('img, pre b')).toBeNull();

    await user.click(within(log).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(log).getAllByTestId('event-delivery')).toHaveLength(3));
    expect(calls.some((c) => c.url === '/api/admin/event-endpoints/7/deliveries?cursor=9')).toBe(
      true,
    );

    await user.click(within(log).getByRole('button', { name: 'Resend user.created msg_9' }));
    await waitFor(() =>
      expect(sent(calls, 'POST').map((c) => c.url)).toEqual([
        '/api/admin/event-endpoints/7/deliveries/9/resend',
      ]),
    );
    // The log is read again after a resend.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/admin/event-endpoints/7/deliveries')).toHaveLength(
        2,
      ),
    );

    await user.selectOptions(within(log).getByLabelText('Status'), 'failed');
    expect(await within(log).findByText('No failed deliveries.')).toBeTruthy();
  });
});
