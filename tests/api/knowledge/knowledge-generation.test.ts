import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../../src/server/db/schema.js';
import { addHistory, newMember, setWebhook, type Member } from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { upload, whenRead } from '../../support/knowledge-files.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call, createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { startWebhookServer } from '../../support/webhook-server.js';

/**
 * Company knowledge in every text generation (docs/product.md#knowledge-library): the passages
 * that best match the form (or the revision's request, or the rewrite's instruction and
 * passage), of the documents sent to that assistant, reach the automation as `knowledge`, are
 * kept with what they produced, and are never another company's.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

const FACTS = [
  'Acme Pro costs 49 euros a month per team and includes unlimited drafts.',
  'Case study: Bakery Blum doubled its newsletter sign-ups within one quarter using Acme.',
  'Our support team answers within one hour on weekdays, from Lyon and Montreal.',
].join('\n\n');

type Body = Record<string, unknown> & {
  knowledge?: { documentId: number; title: string; source: string; text: string }[];
};

const read = (m: Member, url: string) => call(t, { url, slug: m.slug, cookie: m.cookie });
const send = (m: Member, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  call(t, { method, url, slug: m.slug, cookie: m.cookie, payload });

/** An admin's company with webhooks for every text assistant tried here, and a document. */
async function companyWithKnowledge(text = FACTS, fileName = 'Acme facts.txt') {
  const m = await newMember(t, { role: 'admin' });
  for (const id of ['facebook', 'blog', 'lead-generator'] as const) {
    await setWebhook(t, m.company, id, hook.url(`/know/${m.slug}/${id}`));
    hook.answerOn(`/know/${m.slug}/${id}`, () =>
      id === 'lead-generator'
        ? { body: { summary: { total: 0, qualified: 0, maybe: 0, unlikely: 0 }, leads: [] } }
        : { body: { output: `A text for ${id}` } },
    );
  }
  const doc = (await upload(t, m, fileName, Buffer.from(text))).json();
  expect((await whenRead(t, m, doc.id)).status).toBe('ready');
  return { m, doc };
}

const lastBody = (m: Member, id: string) =>
  hook.requestsTo(`/know/${m.slug}/${id}`).at(-1)!.body as Body;

const pricingPost = {
  ...VALID_FORMS.facebook,
  postTopic: 'What does Acme Pro cost for a team?',
};

