import { describe, expect, it } from 'vitest';
import { LANGUAGE_MESSAGE } from '../../../src/core/api/languages.js';
import { callAs } from '../../support/callers.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';

/**
 * The language a text is written in (docs/product.md#content-language): the form's choice, else
 * the company's; the automation is told its English name and tag. Presets keep the choice.
 */
const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer(() => ({ body: { output: 'A text' } }));

async function member(contentLanguage?: string): Promise<Member> {
  const m = await newMember(t, { company: contentLanguage ? { contentLanguage } : {} });
  await setWebhook(t, m.company, 'blog', hook.url(`/hook/${m.slug}/blog`), '');
  await setWebhook(t, m.company, 'lead-generator', hook.url(`/hook/${m.slug}/leads`), '');
  return m;
}

const lastBody = (m: Member, path = 'blog') =>
  hook.requestsTo(`/hook/${m.slug}/${path}`).at(-1)?.body as Record<string, unknown>;

const blog = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 'language-session' };

describe('the language sent to the automation', () => {
  it("is the company's when the form leaves it out", async () => {
    const m = await member('de');
    const res = await generate(t, m, blog);
    expect(res.statusCode, res.body).toBe(200);
    expect(lastBody(m).language).toEqual({ name: 'German', tag: 'de' });
  });

  it("is the form's choice when it sends one, and the item remembers it", async () => {
    const m = await member('de');
    const res = await generate(t, m, { ...blog, language: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(lastBody(m).language).toEqual({ name: 'Spanish', tag: 'es' });
    const item = await callAs(t, m, { url: `/api/history/${res.json().historyId}` });
    expect(item.json().language).toBe('es');
  });

  it('refuses an unknown language with the spec message', async () => {
    const m = await member();
    const res = await generate(t, m, { ...blog, language: 'klingon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(LANGUAGE_MESSAGE);
    expect(hook.requestsTo(`/hook/${m.slug}/blog`)).toHaveLength(0);
  });

  it("revise: the form's choice, else the revised item's, else the company's", async () => {
    const m = await member('de');
    const first = await generate(t, m, { ...blog, language: 'it' });
    const historyId: number = first.json().historyId;
    const base = {
      assistantType: 'blog',
      originalContent: 'A text',
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Shorter, please',
      sessionId: 'language-session',
    };

    expect((await revise(t, m, { ...base, language: 'pt', historyId })).statusCode).toBe(200);
    expect(lastBody(m)).toMatchObject({
      action: 'revise',
      language: { name: 'Portuguese', tag: 'pt' },
    });
    expect((await revise(t, m, { ...base, historyId })).statusCode).toBe(200);
    expect(lastBody(m).language).toEqual({ name: 'Italian', tag: 'it' });
    expect((await revise(t, m, base)).statusCode).toBe(200);
    expect(lastBody(m).language).toEqual({ name: 'German', tag: 'de' });
  });

  it("leaves the lead generator's payload as it was", async () => {
    const m = await member('de');
    hook.answer((req) =>
      req.url.endsWith('/leads')
        ? { body: { summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 }, leads: [] } }
        : { body: { output: 'A text' } },
    );
    const res = await generate(t, m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 'language-session',
      language: 'fr',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = lastBody(m, 'leads');
    expect(Object.keys(body).sort()).toEqual(
      ['assistantType', 'companyInfo', 'formData', 'sessionId', 'type', 'userId'].sort(),
    );
  });
});

describe('presets keep the language', () => {
  const save = (m: Member, body: Record<string, unknown>) =>
    callAs(t, m, {
      method: 'POST',
      url: '/api/presets',
      payload: { assistantType: 'blog', formData: VALID_FORMS.blog, ...body },
    });

  it('saved with a language, answered with it; without one, null (the company’s)', async () => {
    const m = await member();
    const withLanguage = await save(m, { name: 'In Dutch', language: 'nl' });
    expect(withLanguage.statusCode, withLanguage.body).toBe(201);
    expect(withLanguage.json().language).toBe('nl');
    const without = await save(m, { name: 'Company language' });
    expect(without.json().language).toBeNull();
    const listed = await callAs(t, m, { url: '/api/presets?assistantType=blog' });
    const byName = Object.fromEntries(
      (listed.json().presets as { name: string; language: string | null }[]).map((p) => [
        p.name,
        p.language,
      ]),
    );
    expect(byName).toEqual({ 'In Dutch': 'nl', 'Company language': null });
  });

  it('refuses an unknown language', async () => {
    const m = await member();
    const res = await save(m, { name: 'Bad', language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(LANGUAGE_MESSAGE);
  });
});
