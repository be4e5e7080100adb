import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads, type AssistantId } from '@core/assistants/ids.js';
import { generationJobs, historyItems } from '@server/db/schema.js';
import { modelConnections } from '@server/db/schema-models.js';
import { newMember, type Member } from '../../support/factories.js';
import { generate, revise } from '../../support/generate-fixtures.js';
import { startOpenAiServer } from '../../support/openai-server.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { call, createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';

/** Generations that run on a model connection instead of an automation (decision 058). */

const KEY = 'sk-model-secret-0123456789';
const model = await startOpenAiServer({ apiKey: KEY });
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: ['127.0.0.1'] });
afterAll(() => model.close());

const TEXT_ASSISTANTS = ASSISTANT_IDS.filter((id) => !producesLeads(id));
const BRAND = { tone: 'Warm and plain-spoken', wordsToAvoid: ['synergy'] };

/** A company with its own connection to the local model and no webhooks: it runs on the model. */
async function onModel(opts: { apiKey?: string; model?: string } = {}): Promise<Member> {
  const m = await newMember(t, { role: 'admin', company: { brandVoice: BRAND } as never });
  await t.database.db.insert(modelConnections).values({
    companyId: m.company.id,
    baseUrl: model.baseUrl,
    apiKeyEncrypted: t.app.ctx.secrets.encrypt(opts.apiKey ?? KEY),
    model: opts.model ?? 'gpt-test',
    inputPricePerMillion: 1,
    outputPricePerMillion: 4,
  });
  t.app.ctx.companies.drop('*');
  return m;
}

const body = (id: AssistantId) => ({
  assistantType: id,
  formData: VALID_FORMS[id],
  sessionId: 's1',
});

async function jobOf(historyId: number) {
  const [job] = await t.database.db
    .select()
    .from(generationJobs)
    .where(eq(generationJobs.historyId, historyId));
  return job!;
}

