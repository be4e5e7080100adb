import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeDocuments, knowledgePassages } from '../../src/server/db/schema-knowledge.js';
import { outcome, startCopydesk, type CopydeskHarness } from './support/copydesk.js';
import { filledForm } from '../support/sample-forms.js';

/**
 * How the workflows behave on a real n8n, seen from Copydesk: streaming, Header Auth, revision
 * and memory by session, callback mode, and the webhook Test action.
 */
let cd: CopydeskHarness;
beforeAll(async () => {
  cd = await startCopydesk();
});

interface Chat {
  subject: string;
  stream: boolean;
  messages: Array<{ role: string; content: string }>;
}
const control = (path: string, method = 'GET') =>
  fetch(`${cd.stack.modelUrl}/_control/${path}`, { method });
const chats = async () => (await (await control('chats')).json()) as Chat[];
const facebook = (sessionId: string) => ({
  assistantType: 'facebook',
  formData: filledForm('facebook'),
  sessionId,
});

describe('the workflows on a real n8n', () => {
  it("streams: the first words reach Copydesk's events before the model has finished", async () => {
    await control('hold', 'POST');
    const events = await cd.events(await cd.startJob(facebook('session-stream')));
    let firstDelta = await events.next();
    while (firstDelta?.event === 'status') firstDelta = await events.next();
    await control('first-chunk');
    // The model is still holding the rest of its answer: only the first words exist yet.
    expect(firstDelta?.event).toBe('delta');
    const first = (JSON.parse(firstDelta!.data) as { text: string }).text;
    expect('The Facebook post from the fake model starts here.'.startsWith(first)).toBe(true);
    expect(first.length).toBeLessThan(30);
    await control('release', 'POST');
    const done = outcome(await events.rest());
    expect(String(done.content)).toContain('Sentence 12 of the Facebook post.');
  });

  it('Header Auth: a wrong key is refused by n8n and reported by Copydesk', async () => {
    await cd.setWebhook('website', { apiKey: 'not-the-key' });
    try {
      const all = await cd.runJob({
        assistantType: 'website',
        formData: filledForm('website'),
        sessionId: 'session-auth',
      });
      const error = all.find((e) => e.event === 'error');
      expect(JSON.parse(error!.data).message).toBe(
        'The Website Content automation answered with HTTP 403: it refused the API key. ' +
          "Check that the API key matches the webhook's authentication setting.",
      );
    } finally {
      await cd.setWebhook('website');
    }
    const res = await fetch(`${cd.stack.n8nUrl}/webhook/copydesk-website`, {
      method: 'POST',
      headers: { authorization: 'not-the-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Authorization data is wrong!');
  });

  it('a revision goes to the model with the original and the request, in the same memory', async () => {
    const first = outcome(await cd.runJob(facebook('session-revise')));
    const revised = outcome(
      await cd.runJob({
        action: 'revise',
        assistantType: 'facebook',
        originalContent: first.content,
        originalFormData: filledForm('facebook'),
        revisionRequest: 'Make it shorter',
        sessionId: 'session-revise',
      }),
    );
    expect(revised.content).toBe('Revised Facebook post: Make it shorter');
    const chat = (await chats()).at(-1)!;
    const roles = chat.messages.map((m) => m.role);
    // system, the first request and its answer (memory of this session), the revision.
    expect(roles).toEqual(['system', 'user', 'assistant', 'user']);
    expect(chat.messages[2].content).toBe(first.content);
    expect(chat.messages[3].content).toContain('Revision request: Make it shorter');
    expect(chat.messages[3].content).toContain(String(first.content));
  });

  it("the company's brand voice reaches the model in its instructions, on generate and revise", async () => {
    const voice = {
      description: 'IT support for dental practices',
      tone: 'Calm and reassuring',
      wordsToAvoid: ['synergy'],
    };
    expect((await cd.call('PUT', '/api/admin/brand-voice', voice)).statusCode).toBe(200);
    try {
      const first = outcome(await cd.runJob(facebook('session-brand')));
      const system = (await chats()).at(-1)!.messages[0];
      expect(system.role).toBe('system');
      expect(system.content).toContain('- About Acme IT: IT support for dental practices');
      expect(system.content).toContain('- Tone: Calm and reassuring');
      expect(system.content).toContain('- Words never to use: synergy');
      await cd.runJob({
        action: 'revise',
        assistantType: 'facebook',
        originalContent: first.content,
        originalFormData: filledForm('facebook'),
        revisionRequest: 'Shorter',
        sessionId: 'session-brand',
      });
      expect((await chats()).at(-1)!.messages[0].content).toContain('- Tone: Calm and reassuring');
    } finally {
      await cd.call('PUT', '/api/admin/brand-voice', {});
    }
  });

  it("the language and the company's knowledge reach the model, on generate and revise", async () => {
    const settings = { companyId: cd.member.slug, companyName: 'Acme IT' };
    const save = (contentLanguage: string) =>
      cd.call('POST', '/api/admin/company-settings', { ...settings, contentLanguage });
    expect((await save('de')).statusCode).toBe(200);
    const [doc] = await cd.db
      .insert(knowledgeDocuments)
      .values({
        companyId: cd.member.company.id,
        title: 'MFA policy',
        source: 'mfa.md',
        kind: 'markdown',
        bytes: 80,
        passages: 1,
        status: 'ready',
      })
      .returning();
    const passage = 'Every MFA login at Acme IT uses a hardware key since 2024.';
    await cd.db.insert(knowledgePassages).values({
      companyId: cd.member.company.id,
      documentId: doc.id,
      position: 0,
      text: passage,
    });
    try {
      const first = outcome(await cd.runJob(facebook('session-language')));
      const [system, ...rest] = (await chats()).at(-1)!.messages;
      expect(system.content).toContain('Write everything in German');
      const prompt = rest.at(-1)!.content;
      expect(prompt).toContain("Facts from Acme IT's knowledge library");
      expect(prompt).toContain(`[1] MFA policy:\n${passage}`);
      expect(prompt).toContain('Write it in German.');

      // The form's choice over the company's, on a revision too.
      await cd.runJob({
        action: 'revise',
        assistantType: 'facebook',
        originalContent: first.content,
        originalFormData: filledForm('facebook'),
        revisionRequest: 'Mention MFA once more',
        sessionId: 'session-language',
        language: 'fr',
      });
      const revision = (await chats()).at(-1)!.messages;
      expect(revision[0].content).toContain('Write everything in French');
      expect(revision.at(-1)!.content).toContain(`[1] MFA policy:\n${passage}`);
    } finally {
      await cd.db.delete(knowledgeDocuments).where(eq(knowledgeDocuments.id, doc.id));
      await save('en');
    }
  });

  it('a rewrite of a passage asks the model for that passage only, and replaces it', async () => {
    const first = outcome(await cd.runJob(facebook('session-rewrite')));
    const text = String(first.content);
    const passage = text.slice(0, text.indexOf('.') + 1);
    const rewritten = outcome(
      await cd.runJob({
        action: 'rewrite',
        historyId: first.historyId,
        baseVersion: 1,
        selection: { start: 0, end: passage.length },
        instruction: 'Friendlier',
        sessionId: 'session-rewrite',
      }),
    );
    expect(rewritten).toEqual({
      historyId: first.historyId,
      content: `Rewritten: Friendlier${text.slice(passage.length)}`,
      version: 2,
    });
    const last = (await chats()).at(-1)!.messages.at(-1)!.content;
    expect(last).toContain('Rewrite one passage of the Facebook post below as requested.');
    expect(last).toContain(`--- PASSAGE TO REWRITE ---\n${passage}\n--- END OF PASSAGE ---`);
    expect(last).toContain(text);
    expect(last).toContain('Answer with the rewritten passage only');
  });

  it('Clear Memory: the next session starts without the conversation', async () => {
    outcome(await cd.runJob(facebook('session-before-clear')));
    outcome(await cd.runJob(facebook('session-before-clear')));
    expect((await chats()).at(-1)!.messages).toHaveLength(4);
    const cleared = await cd.call('POST', '/api/memory/clear', {
      sessionId: 'session-before-clear',
    });
    expect(cleared.statusCode).toBe(200);
    // The client starts a new session ID after Clear Memory.
    outcome(await cd.runJob(facebook('session-after-clear')));
    expect((await chats()).at(-1)!.messages.map((m) => m.role)).toEqual(['system', 'user']);
  });

  it('callback mode: the workflow sends the result to the callback URL with the token', async () => {
    await cd.setWebhook('instagram', { responseMode: 'callback' });
    await cd.setWebhook('lead-generator', { responseMode: 'callback' });
    try {
      const post = outcome(
        await cd.runJob({
          assistantType: 'instagram',
          formData: filledForm('instagram'),
          sessionId: 'session-callback',
        }),
      );
      expect(String(post.content)).toContain('Sentence 12 of the Instagram post.');
      expect(typeof post.historyId).toBe('number');
      const leads = outcome(
        await cd.runJob({
          assistantType: 'lead-generator',
          formData: filledForm('lead-generator'),
          sessionId: 'session-callback-leads',
        }),
      );
      expect(leads.summary).toEqual({ total: 2, qualified: 1, maybe: 0, unlikely: 1 });
    } finally {
      await cd.setWebhook('instagram');
      await cd.setWebhook('lead-generator');
    }
  });

  it("Copydesk's Test action is answered by every workflow without a model call", async () => {
    const before = (await chats()).length;
    for (const assistantType of ['blog', 'lead-generator'] as const) {
      const res = await cd.call('POST', '/api/webhooks/test', { assistantType });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ reachable: true, status: 200, understood: true });
    }
    expect((await chats()).length).toBe(before);
  });
});
