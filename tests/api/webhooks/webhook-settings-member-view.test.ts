import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { createUser, newMember, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * A production automation URL is a capability and the end of an API key is part of a secret:
 * members who are not admins see only the host of each webhook and whether a key is set
 * (decision 017, "Webhooks"); admins keep the URL and the masked key.
 */
// Its own database: this file writes the platform default webhooks, which every company of a database falls back to.
const t = await createTestApp({}, { ownDatabase: true });

const read = (slug: string, cookie: string) => call(t, { url: '/api/settings', slug, cookie });

const SETTINGS = {
  facebook: {
    webhookUrl: 'https://n8n.example.com/webhook/3f1c9a-facebook-prod?token=abc',
    apiKey: 'Bearer secret-facebook-KEY7',
  },
  blog: { webhookUrl: 'http://automation.example.org:5678/webhook/blog', apiKey: '' },
};

async function companyWithWebhooks() {
  const admin = await newMember(t, { role: 'admin' });
  const saved = await call(t, {
    method: 'POST',
    url: '/api/settings',
    slug: admin.slug,
    cookie: admin.cookie,
    payload: SETTINGS,
  });
  expect(saved.statusCode).toBe(200);
  const user = await createUser(t, admin.company, 'user');
  const userCookie = await signIn(t, admin.slug, user.username);
  return { admin, userCookie };
}

describe('GET /api/settings for a member who is not an admin', () => {
  it('gives the host of each webhook and whether a key is set, nothing more', async () => {
    const { admin, userCookie } = await companyWithWebhooks();
    const res = await read(admin.slug, userCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([...ASSISTANT_IDS].sort());
    expect(body.facebook).toEqual({ webhookHost: 'n8n.example.com', apiKeySet: true });
    expect(body.blog).toEqual({ webhookHost: 'automation.example.org:5678', apiKeySet: false });
    expect(body.website).toEqual({ webhookHost: '', apiKeySet: false });
    expect(res.body).not.toContain('/webhook/');
    expect(res.body).not.toContain('KEY7');
    expect(res.body).not.toContain('•');
  });

  it('the same for a member of the platform company reading the defaults', async () => {
    const platform = await platformCompany(t);
    const admin = await createUser(t, platform, 'admin');
    const adminCookie = await signIn(t, platform.slug, admin.username);
    const user = await createUser(t, platform, 'user');
    const userCookie = await signIn(t, platform.slug, user.username);
    const before = (await read(platform.slug, adminCookie)).json();
    try {
      await call(t, {
        method: 'POST',
        url: '/api/settings',
        slug: platform.slug,
        cookie: adminCookie,
        payload: { instagram: { webhookUrl: 'https://defaults.example.com/hook/ig', apiKey: '' } },
      });
      const res = await read(platform.slug, userCookie);
      expect(res.json().instagram).toEqual({
        webhookHost: 'defaults.example.com',
        apiKeySet: false,
      });
      expect(res.body).not.toContain('/hook/ig');
    } finally {
      await call(t, {
        method: 'POST',
        url: '/api/settings',
        slug: platform.slug,
        cookie: adminCookie,
        payload: { instagram: before.instagram },
      });
    }
  });

  it("admins keep today's view: the URL and a masked key", async () => {
    const { admin } = await companyWithWebhooks();
    const res = await read(admin.slug, admin.cookie);
    expect(res.json().facebook).toEqual({
      webhookUrl: SETTINGS.facebook.webhookUrl,
      apiKey: '••••••••KEY7',
    });
    expect(res.json().blog).toEqual({ webhookUrl: SETTINGS.blog.webhookUrl, apiKey: '' });
  });
});