describe('generating on a model connection', () => {
  it('writes every text assistant with its own prompt, the form and the brand voice', async () => {
    const m = await onModel();
    for (const id of TEXT_ASSISTANTS) {
      const res = await generate(t, m, body(id));
      expect(res.statusCode, `${id}: ${res.body}`).toBe(200);
      const answer = res.json() as { content: string; historyId: number };
      expect(answer.content).toContain('Here is real model text.');
      const sent = model.chats.at(-1)!.body;
      const [system, user] = sent.messages;
      // The workflow's prompt for this assistant: its brief starts as the n8n one does.
      expect(user!.content).toMatch(/^Write the .+ for this brief:/);
      expect(system!.content).toContain('Warm and plain-spoken');
      expect(system!.content).toContain('synergy');
      // The form's own words reach the model (option values arrive as their meaning).
      const written = Object.values(VALID_FORMS[id]).filter(
        (v): v is string => typeof v === 'string' && v.includes(' '),
      );
      expect(written.some((v) => user!.content.includes(v))).toBe(true);
      const job = await jobOf(answer.historyId);
      expect(job.runsOn).toBe('model');
      expect(job.model).toBe('gpt-test');
      expect(job.promptTokens).toBeGreaterThan(10);
      expect(job.completionTokens).toBe(Math.ceil(answer.content.length / 4));
      expect(job.tokensEstimated).toBe(false);
    }
  });

  it('revises and rewrites every text assistant through the model', async () => {
    const m = await onModel();
    for (const id of TEXT_ASSISTANTS) {
      const first = (await generate(t, m, body(id))).json() as {
        historyId: number;
        content: string;
      };
      const revised = await revise(t, m, {
        assistantType: id,
        originalContent: first.content,
        originalFormData: VALID_FORMS[id],
        revisionRequest: 'Shorter, please',
        sessionId: 's1',
      });
      expect(revised.statusCode, `${id}: ${revised.body}`).toBe(200);
      expect(model.chats.at(-1)!.body.messages.at(-1)!.content).toContain(
        'Revision request: Shorter, please',
      );
      const started = await call(t, {
        method: 'POST',
        url: '/api/generations',
        slug: m.slug,
        cookie: m.cookie,
        payload: {
          action: 'rewrite',
          historyId: first.historyId,
          baseVersion: 1,
          selection: { start: 0, end: 4 },
          instruction: 'Warmer',
          sessionId: 's1',
        },
      });
      expect(started.statusCode, `${id}: ${started.body}`).toBe(202);
      const jobId = (started.json() as { id: string }).id;
      const [job] = await waitUntil(
        () => t.database.db.select().from(generationJobs).where(eq(generationJobs.id, jobId)),
        (rows) => rows[0]?.status !== 'running',
      );
      expect(job!.status, `${id}: ${job!.error}`).toBe('succeeded');
      expect(model.chats.at(-1)!.body.messages.at(-1)!.content).toContain('Request: Warmer');
    }
  });

  it('revises and rewrites through the model, with the text to change in the prompt', async () => {
    const m = await onModel();
    const first = (await generate(t, m, body('blog'))).json() as {
      historyId: number;
      content: string;
    };
    const revised = await revise(t, m, {
      assistantType: 'blog',
      originalContent: first.content,
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Make it shorter',
      sessionId: 's1',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    const asked = model.chats.at(-1)!.body.messages.at(-1)!.content;
    expect(asked).toMatch(/^Revise the blog article below as requested\./);
    expect(asked).toContain('Revision request: Make it shorter');
    expect(asked).toContain(first.content);

    const rewrite = await call(t, {
      method: 'POST',
      url: '/api/generations',
      slug: m.slug,
      cookie: m.cookie,
      payload: {
        action: 'rewrite',
        historyId: first.historyId,
        baseVersion: 1,
        selection: { start: 0, end: 9 },
        instruction: 'More formal',
        sessionId: 's1',
      },
    });
    expect(rewrite.statusCode, rewrite.body).toBe(202);
    const id = (rewrite.json() as { id: string }).id;
    const ended = await waitUntil(
      () => t.database.db.select().from(generationJobs).where(eq(generationJobs.id, id)),
      (rows) => rows[0]?.status !== 'running',
    );
    expect(ended[0]!.status).toBe('succeeded');
    const rewritePrompt = model.chats.at(-1)!.body.messages.at(-1)!.content;
    expect(rewritePrompt).toContain('Rewrite one passage of the blog article below as requested.');
    expect(rewritePrompt).toContain(`--- PASSAGE TO REWRITE ---\n${first.content.slice(0, 9)}`);
  });

  it('says a refused key and an unknown model in plain words, and never shows the key', async () => {
    const wrongKey = await onModel({ apiKey: 'sk-not-this-one' });
    const refused = await generate(t, wrongKey, body('facebook'));
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({
      message:
        "The model connection's API key was refused. An admin can check the key in the model connection.",
    });
    const unknown = await generate(t, await onModel({ model: 'gpt-gone' }), body('facebook'));
    expect((unknown.json() as { message: string }).message).toBe(
      'The model connection has no model named "gpt-gone". An admin can check the model name in the model connection.',
    );
    for (const res of [refused, unknown]) expect(res.body).not.toContain('sk-');
  });

  it('Stop closes the connection to the model at once and keeps the text so far', async () => {
    const m = await onModel();
    const held = model.holdNext();
    const started = await call(t, {
      method: 'POST',
      url: '/api/generations',
      slug: m.slug,
      cookie: m.cookie,
      payload: body('linkedin2'),
    });
    const id = (started.json() as { id: string }).id;
    await held.firstChunkSent;
    const upstream = model.chats.at(-1)!;
    await waitUntil(
      () => t.app.ctx.jobs.liveContent(id) ?? '',
      (text) => text.length > 0,
    );
    const stop = await call(t, {
      method: 'POST',
      url: `/api/generations/${id}/cancel`,
      slug: m.slug,
      cookie: m.cookie,
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await upstream.closed).toBe('client');
    held.release();
    const [job] = await t.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, id));
    expect(job!.status).toBe('cancelled');
    const [item] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, job!.historyId!));
    expect(item!.stopped).toBe(true);
    expect(item!.content.length).toBeGreaterThan(0);
  });

  it('keeps the text of a stream cut in the middle as a stopped result', async () => {
    const m = await onModel();
    model.script({ kind: 'cut' });
    const started = await call(t, {
      method: 'POST',
      url: '/api/generations',
      slug: m.slug,
      cookie: m.cookie,
      payload: body('instagram'),
    });
    const id = (started.json() as { id: string }).id;
    const [job] = await waitUntil(
      () => t.database.db.select().from(generationJobs).where(eq(generationJobs.id, id)),
      (rows) => rows[0]?.status !== 'running',
    );
    expect(job!.status).toBe('cancelled');
    expect(job!.historyId).not.toBeNull();
    expect(job!.content).toMatch(/^Here is/);
    expect(job!.tokensEstimated).toBe(true);
  });

  it('keeps the lead generator on its automation', async () => {
    const m = await onModel();
    const before = model.chats.length;
    const res = await generate(t, m, body('lead-generator'));
    expect(res.statusCode).toBe(409);
    expect(model.chats.length).toBe(before);
  });
});
