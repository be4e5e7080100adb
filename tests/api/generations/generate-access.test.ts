import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assistantAccess, users, webhookSettings } from '../../../src/server/db/schema.js';
import {
  createCompany,
  createUser,
  platformCompany,
  newMember,
  setWebhook,
} from '../../support/factories.js';
import { createTestApp, signIn } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { generate, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

const hook = await startWebhookServer();
// Its own database: this file writes the platform default webhooks, which every company of a database falls back to.
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] }, { ownDatabase: true });
hook.answer({ body: { output: 'Generated' } });

const facebook = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's1' };

describe('POST /api/generate: who may generate where', () => {
  it('answers 401 to a visitor who is not signed in, and calls nothing', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/a/${m.slug}`));
    const res = await generate(t, { slug: m.slug, cookie: '' }, facebook);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
    expect(hook.requestsTo(`/a/${m.slug}`)).toHaveLength(0);
  });

  it('answers 403 for an unknown company to a session made elsewhere', async () => {
    const m = await newMember(t);
    const res = await generate(t, { slug: 'no-such-company-here', cookie: m.cookie }, facebook);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You do not have permission to do this' });
  });

  it("a member's session does not count on another company's host", async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    await setWebhook(t, other.company, 'facebook', hook.url(`/a/${other.slug}`));
    const res = await generate(t, { slug: other.slug, cookie: m.cookie }, facebook);
    expect(res.statusCode).toBe(403);
    expect(hook.requestsTo(`/a/${other.slug}`)).toHaveLength(0);
    expect(await savedFor(t, other.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('answers 403 naming the assistant when it is disabled for the company', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/a/${m.slug}`));
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: m.company.id, assistantType: 'facebook', enabled: false });
    const res = await generate(t, m, facebook);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'The Facebook assistant is not enabled for your company.',
    });
    expect(hook.requestsTo(`/a/${m.slug}`)).toHaveLength(0);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('a disabled assistant without any webhook is refused as disabled (403), not 409', async () => {
    const m = await newMember(t);
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: m.company.id, assistantType: 'instagram', enabled: false });
    const res = await generate(t, m, {
      assistantType: 'instagram',
      formData: VALID_FORMS.instagram,
      sessionId: 's1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'The Instagram assistant is not enabled for your company.',
    });
  });

  it('an explicitly enabled assistant works', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/on/${m.slug}`));
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: m.company.id, assistantType: 'facebook', enabled: true });
    expect((await generate(t, m, facebook)).statusCode).toBe(200);
  });

  it('answers 409 naming the assistant when no webhook is set (an empty URL counts as none)', async () => {
    const m = await newMember(t);
    const noHook = await generate(t, m, facebook);
    expect(noHook.statusCode).toBe(409);
    expect(noHook.json()).toEqual({
      message:
        'The Facebook assistant has no webhook configured. ' +
        'An administrator must set its webhook URL in Webhook Settings.',
    });
    await setWebhook(t, m.company, 'blog', '   ');
    const blank = await generate(t, m, {
      assistantType: 'blog',
      formData: VALID_FORMS.blog,
      sessionId: 's1',
    });
    expect(blank.statusCode).toBe(409);
    expect(blank.json().message).toMatch(/^The Blog Article assistant has no webhook configured/);
  });

  it("never uses another company's webhook", async () => {
    const owner = await newMember(t);
    const m = await newMember(t);
    await setWebhook(t, owner.company, 'website', hook.url(`/owner/${owner.slug}`), 'owner-key');
    const res = await generate(t, m, {
      assistantType: 'website',
      formData: VALID_FORMS.website,
      sessionId: 's1',
    });
    expect(res.statusCode).toBe(409);
    expect(hook.requestsTo(`/owner/${owner.slug}`)).toHaveLength(0);

    await setWebhook(t, m.company, 'website', hook.url(`/own/${m.slug}`), 'own-key');
    const own = await generate(t, m, {
      assistantType: 'website',
      formData: VALID_FORMS.website,
      sessionId: 's1',
    });
    expect(own.statusCode).toBe(200);
    expect(hook.requestsTo(`/own/${m.slug}`)[0].headers.authorization).toBe('own-key');
    expect(hook.requestsTo(`/owner/${owner.slug}`)).toHaveLength(0);
  });

  it("falls back to the platform default, and the company's own webhook wins over it", async () => {
    const platform = await platformCompany(t);
    await setWebhook(t, platform, 'newsletter', hook.url('/platform-default'), 'platform-key');
    try {
      const m = await newMember(t);
      const form = {
        assistantType: 'newsletter',
        formData: VALID_FORMS.newsletter,
        sessionId: 's',
      };
      const viaDefault = await generate(t, m, form);
      expect(viaDefault.statusCode, viaDefault.body).toBe(200);
      const [received] = hook.requestsTo('/platform-default').slice(-1);
      expect(received.headers.authorization).toBe('platform-key');
      expect(received.body).toMatchObject({ company: { id: m.slug } });

      await setWebhook(t, m.company, 'newsletter', hook.url(`/own-news/${m.slug}`));
      const before = hook.requestsTo('/platform-default').length;
      const viaOwn = await generate(t, m, form);
      expect(viaOwn.statusCode).toBe(200);
      expect(hook.requestsTo(`/own-news/${m.slug}`)).toHaveLength(1);
      expect(hook.requestsTo('/platform-default')).toHaveLength(before);
    } finally {
      await t.database.db.delete(webhookSettings).where(eq(webhookSettings.companyId, platform.id));
    }
  });

  it('operator staff acting in a company use that company and its webhook', async () => {
    const platform = await platformCompany(t);
    const operator = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, 'platform-admin', operator.username);
    const company = await createCompany(t);
    await setWebhook(t, company, 'facebook', hook.url(`/op/${company.slug}`));
    const res = await generate(t, { slug: company.slug, cookie }, facebook);
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/op/${company.slug}`);
    expect(received.body).toMatchObject({
      company: { id: company.slug, name: company.companyName },
      user: { id: operator.id, username: operator.username },
    });
    expect(await savedFor(t, company.id)).toEqual({ history: 1, events: 1 });
  });

  it('a user who must change their password cannot generate yet', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/a/${m.slug}`));
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(eq(users.id, m.user.id));
    const res = await generate(t, m, facebook);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You must change your password before continuing' });
    expect(hook.requestsTo(`/a/${m.slug}`)).toHaveLength(0);
  });
});
