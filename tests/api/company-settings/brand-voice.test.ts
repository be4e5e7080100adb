import { describe, expect, it } from 'vitest';
import {
  addHistory,
  newMember,
  setWebhook,
  createUser,
  platformCompany,
  type Member,
} from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { waitUntil } from '../../support/wait-until.js';

/** The company's brand voice: its routes, its rules, and every automation call. */
const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer((req) =>
  req.url.endsWith('/lead-generator')
    ? { body: { summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 }, leads: [] } }
    : { body: { output: 'Written.' } },
);

const VOICE = {
  description: 'A family bakery in Leeds since 1962',
  audience: 'Neighbours and office lunch buyers',
  tone: 'Warm, plain and a little cheeky',
  wordsToUse: ['sourdough', 'fresh'],
  wordsToAvoid: ['artisanal'],
  examples: [{ title: 'Monday post', text: 'Our ovens are on at 5am.' }],
};

const put = (
  m: Pick<Member, 'slug' | 'cookie'>,
  payload: unknown,
  url = '/api/admin/brand-voice',
) => call(t, { method: 'PUT', url, slug: m.slug, cookie: m.cookie, payload });
const get = (m: Pick<Member, 'slug' | 'cookie'>, url = '/api/admin/brand-voice') =>
  call(t, { url, slug: m.slug, cookie: m.cookie });

describe('GET and PUT /api/admin/brand-voice', () => {
  it('starts empty, saves what an admin sends, and answers it back', async () => {
    const admin = await newMember(t, { role: 'admin' });
    expect((await get(admin)).json()).toEqual({});
    const saved = await put(admin, VOICE);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(VOICE);
    expect((await get(admin)).json()).toEqual(VOICE);
    // PUT replaces: what is left out or blank is cleared.
    const trimmed = await put(admin, { tone: '  Brisk  ', description: '', wordsToUse: ['', ' '] });
    expect(trimmed.json()).toEqual({ tone: 'Brisk' });
    expect((await get(admin)).json()).toEqual({ tone: 'Brisk' });
  });

  it("tells the company's members that a voice is applied (GET /api/auth/me)", async () => {
    const admin = await newMember(t, { role: 'admin' });
    const member = { slug: admin.slug, cookie: '' };
    const user = await createUser(t, admin.company);
    member.cookie = await signIn(t, admin.slug, user.username);
    const applied = async () => (await get(member, '/api/auth/me')).json().brandVoiceApplied;
    expect(await applied()).toBe(false);
    await put(admin, { audience: 'Dentists' });
    expect(await applied()).toBe(true);
    await put(admin, {});
    expect(await applied()).toBe(false);
  });

  it.each([
    [
      'description',
      { description: 'x'.repeat(2001) },
      'Description must be at most 2,000 characters',
    ],
    ['audience', { audience: 'x'.repeat(2001) }, 'Audience must be at most 2,000 characters'],
    ['tone', { tone: 42 }, 'Tone must be text'],
    [
      'wordsToUse',
      { wordsToUse: Array.from({ length: 51 }, (_, i) => `w${i}`) },
      'Words to use can hold at most 50 entries',
    ],
    [
      'wordsToAvoid.0',
      { wordsToAvoid: ['y'.repeat(61)] },
      'Each entry of Words to avoid must be at most 60 characters',
    ],
    [
      'examples',
      { examples: Array.from({ length: 6 }, () => ({ title: 'a', text: 'b' })) },
      'At most 5 examples',
    ],
    [
      'examples.0.text',
      { examples: [{ title: 'a', text: 'z'.repeat(5001) }] },
      'Example text must be at most 5,000 characters',
    ],
  ])('refuses a bad %s with 400 naming it, and saves nothing', async (path, body, message) => {
    const admin = await newMember(t, { role: 'admin' });
    await put(admin, { tone: 'Kept' });
    const res = await put(admin, {
      ...body,
      description: (body as { description?: string }).description ?? 'new',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect((await get(admin)).json()).toEqual({ tone: 'Kept' });
  });

  it('refuses unknown fields', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const res = await put(admin, { tone: 'ok', colour: 'red' });
    expect(res.statusCode).toBe(400);
  });

  it('is for admins of the company and operator staff only', async () => {
    const member = await newMember(t);
    expect((await get(member)).statusCode).toBe(403);
    expect((await put(member, VOICE)).statusCode).toBe(403);
    const other = await newMember(t, { role: 'admin' });
    const admin = await newMember(t, { role: 'admin' });
    const url = `/api/admin/companies/${other.slug}/brand-voice`;
    expect((await put(admin, VOICE, url)).statusCode).toBe(404);
    expect((await get(admin, url)).statusCode).toBe(404);
    expect((await get(other)).json()).toEqual({});
    // The operator's staff, from the platform company.
    const platform = await platformCompany(t);
    const operator = await createUser(t, platform, 'platform_admin');
    const staff = {
      slug: platform.slug,
      cookie: await signIn(t, platform.slug, operator.username),
    };
    const saved = await put(staff, { tone: 'Set by the operator' }, url);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(staff, url)).json()).toEqual({ tone: 'Set by the operator' });
    expect((await get(other)).json()).toEqual({ tone: 'Set by the operator' });
    expect((await get(admin, `/api/admin/companies/${admin.slug}/brand-voice`)).json()).toEqual({});
  });
});

