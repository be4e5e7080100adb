import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSISTANTS, listFields } from '../../src/core/assistants/catalogue.js';
import { ASSISTANT_IDS, type AssistantId } from '../../src/core/assistants/ids.js';
import type { FieldDescriptor, FormValues } from '../../src/core/assistants/types.js';
import {
  buildWorkflow,
  PROMPTS,
  workflowJson,
  type N8nWorkflow,
} from '../../src/server/automations/n8n/workflow.js';
import { runBuildPrompt, runLeadCode } from './n8n-code-runner.js';
import { PLACES } from '../n8n/support/canned-answers.js';
import { SAMPLES } from '../support/sample-forms.js';

const dir = join(import.meta.dirname, '..', '..', 'automations', 'n8n');
const TEXT_IDS = ASSISTANT_IDS.filter((id) => id !== 'lead-generator') as Array<
  Exclude<AssistantId, 'lead-generator'>
>;

const nodeOf = (wf: N8nWorkflow, type: string) => wf.nodes.filter((n) => n.type === type);

describe('automations/n8n files', () => {
  it.each(ASSISTANT_IDS)('%s.json is what the source builds', (id) => {
    expect(readFileSync(join(dir, `${id}.json`), 'utf8')).toBe(workflowJson(id));
  });

  it.each(ASSISTANT_IDS)('%s: Webhook POST copydesk-<id>, Header Auth, Streaming', (id) => {
    const wf = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as N8nWorkflow;
    const [webhook] = nodeOf(wf, 'n8n-nodes-base.webhook');
    expect(webhook.typeVersion).toBe(2.1);
    expect(webhook.parameters).toMatchObject({
      httpMethod: 'POST',
      path: `copydesk-${id}`,
      authentication: 'headerAuth',
      responseMode: 'streaming',
    });
    expect(webhook.credentials?.httpHeaderAuth).toBeDefined();
    const names = new Set(wf.nodes.map((n) => n.name));
    expect(names.size).toBe(wf.nodes.length);
    for (const [from, outputs] of Object.entries(wf.connections)) {
      expect(names.has(from)).toBe(true);
      for (const target of Object.values(outputs).flat(2))
        expect(names.has(target.node)).toBe(true);
    }
    // Copydesk's Test action is answered without calling a model or a maps search.
    const test = wf.nodes.find((n) => n.name === 'Answer test');
    expect(test?.parameters).toMatchObject({ respondWith: 'text', responseBody: 'ok' });
  });

  it.each(TEXT_IDS)('%s: an agent on an OpenAI-compatible model with memory by sessionId', (id) => {
    const wf = buildWorkflow(id);
    const [model] = nodeOf(wf, '@n8n/n8n-nodes-langchain.lmChatOpenAi');
    expect(model.credentials?.openAiApi).toBeDefined();
    const [memory] = nodeOf(wf, '@n8n/n8n-nodes-langchain.memoryBufferWindow');
    expect(memory.parameters).toMatchObject({
      sessionIdType: 'customKey',
      sessionKey: '={{ $json.sessionId }}',
    });
    expect(wf.connections['Chat Model'].ai_languageModel[0][0].node).toBe('AI Agent');
    expect(wf.connections.Memory.ai_memory[0][0].node).toBe('AI Agent');
  });

  it('a download carries the path and the public address', () => {
    const wf = buildWorkflow('blog', {
      path: 'copydesk-acme-blog',
      publicUrl: 'https://acme.copydesk.example',
    });
    expect(nodeOf(wf, 'n8n-nodes-base.webhook')[0].parameters.path).toBe('copydesk-acme-blog');
    const note = String(nodeOf(wf, 'n8n-nodes-base.stickyNote')[0].parameters.content);
    expect(note).toContain('https://acme.copydesk.example');
    expect(note).toContain('/webhook/copydesk-acme-blog');
  });
});

/** A value for a field that differs from `current`. */
function otherValue(field: FieldDescriptor, current: unknown): unknown {
  switch (field.kind) {
    case 'select':
    case 'radio':
      return field.options.find((o) => o.value !== current && !o.disabled)?.value;
    case 'checkbox':
    case 'switch':
      return !current;
    case 'checkbox-group': {
      const first = field.options[0].value;
      const list = Array.isArray(current) ? current : [];
      return list.includes(first) ? [field.options[1].value] : [first];
    }
    case 'boolean-group': {
      const key = field.options[0].value;
      const obj = (current ?? {}) as Record<string, boolean>;
      return { ...obj, [key]: !obj[key] };
    }
    default:
      return `${String(current ?? '')} changed value`;
  }
}