describe('company knowledge in generations', () => {
  it('sends the best matching passages, keeps them with the text, and counts the generation', async () => {
    const { m, doc } = await companyWithKnowledge();
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: pricingPost,
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = lastBody(m, 'facebook');
    expect(body.knowledge).toEqual([
      {
        documentId: doc.id,
        title: 'Acme facts',
        source: 'Acme facts.txt',
        text: expect.stringContaining('49 euros'),
      },
    ]);
    const item = (await read(m, `/api/history/${res.json().historyId}`)).json();
    expect(item.sources).toEqual(body.knowledge);
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.companyId, m.company.id),
          eq(activityEvents.action, 'content_generation'),
        ),
      );
    expect(event.details).toMatchObject({ assistantType: 'facebook', knowledge: true });
    await generate(t, m, {
      assistantType: 'facebook',
      formData: pricingPost,
      sessionId: 's1',
      useKnowledge: false,
    });
    const stats = (await read(m, '/api/admin/reports/content-stats')).json();
    expect(stats).toMatchObject({ totalGenerations: 2, knowledgeGenerations: 1 });
  });

  it('takes at most 5 passages and 4,000 characters, best first', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      `Passage ${i} about pricing.${' Acme pricing detail.'.repeat(i === 3 ? 30 : 8)}`.padEnd(
        900,
        ' more words',
      ),
    ).join('\n\n');
    const { m } = await companyWithKnowledge(many, 'pricing.md');
    await generate(t, m, { assistantType: 'facebook', formData: pricingPost, sessionId: 's1' });
    const knowledge = lastBody(m, 'facebook').knowledge!;
    expect(knowledge.length).toBeGreaterThan(1);
    expect(knowledge.length).toBeLessThanOrEqual(5);
    expect(knowledge.reduce((n, k) => n + k.text.length, 0)).toBeLessThanOrEqual(4000);
    // The passage that says "pricing" most often ranks first.
    expect(knowledge[0].text).toContain('Passage 3');
  });

  it("honours the assistants a document is for, whether it is enabled, and the form's choice", async () => {
    const { m, doc } = await companyWithKnowledge();
    const available = async () => (await read(m, '/api/knowledge/available')).json().assistantTypes;
    expect(await available()).toEqual(expect.arrayContaining(['facebook', 'blog']));
    expect(await available()).not.toContain('lead-generator');

    await send(m, 'PATCH', `/api/admin/knowledge/${doc.id}`, { assistantTypes: ['blog'] });
    expect(await available()).toEqual(['blog']);
    await generate(t, m, { assistantType: 'facebook', formData: pricingPost, sessionId: 's1' });
    expect(lastBody(m, 'facebook')).not.toHaveProperty('knowledge');

    await send(m, 'PATCH', `/api/admin/knowledge/${doc.id}`, {
      assistantTypes: [],
      enabled: false,
    });
    expect(await available()).toEqual([]);
    await generate(t, m, { assistantType: 'facebook', formData: pricingPost, sessionId: 's1' });
    expect(lastBody(m, 'facebook')).not.toHaveProperty('knowledge');

    await send(m, 'PATCH', `/api/admin/knowledge/${doc.id}`, { enabled: true });
    await generate(t, m, {
      assistantType: 'facebook',
      formData: pricingPost,
      sessionId: 's1',
      useKnowledge: false,
    });
    expect(lastBody(m, 'facebook')).not.toHaveProperty('knowledge');
    // Knowledge that matches nothing is still knowledge: the automation is told there was none.
    await generate(t, m, {
      assistantType: 'facebook',
      formData: { ...pricingPost, postTopic: 'Zebras', targetAudience: 'Zoologists' },
      sessionId: 's1',
    });
    expect(lastBody(m, 'facebook').knowledge).toEqual([]);
  });

  it("never sends another company's knowledge, and leaves the lead generator's payload alone", async () => {
    await companyWithKnowledge();
    const m = await newMember(t, { role: 'admin' });
    await setWebhook(t, m.company, 'facebook', hook.url(`/know/${m.slug}/facebook`));
    hook.answerOn(`/know/${m.slug}/facebook`, () => ({ body: { output: 'Plain' } }));
    await generate(t, m, { assistantType: 'facebook', formData: pricingPost, sessionId: 's1' });
    expect(lastBody(m, 'facebook')).not.toHaveProperty('knowledge');
    const search = await read(m, '/api/admin/knowledge/search?q=Acme%20pricing');
    expect(search.json()).toEqual({ passages: [] });

    const other = await companyWithKnowledge();
    const leads = await generate(t, other.m, {
      assistantType: 'lead-generator',
      formData: VALID_FORMS['lead-generator'],
      sessionId: 's1',
    });
    expect(leads.statusCode, leads.body).toBe(200);
    const body = lastBody(other.m, 'lead-generator');
    expect(body).not.toHaveProperty('knowledge');
    expect(body).not.toHaveProperty('language');
  });

  it('revisions and rewrites are sent the passages matching their request', async () => {
    const { m } = await companyWithKnowledge();
    const revised = await revise(t, m, {
      assistantType: 'facebook',
      originalContent: 'A post.',
      originalFormData: VALID_FORMS.facebook,
      revisionRequest: 'Mention how fast the support team answers',
      sessionId: 's1',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(lastBody(m, 'facebook').knowledge![0].text).toContain('within one hour');

    const text = 'Intro.\n\nOur support is good.';
    const [item] = await addHistory(t, m, {
      assistantType: 'blog',
      content: text,
      formData: VALID_FORMS.blog,
    });
    const started = await send(m, 'POST', '/api/generations', {
      action: 'rewrite',
      historyId: item.id,
      baseVersion: 1,
      selection: { start: text.indexOf('Our'), end: text.length },
      instruction: 'Say where the support team works from',
      sessionId: 's1',
    });
    expect(started.statusCode, started.body).toBe(202);
    await waitUntil(
      async () => (await read(m, `/api/generations/${started.json().id}`)).json().status,
      (s) => s !== 'running',
    );
    const sent = lastBody(m, 'blog').knowledge!;
    expect(sent[0].text).toContain('Lyon and Montreal');
    const versions = (await read(m, `/api/history/${item.id}/versions`)).json().versions;
    expect(versions[0]).toMatchObject({ version: 2, kind: 'rewritten', sources: sent });
    expect(versions[1]).toMatchObject({ version: 1, sources: [] });
    expect((await read(m, `/api/history/${item.id}`)).json().sources).toEqual(sent);
  });

  it('shows an admin which passages a query would find', async () => {
    const { m, doc } = await companyWithKnowledge();
    const res = await read(
      m,
      '/api/admin/knowledge/search?q=newsletter%20case%20study&assistantType=blog',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().passages[0]).toMatchObject({
      documentId: doc.id,
      text: expect.stringContaining('Bakery Blum'),
    });
    expect((await read(m, '/api/admin/knowledge/search?q=')).statusCode).toBe(400);
  });
});
