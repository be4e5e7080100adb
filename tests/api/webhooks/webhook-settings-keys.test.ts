import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { newMember } from '../../support/factories.js';
import { call, createTestApp, type TestApp } from '../../support/test-app.js';

const t = await createTestApp();
const MASK = /^•{8}.{4}$/;

async function storedRow(companyId: number, assistantType: string) {
  const [row] = await t.database.db
    .select()
    .from(webhookSettings)
    .where(
      and(
        eq(webhookSettings.companyId, companyId),
        eq(webhookSettings.assistantType, assistantType),
      ),
    );
  return row;
}

const member = (app: TestApp, role: 'user' | 'admin' = 'admin') => newMember(app, { role });

const save = (slug: string, cookie: string | undefined, payload: unknown) =>
  call(t, { method: 'POST', url: '/api/settings', slug, cookie, payload });
const read = (slug: string, cookie?: string) => call(t, { url: '/api/settings', slug, cookie });

describe('API keys', () => {
  it('are never returned in clear, are encrypted at rest, and the mask keeps them', async () => {
    const { company, slug, cookie } = await member(t);
    const key = 'Bearer very-secret-token-XYZ9';
    await save(slug, cookie, {
      linkedin2: { webhookUrl: 'https://n8n.example.com/li', apiKey: key },
    });
    const got = await read(slug, cookie);
    expect(got.body).not.toContain('very-secret');
    expect(got.json().linkedin2.apiKey).toMatch(MASK);
    expect(got.json().linkedin2.apiKey.endsWith('XYZ9')).toBe(true);

    const row = await storedRow(company.id, 'linkedin2');
    expect(row.apiKeyEncrypted).not.toBe('');
    expect(row.apiKeyEncrypted).not.toContain('very-secret');
    expect(t.app.ctx.secrets.decrypt(row.apiKeyEncrypted)).toBe(key);

    // Saving the unchanged mask (and a new path on the same host) keeps the key.
    const again = await save(slug, cookie, {
      linkedin2: {
        webhookUrl: 'https://n8n.example.com/li-v2',
        apiKey: got.json().linkedin2.apiKey,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(
      t.app.ctx.secrets.decrypt((await storedRow(company.id, 'linkedin2')).apiKeyEncrypted),
    ).toBe(key);
    // No apiKey at all keeps it too.
    await save(slug, cookie, { linkedin2: { webhookUrl: 'https://n8n.example.com/li-v2' } });
    expect(
      t.app.ctx.secrets.decrypt((await storedRow(company.id, 'linkedin2')).apiKeyEncrypted),
    ).toBe(key);
    // A new key replaces it; '' removes it.
    await save(slug, cookie, {
      linkedin2: { webhookUrl: 'https://n8n.example.com/li-v2', apiKey: 'other-key-5678' },
    });
    expect((await read(slug, cookie)).json().linkedin2.apiKey).toBe('••••••••5678');
    await save(slug, cookie, {
      linkedin2: { webhookUrl: 'https://n8n.example.com/li-v2', apiKey: '' },
    });
    expect((await read(slug, cookie)).json().linkedin2.apiKey).toBe('');
    expect((await storedRow(company.id, 'linkedin2')).apiKeyEncrypted).toBe('');
  });

  it('a kept key does not follow the URL to another host: it must be entered again', async () => {
    const { company, slug, cookie } = await member(t);
    await save(slug, cookie, {
      blog: { webhookUrl: 'https://n8n.example.com/blog', apiKey: 'stay-home-0000' },
    });
    const mask = (await read(slug, cookie)).json().blog.apiKey;
    const res = await save(slug, cookie, {
      blog: { webhookUrl: 'https://attacker.example.net/collect', apiKey: mask },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Blog Article: Enter the API key again/);
    expect((await storedRow(company.id, 'blog')).webhookUrl).toBe('https://n8n.example.com/blog');
    // With the key typed again, the move is fine.
    const ok = await save(slug, cookie, {
      blog: { webhookUrl: 'https://n8n2.example.com/blog', apiKey: 'stay-home-0000' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a key with a line break (it would break the Authorization header)', async () => {
    const { slug, cookie } = await member(t);
    const res = await save(slug, cookie, {
      facebook: { webhookUrl: 'https://n8n.example.com/fb', apiKey: 'abc\r\nX-Evil: 1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Facebook: The API key may only contain/);
  });
});
