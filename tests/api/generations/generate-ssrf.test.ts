import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
// Only a host that is not the webhook server is allowed: every private address below is refused.
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: ['automation.internal:5678'] });
hook.answer({ body: { output: 'must never be reached' } });

async function tryUrl(url: string) {
  const m = await newMember(t);
  await setWebhook(t, m.company, 'facebook', url);
  const res = await generate(t, m, {
    assistantType: 'facebook',
    formData: VALID_FORMS.facebook,
    sessionId: 's1',
  });
  return { m, res };
}

describe('POST /api/generate: the SSRF guard', () => {
  it.each([
    ['http://10.0.0.1/webhook/abc', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://192.168.1.20:5678/webhook', '192.168.1.20'],
    ['http://[::1]:5678/webhook', '::1'],
    ['http://[::ffff:127.0.0.1]/webhook', '::ffff:7f00:1'],
  ])('refuses %s with 422 and a clear message', async (url, ip) => {
    const { m, res } = await tryUrl(url);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        "The Facebook automation's address is not allowed: " +
        `${ip} is a local, private or reserved network address.`,
    });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('refuses the loopback webhook server when its host is not in the allow list', async () => {
    const before = hook.requests.length;
    const { res } = await tryUrl(hook.url('/ssrf'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The Facebook automation's address is not allowed: " +
        '127.0.0.1 is a local, private or reserved network address.',
    );
    expect(hook.requests.length).toBe(before);
  });

  it('refuses a host name that resolves to a loopback address, at connect time', async () => {
    const before = hook.requests.length;
    const { res } = await tryUrl(`http://localhost:${hook.port}/ssrf`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^The Facebook automation's address is not allowed: localhost resolves to (127\.0\.0\.1|::1), a local, private or reserved network address\.$/,
    );
    expect(hook.requests.length).toBe(before);
  });

  it('refuses URLs that are not http or https, or carry credentials', async () => {
    const ftp = await tryUrl('ftp://files.example.com/hook');
    expect(ftp.res.statusCode).toBe(422);
    expect(ftp.res.json().message).toBe(
      "The Facebook automation's webhook URL cannot be used: only http and https URLs can be used.",
    );
    const creds = await tryUrl('https://user:secret@automation.example.com/hook');
    expect(creds.res.statusCode).toBe(422);
    expect(creds.res.json().message).toBe(
      "The Facebook automation's webhook URL cannot be used: the URL must not contain a user " +
        'name or password (use the API key instead).',
    );
  });
});