describe('the brand voice in every automation call', () => {
  async function companyWithHooks(voice?: unknown) {
    const admin = await newMember(t, { role: 'admin' });
    for (const id of ['blog', 'lead-generator'] as const) {
      await setWebhook(t, admin.company, id, hook.url(`/brand/${admin.slug}/${id}`));
    }
    if (voice) expect((await put(admin, voice)).statusCode).toBe(200);
    const received = (id: string) => hook.requestsTo(`/brand/${admin.slug}/${id}`);
    return { admin, received };
  }

  it('generate and revise carry the non-empty fields as `brand`', async () => {
    const { admin, received } = await companyWithHooks({ ...VOICE, audience: '' });
    const { audience: _left, ...sent } = VOICE;
    const body = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' };
    expect((await generate(t, admin, body)).statusCode).toBe(200);
    expect((received('blog')[0].body as { brand: unknown }).brand).toEqual(sent);
    const res = await revise(t, admin, {
      assistantType: 'blog',
      originalContent: 'Draft',
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Shorter',
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((received('blog')[1].body as { brand: unknown }).brand).toEqual(sent);
  });

  it('a passage rewrite carries it too', async () => {
    const { admin, received } = await companyWithHooks({ tone: 'Dry' });
    const [item] = await addHistory(t, admin, {
      content: 'One two three.',
      formData: VALID_FORMS.blog,
    });
    const res = await call(t, {
      method: 'POST',
      url: '/api/generations',
      slug: admin.slug,
      cookie: admin.cookie,
      payload: {
        action: 'rewrite',
        historyId: item.id,
        baseVersion: 1,
        selection: { start: 4, end: 7 },
        instruction: 'Better',
        sessionId: 's1',
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    await waitUntil(
      () => received('blog').length,
      (n) => n === 1,
    );
    const body = received('blog')[0].body as { brand: unknown; context: unknown };
    expect(body.context).toEqual({
      fullContent: 'One two three.',
      selectionStart: 4,
      selectionEnd: 7,
    });
    expect(body.brand).toEqual({ tone: 'Dry' });
  });

  it('is left out when nothing is set, and never added to the lead generator payload', async () => {
    const plain = await companyWithHooks();
    const body = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' };
    expect((await generate(t, plain.admin, body)).statusCode).toBe(200);
    expect(plain.received('blog')[0].body).not.toHaveProperty('brand');
    const voiced = await companyWithHooks(VOICE);
    const leads = await generate(t, voiced.admin, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 's1',
    });
    expect(leads.statusCode, leads.body).toBe(200);
    const sent = voiced.received('lead-generator')[0].body as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(
      ['assistantType', 'companyInfo', 'formData', 'sessionId', 'type', 'userId'].sort(),
    );
  });

  it('the demo automation shows the tone and audience in its answer', async () => {
    const admin = await newMember(t, { role: 'admin' });
    await setWebhook(t, admin.company, 'facebook', 'http://demo-automation.invalid/facebook');
    expect((await put(admin, VOICE)).statusCode).toBe(200);
    const res = await generate(t, admin, {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const content = (res.json() as { content: string }).content;
    expect(content).toContain('Tone: Warm, plain and a little cheeky');
    expect(content).toContain('Written for: Neighbours and office lunch buyers');
  });
});
