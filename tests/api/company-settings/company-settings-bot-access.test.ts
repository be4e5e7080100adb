import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { makeWorld, request, snapshot, type World } from './company-settings-fixtures.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

/** A company whose every assistant has its own webhook, so only bot access decides. */
async function worldWithWebhooks(): Promise<World> {
  const w = await makeWorld(t);
  await t.database.db.insert(webhookSettings).values(
    ASSISTANT_IDS.map((assistantType) => ({
      companyId: w.company.id,
      assistantType,
      webhookUrl: hook.url(`/hook/${assistantType}`),
    })),
  );
  return w;
}

const saveAccess = (w: World, botAccess: { botType: string; enabled: unknown }[]) =>
  request(t, w.admin, 'POST', '/api/admin/bot-access', {
    companyId: w.company.slug,
    botAccess,
  });

const enabledBots = async (w: World) =>
  (await request(t, w.user, 'GET', '/api/user-bot-access')).json().enabledBots as string[];

const generateFacebook = (w: World) =>
  request(t, w.user, 'POST', '/api/generate', {
    assistantType: 'facebook',
    sessionId: 'session_test',
    formData: { postTopic: 'Why MFA matters', targetAudience: 'Clinics', toneOfVoice: 'casual' },
  });

describe('bot access saved in bulk', () => {
  it('saves several assistants at once, upserting, and leaves the others enabled', async () => {
    const w = await worldWithWebhooks();
    const first = await saveAccess(w, [
      { botType: 'facebook', enabled: false },
      { botType: 'blog', enabled: false },
      { botType: 'website', enabled: true },
    ]);
    expect(first.statusCode).toBe(200);
    const expected = ASSISTANT_IDS.map((botType) => ({
      botType,
      enabled: botType !== 'facebook' && botType !== 'blog',
    }));
    expect(first.json()).toEqual(expected);
    const again = await saveAccess(w, [{ botType: 'blog', enabled: true }]);
    expect(again.json().find((e: { botType: string }) => e.botType === 'blog').enabled).toBe(true);
    const listed = await request(t, w.admin, 'GET', `/api/admin/bot-access/${w.company.slug}`);
    expect(listed.json()).toEqual(
      ASSISTANT_IDS.map((botType) => ({ botType, enabled: botType !== 'facebook' })),
    );
  });

  it.each([
    ['unknown assistant', [{ botType: 'twitter', enabled: false }], 'Unknown assistant type'],
    [
      'the same assistant twice',
      [
        { botType: 'facebook', enabled: false },
        { botType: 'facebook', enabled: true },
      ],
      'Each assistant may appear only once',
    ],
    [
      'enabled not a boolean',
      [{ botType: 'facebook', enabled: 'no' }],
      'enabled must be true or false',
    ],
  ])('%s -> 400 and nothing changes', async (_name, botAccess, message) => {
    const w = await worldWithWebhooks();
    const before = await snapshot(t, w.company.id);
    const res = await saveAccess(w, botAccess);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await snapshot(t, w.company.id)).toEqual(before);
  });

  it('a missing company id -> 400', async () => {
    const w = await worldWithWebhooks();
    const res = await request(t, w.admin, 'POST', '/api/admin/bot-access', {
      companyId: '',
      botAccess: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Company ID is required');
  });
});

describe('bot access decides what users may use', () => {
  it('a disabled assistant leaves enabledBots and comes back when enabled again', async () => {
    const w = await worldWithWebhooks();
    expect(await enabledBots(w)).toEqual([...ASSISTANT_IDS]);
    await saveAccess(w, [{ botType: 'facebook', enabled: false }]);
    expect(await enabledBots(w)).toEqual(ASSISTANT_IDS.filter((id) => id !== 'facebook'));
    await saveAccess(w, [{ botType: 'facebook', enabled: true }]);
    expect(await enabledBots(w)).toEqual([...ASSISTANT_IDS]);
  });

  it('/api/generate refuses a disabled assistant with 403 and calls no webhook', async () => {
    const w = await worldWithWebhooks();
    await saveAccess(w, [{ botType: 'facebook', enabled: false }]);
    const calls = hook.requestsTo('/hook/facebook').length;
    const refused = await generateFacebook(w);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Facebook');
    expect(hook.requestsTo('/hook/facebook').length).toBe(calls);

    await saveAccess(w, [{ botType: 'facebook', enabled: true }]);
    const allowed = await generateFacebook(w);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ content: 'ok' });
    expect(hook.requestsTo('/hook/facebook').length).toBe(calls + 1);
  });
});
