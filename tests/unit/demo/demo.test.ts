import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { demoRespond } from '../../../src/server/demo/respond.js';
import {
  normaliseContent,
  normaliseLeads,
} from '../../../src/server/automation-client/normalise.js';
import { LEAD_BODY, demoForm, generateBody, toAnswer } from './demo-fixtures.js';

describe('demoRespond', () => {
  it.each(ASSISTANT_IDS.filter((id) => !producesLeads(id)))(
    '%s produces text the normaliser accepts',
    (id) => {
      const text = normaliseContent(toAnswer(demoRespond(id, generateBody(id))), id);
      expect(text.trim().length).toBeGreaterThan(200);
    },
  );

  it('uses the form values in the text', () => {
    const text = (id: string) => normaliseContent(toAnswer(demoRespond(id, generateBody(id))), id);
    expect(text('facebook')).toMatch(/phishing scams/i);
    expect(text('linkedin2')).toContain('@Acme Corp');
    expect(text('linkedin2')).toContain('https://example.com/guide');
    expect(text('website')).toContain('Book your free assessment');
    expect(text('prospect-engagement')).toContain('Great to meet you at the expo');
    expect(text('topic-generator')).toContain('veterinary clinics');
  });

  it('answers in mixed real shapes (n8n arrays, objects, JSON strings, plain text)', () => {
    expect(JSON.parse(demoRespond('blog', generateBody('blog')).body)).toBeInstanceOf(Array);
    expect(JSON.parse(demoRespond('facebook', generateBody('facebook')).body)).toHaveProperty(
      'output',
    );
    expect(
      typeof JSON.parse(demoRespond('insight-amplifier', generateBody('insight-amplifier')).body),
    ).toBe('string');
    expect(demoRespond('website', generateBody('website')).contentType).toContain('text/plain');
  });

  it('writes a blog article with the SEO metadata block', () => {
    const text = normaliseContent(toAnswer(demoRespond('blog', generateBody('blog'))), 'Blog');
    expect(text).toMatch(/^# /);
    const [, seo] = text.split('\n---\n');
    for (const label of [
      'Meta Description',
      'Focus Keyphrase',
      'Tags',
      'URL Slug',
      'AI Image Prompt',
    ]) {
      expect(seo).toContain(`**${label}:**`);
    }
    const alt = /\*\*Image Alt Text:\*\* (.+)/.exec(seo)?.[1] ?? '';
    expect(alt.length).toBeGreaterThanOrEqual(65);
    expect(alt.length).toBeLessThanOrEqual(125);
    expect(text.split(/\s+/).length).toBeGreaterThan(900);
  });

  it('ends a LinkedIn post with --- and an image prompt', () => {
    const text = normaliseContent(
      toAnswer(demoRespond('linkedin2', generateBody('linkedin2'))),
      'LinkedIn',
    );
    expect(text).toMatch(/\n---\n[\s\S]*Image Prompt/);
  });

  it('offers 3-5 subject lines in the newsletter', () => {
    const text = normaliseContent(
      toAnswer(demoRespond('newsletter', generateBody('newsletter'))),
      'N',
    );
    expect(text).toContain('Subject Line Recommendations');
    const subjects = text.match(/\*\*Subject:\*\*/g) ?? [];
    const rationales = text.match(/\*\*Rationale:\*\*/g) ?? [];
    expect(subjects.length).toBeGreaterThanOrEqual(3);
    expect(subjects.length).toBeLessThanOrEqual(5);
    expect(rationales.length).toBe(subjects.length);
    expect(text).toContain('https://example.com/blog/passwords');
  });

  it('labels topics with Hook, Angle and Platform Prompts', () => {
    const text = normaliseContent(
      toAnswer(demoRespond('topic-generator', generateBody('topic-generator'))),
      'T',
    );
    expect(text.match(/\*\*Hook:\*\*/g)).toHaveLength(15);
    expect(text.match(/\*\*Angle:\*\*/g)).toHaveLength(15);
    expect(text.match(/\*\*Platform Prompts:\*\*/g)).toHaveLength(15);
  });

  it('starts emails with Subject:', () => {
    for (const id of ['retention-email', 'insight-amplifier', 'prospect-engagement']) {
      const text = normaliseContent(toAnswer(demoRespond(id, generateBody(id))), id);
      expect(text).toMatch(/^Subject: .+/);
    }
  });

  it('returns 10-25 scored leads from the keywords and location', () => {
    const result = normaliseLeads(
      toAnswer(demoRespond('lead-generator', LEAD_BODY)),
      'Lead Generator',
    );
    expect(result.leads.length).toBeGreaterThanOrEqual(10);
    expect(result.leads.length).toBeLessThanOrEqual(25);
    expect(result.summary.total).toBe(result.leads.length);
    expect(result.summary.qualified + result.summary.maybe + result.summary.unlikely).toBe(
      result.leads.length,
    );
    for (const lead of result.leads) {
      expect(lead.name).toMatch(/Roofing|Plumbing/);
      expect(lead.city).toBe('Tulsa');
      expect(lead.score).toBeGreaterThan(0);
      expect(['qualified', 'maybe', 'unlikely']).toContain(lead.status);
    }
    const raw = JSON.parse(demoRespond('lead-generator', LEAD_BODY).body) as Array<{
      leads: object[];
    }>;
    expect(raw[0].leads[0]).toHaveProperty('businessName');
    expect(raw[0].leads[0]).toHaveProperty('qualificationStatus');
  });

  it('is deterministic for one request and varies between requests', () => {
    const a = demoRespond('facebook', generateBody('facebook')).body;
    expect(demoRespond('facebook', generateBody('facebook')).body).toBe(a);
    const other = {
      ...generateBody('facebook'),
      formData: { ...demoForm('facebook'), postTopic: 'Wi-Fi' },
    };
    expect(demoRespond('facebook', other).body).not.toBe(a);
  });

  it('revises the original content and mentions the request', () => {
    const original = normaliseContent(
      toAnswer(demoRespond('facebook', generateBody('facebook'))),
      'F',
    );
    const body = {
      action: 'revise',
      assistantType: 'facebook',
      sessionId: 'session-1',
      originalContent: original,
      originalFormData: demoForm('facebook'),
      revisionRequest: 'Make it more formal and remove the emojis',
    };
    const revised = normaliseContent(toAnswer(demoRespond('facebook', body)), 'Facebook');
    expect(revised).not.toBe(original);
    expect(revised).toContain('Make it more formal and remove the emojis');
    expect(revised).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(revised).not.toContain("we'd");
  });

  it('keeps the SEO block when revising a blog article', () => {
    const original = normaliseContent(toAnswer(demoRespond('blog', generateBody('blog'))), 'B');
    const body = {
      action: 'revise',
      originalContent: original,
      originalFormData: demoForm('blog'),
      revisionRequest: 'Make it shorter',
    };
    const revised = normaliseContent(toAnswer(demoRespond('blog', body)), 'Blog');
    expect(revised.length).toBeLessThan(original.length);
    expect(revised).toContain('Make it shorter');
    expect(revised.trimEnd()).toMatch(/\*\*Image Alt Text:\*\* .+$/);
  });

  it('answers a test call with {output: "ok"}', () => {
    for (const id of ASSISTANT_IDS) {
      expect(JSON.parse(demoRespond(id, { action: 'test' }).body)).toEqual({ output: 'ok' });
    }
  });

  it('refuses unknown assistants', () => {
    expect(() => demoRespond('nope', {})).toThrow(/Unknown assistant/);
  });
});

describe('the demo automation rewrites a passage', () => {
  it('answers the passage rewritten, not the whole text, and keeps its surrounding spaces', async () => {
    const { rewritePassage } = await import('../../../src/core/demo/revise.js');
    const { createRng } = await import('../../../src/core/demo/random.js');
    const passage = ' This is a long sentence. It has a second one. And a third. ';
    const shorter = rewritePassage(passage, 'Shorter', createRng('seed'));
    expect(shorter).toBe(' This is a long sentence. It has a second one. ');
    const formal = rewritePassage("We're ready!", 'More formal', createRng('seed'));
    expect(formal).toBe('We are ready.');
    const grammar = rewritePassage('we  fix this', 'Fix grammar', createRng('seed'));
    expect(grammar).toBe('We fix this.');
    const unknown = rewritePassage('Plain words.', 'Make it sparkle', createRng('seed'));
    expect(unknown).toBe('Plain words. _(rewritten: Make it sparkle)_');
    expect(shorter).not.toContain('Revised as requested');
  });
});