/** Form values in which every field is in use (conditional fields shown). */
function baseline(id: AssistantId): FormValues {
  const values: FormValues = { ...ASSISTANTS[id].defaults, ...SAMPLES[id].everyFieldShown };
  for (const field of listFields(ASSISTANTS[id])) {
    if (['text', 'textarea', 'url'].includes(field.kind) && !values[field.name]) {
      values[field.name] = `${field.name} sample text`;
    }
    if ((field.kind === 'select' || field.kind === 'radio') && !values[field.name]) {
      values[field.name] = field.options[0].value;
    }
  }
  return values;
}

const ctx = { sessionId: 's-1', company: { id: 'acme', name: 'Acme IT' }, userId: 1 };
const bodyFor = (id: AssistantId, values: FormValues) => ({
  action: 'generate',
  assistantType: id,
  sessionId: 's-1',
  formData: ASSISTANTS[id].transform(values, ctx),
  company: { id: 'acme', name: 'Acme IT' },
  user: { id: 1, username: 'ann' },
});

describe('the prompts', () => {
  it.each(TEXT_IDS)('%s: every form field changes what the model is asked', (id) => {
    const base = baseline(id);
    const before = runBuildPrompt(PROMPTS[id], bodyFor(id, base));
    expect(before.system).toContain('Acme IT');
    expect(before.sessionId).toBe('s-1');
    for (const field of listFields(ASSISTANTS[id])) {
      const changed = { ...base, [field.name]: otherValue(field, base[field.name]) };
      const after = runBuildPrompt(PROMPTS[id], bodyFor(id, changed));
      expect(`${after.system}\n${after.prompt}`, field.name).not.toBe(
        `${before.system}\n${before.prompt}`,
      );
    }
  });

  it.each(TEXT_IDS)('%s: a revision carries the original content and the request', (id) => {
    const out = runBuildPrompt(PROMPTS[id], {
      action: 'revise',
      assistantType: id,
      sessionId: 's-2',
      originalContent: 'THE ORIGINAL TEXT',
      originalFormData: ASSISTANTS[id].transform(baseline(id), ctx),
      revisionRequest: 'Make it shorter please',
      company: { id: 'acme', name: 'Acme IT' },
    });
    expect(out.action).toBe('revise');
    expect(out.prompt).toContain('THE ORIGINAL TEXT');
    expect(out.prompt).toContain('Make it shorter please');
    expect(out.sessionId).toBe('s-2');
  });

  it.each(TEXT_IDS)('%s: a rewrite (context present) asks for the passage only', (id) => {
    const out = runBuildPrompt(PROMPTS[id], {
      action: 'revise',
      assistantType: id,
      sessionId: 's-3',
      originalContent: 'THE PASSAGE',
      originalFormData: ASSISTANTS[id].transform(baseline(id), ctx),
      revisionRequest: 'Friendlier',
      context: { fullContent: 'BEFORE THE PASSAGE AFTER', selectionStart: 11, selectionEnd: 22 },
      company: { id: 'acme', name: 'Acme IT' },
    });
    expect(out.action).toBe('revise');
    expect(out.prompt).toContain('Rewrite one passage');
    expect(out.prompt).toContain('BEFORE THE PASSAGE AFTER');
    expect(out.prompt).toContain('--- PASSAGE TO REWRITE ---\nTHE PASSAGE\n');
    expect(out.prompt).toContain('Request: Friendlier');
    expect(out.prompt).toContain('Answer with the rewritten passage only');
  });

  it.each(TEXT_IDS)('%s: the brand voice goes into the system message', (id) => {
    const brand = {
      description: 'A family bakery since 1962',
      audience: 'Office lunch buyers',
      tone: 'Warm and cheeky',
      wordsToUse: ['sourdough', 'fresh'],
      wordsToAvoid: ['artisanal'],
      examples: [{ title: 'Monday', text: 'Ovens on at 5am.' }],
    };
    const out = runBuildPrompt(PROMPTS[id], { ...bodyFor(id, baseline(id)), brand });
    expect(out.system).toContain("The company's brand voice (follow it in everything you write):");
    expect(out.system).toContain('- About Acme IT: A family bakery since 1962');
    expect(out.system).toContain('- Audience: Office lunch buyers');
    expect(out.system).toContain('- Tone: Warm and cheeky');
    expect(out.system).toContain('- Words and phrases to use: sourdough, fresh');
    expect(out.system).toContain('- Words never to use: artisanal');
    expect(out.system).toContain('Example 1 (Monday):\nOvens on at 5am.');
    const plain = runBuildPrompt(PROMPTS[id], bodyFor(id, baseline(id)));
    expect(plain.system).not.toContain('brand voice');
  });

  it.each(TEXT_IDS)('%s: the language and the knowledge passages go to the model', (id) => {
    const language = { name: 'German', tag: 'de' };
    const knowledge = [
      {
        documentId: 1,
        title: 'Price list 2026',
        source: 'prices.pdf',
        text: 'Backups cost 9 EUR.',
      },
      { documentId: 2, title: 'About us', source: 'about.md', text: 'Founded in 1962.' },
    ];
    const generated = runBuildPrompt(PROMPTS[id], {
      ...bodyFor(id, baseline(id)),
      language,
      knowledge,
    });
    expect(generated.system).toContain('Write everything in German');
    expect(generated.prompt).toContain("Facts from Acme IT's knowledge library");
    expect(generated.prompt).toContain('[1] Price list 2026:\nBackups cost 9 EUR.');
    expect(generated.prompt).toContain('[2] About us:\nFounded in 1962.');
    expect(generated.prompt).toContain('Write it in German.');
    const revised = runBuildPrompt(PROMPTS[id], {
      action: 'revise',
      assistantType: id,
      sessionId: 's-4',
      originalContent: 'THE ORIGINAL TEXT',
      originalFormData: ASSISTANTS[id].transform(baseline(id), ctx),
      revisionRequest: 'Shorter',
      company: { id: 'acme', name: 'Acme IT' },
      language,
      knowledge,
    });
    expect(revised.prompt).toContain('[1] Price list 2026:\nBackups cost 9 EUR.');
    expect(revised.prompt).toContain('Write it in German.');
    // Without them (an older Copydesk, no knowledge): nothing of either.
    const plain = runBuildPrompt(PROMPTS[id], { ...bodyFor(id, baseline(id)), knowledge: [] });
    expect(`${plain.system}\n${plain.prompt}`).not.toMatch(/knowledge library|Write it in/);
  });

  it('asks for the structures the formatter parses', () => {
    const blog = runBuildPrompt(PROMPTS.blog, bodyFor('blog', baseline('blog')));
    for (const label of ['SEO Metadata', 'Meta Description:', 'Focus Keyphrase:', 'Tags:']) {
      expect(blog.system).toContain(label);
    }
    expect(blog.system).toContain('Image Alt Text:');
    const linkedIn = runBuildPrompt(PROMPTS.linkedin2, bodyFor('linkedin2', baseline('linkedin2')));
    expect(linkedIn.system).toContain('**AI Image Prompt:**');
    const news = runBuildPrompt(
      PROMPTS.newsletter,
      bodyFor('newsletter', { ...baseline('newsletter'), generateSubjectLines: true }),
    );
    expect(news.system).toContain('## Subject Line Recommendations');
    expect(news.system).toContain('**Rationale:**');
  });

  it('passes the callback on and answers the Test action without a prompt', () => {
    const callback = { url: 'https://copydesk.example/api/automation-callbacks/1', token: 't' };
    const out = runBuildPrompt(PROMPTS.facebook, {
      ...bodyFor('facebook', baseline('facebook')),
      callback,
    });
    expect(out.callback).toEqual(callback);
    expect(runBuildPrompt(PROMPTS.facebook, { action: 'test' }).action).toBe('test');
  });
});

