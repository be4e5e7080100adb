// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isWebhookSummaries,
  webhookHostOf,
  type WebhookSettings,
  type WebhookSummaries,
} from '../../../src/core/api/webhooks.js';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { WebhookTabSummary } from '../../../src/web/features/webhook-settings/components/webhook-tab-summary.js';

afterEach(cleanup);

const hostField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Automation Webhook Host' });

describe("the Webhook Settings dialog's read-only tab for members who are not admins", () => {
  it('shows the host, read-only, and whether a key is set, with no mask', () => {
    const { container } = render(
      <WebhookTabSummary
        id="facebook"
        label="Facebook"
        value={{ webhookHost: 'n8n.example.com', apiKeySet: true }}
      />,
    );
    const field = hostField();
    expect(field.value).toBe('n8n.example.com');
    expect(field.readOnly).toBe(true);
    expect(field.id).toBe('webhook-host-facebook');
    expect(screen.getByText('Automation Webhook Host', { selector: 'label' }).textContent).toBe(
      'Automation Webhook Host',
    );
    expect(container.textContent).toContain('Only administrators see the full address.');
    expect(container.textContent).toContain('A key is set.');
    expect(container.textContent).not.toContain('•');
  });

  it('says when nothing is set, and shows nothing while loading', () => {
    const { container: empty } = render(
      <WebhookTabSummary
        id="facebook"
        label="Facebook"
        value={{ webhookHost: '', apiKeySet: false }}
      />,
    );
    expect(hostField().placeholder).toBe('Not set');
    expect(empty.textContent).toContain('No key is set.');
    cleanup();
    const { container: loading } = render(<WebhookTabSummary id="facebook" label="Facebook" />);
    expect(hostField().value).toBe('');
    expect(loading.textContent).not.toMatch(/key is set/);
  });
});

describe('the members view helpers', () => {
  it('webhookHostOf keeps the host and port only', () => {
    expect(webhookHostOf('https://n8n.example.com/webhook/abc?x=1')).toBe('n8n.example.com');
    expect(webhookHostOf('http://user:pw@10.0.0.1:5678/hook')).toBe('10.0.0.1:5678');
    expect(webhookHostOf('https://n8n.example.com:443/x')).toBe('n8n.example.com');
    expect(webhookHostOf('')).toBe('');
    expect(webhookHostOf('not a url')).toBe('');
  });

  it('isWebhookSummaries tells the two views apart', () => {
    const all = <T,>(entry: T) => Object.fromEntries(ASSISTANT_IDS.map((id) => [id, entry]));
    const summaries = all({ webhookHost: '', apiKeySet: false }) as WebhookSummaries;
    const settings = all({ webhookUrl: '', apiKey: '' }) as WebhookSettings;
    expect(isWebhookSummaries(summaries)).toBe(true);
    expect(isWebhookSummaries(settings)).toBe(false);
  });
});