describe('the lead generator code', () => {
  const request = (weights: Record<string, number>) => ({
    type: 'new',
    assistantType: 'lead-generator',
    sessionId: 'x',
    companyInfo: { id: 'acme', name: 'Acme IT' },
    formData: {
      searchConfig: {
        keywords: ['plumber', 'electrician'],
        location: { type: 'radius', center: 'Austin, TX', radiusMiles: 25 },
        sources: { googleMaps: true },
      },
      scoringConfig: {
        reviewsWeight: 0,
        emailTypeWeight: 0,
        websiteWeight: 0,
        languageWeight: 0,
        verifiedWeight: 0,
        businessType: 'solo-operators',
        ...weights,
      },
    },
    userId: 1,
  });
  const places = PLACES;

  it('searches once per keyword in the location', () => {
    const queries = runLeadCode('queries', request({}), [{ body: request({}) }]);
    expect(queries.map((q) => q.textQuery)).toEqual([
      'plumber in Austin, TX',
      'electrician in Austin, TX',
    ]);
  });

  it('scores with the scoringConfig weights and answers {summary, leads} in spec names', () => {
    const [result] = runLeadCode('score', request({ websiteWeight: 30 }), [
      { places: [places[0]] },
      { places: [places[1], places[0]] },
    ]);
    const { summary, leads } = result as {
      summary: Record<string, number>;
      leads: Array<Record<string, unknown>>;
    };
    expect(summary).toEqual({ total: 2, qualified: 1, maybe: 0, unlikely: 1 });
    expect(leads[0]).toEqual({
      name: 'Hill Plumbing',
      phone: '(512) 555-0101',
      email: '',
      website: 'https://hillplumbing.example',
      city: 'Austin',
      reviewCount: 12,
      rating: 4.6,
      score: 100,
      status: 'qualified',
    });
    expect(leads[1]).toMatchObject({ name: 'Bolt Electric', city: 'Round Rock', score: 20 });
    const [verified] = runLeadCode('score', request({ verifiedWeight: 30 }), [{ places }]);
    const scores = (verified as { leads: Array<{ score: number }> }).leads.map((l) => l.score);
    expect(scores).toEqual([100, 40]);
  });
});
