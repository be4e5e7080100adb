import { beforeAll, describe, expect, it } from 'vitest';
import { parseBlogOutput } from '../../src/core/formatting/blog.js';
import { parseLinkedInOutput } from '../../src/core/formatting/linkedin.js';
import { parseNewsletterOutput } from '../../src/core/formatting/newsletter.js';
import type { AssistantId } from '../../src/core/assistants/ids.js';
import { LINKEDIN_PROMPT } from './support/canned-answers.js';
import { outcome, startCopydesk, type CopydeskHarness } from './support/copydesk.js';
import { filledForm } from '../support/sample-forms.js';

/**
 * Each assistant through Copydesk → the committed n8n workflow on a real n8n → the fake model,
 * and the result as Copydesk's formatter reads it.
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
const chats = async (): Promise<Chat[]> =>
  (await fetch(`${cd.stack.modelUrl}/_control/chats`)).json() as Promise<Chat[]>;

async function generate(id: AssistantId, sessionId = `session-${id}`) {
  const result = outcome(
    await cd.runJob({ assistantType: id, formData: filledForm(id), sessionId }),
  );
  const last = (await chats()).at(-1)!;
  return { result, content: String(result.content ?? ''), chat: last };
}

/** What the model was asked: the brief of this assistant, for this company. */
function expectPrompt(chat: Chat, subject: string) {
  expect(chat.subject).toBe(subject);
  expect(chat.stream).toBe(true);
  expect(chat.messages[0].role).toBe('system');
  expect(chat.messages[0].content).toContain('Acme IT');
}

describe('every assistant through a real n8n', () => {
  it('blog: the article, with its SEO metadata parsed', async () => {
    const { content, chat, result } = await generate('blog');
    expectPrompt(chat, 'blog article');
    expect(chat.messages.at(-1)!.content).toContain('Backups that survive ransomware');
    const { body, seo } = parseBlogOutput(content);
    expect(body).toContain('# Backups That Survive Ransomware');
    expect(body).not.toContain('Meta Description');
    expect(seo.metaDescription).toContain('three steps');
    expect(seo.focusKeyphrase).toBe('ransomware backups');
    expect(seo.tags).toEqual(['ransomware', 'backups', 'dental IT']);
    expect(seo.urlSlug).toBe('ransomware-backups-for-dentists');
    expect(seo.aiImagePrompt).toContain('glowing shield');
    expect(seo.imageAltText.length).toBeGreaterThanOrEqual(65);
    expect(typeof result.historyId).toBe('number');
  });

  it('newsletter: the subject-line recommendations parsed, the body without them', async () => {
    const { content, chat } = await generate('newsletter');
    expectPrompt(chat, 'newsletter');
    const { body, subjectLines } = parseNewsletterOutput(content);
    expect(subjectLines.map((s) => [s.subject, s.icon])).toEqual([
      ['Your backups, checked in five minutes', 'benefit'],
      ['Is your practice one click from losing it all?', 'curiosity'],
      ['Last chance: free backup review ends Friday', 'urgency'],
    ]);
    expect(body).toContain('# Backups, Simply');
    expect(body).not.toContain('Rationale');
  });

  it('LinkedIn: the image prompt removed from the post', async () => {
    const { content, chat } = await generate('linkedin2');
    expectPrompt(chat, 'LinkedIn post');
    const { body, imagePrompt } = parseLinkedInOutput(content);
    expect(imagePrompt).toBe(LINKEDIN_PROMPT);
    expect(body).not.toContain('Image Prompt');
    expect(body.trim().endsWith('#Cybersecurity #Backups')).toBe(true);
  });

  it('lead generator: the maps search scored into the lead table', async () => {
    const { result } = await generateLeads();
    expect(result.summary).toEqual({ total: 2, qualified: 1, maybe: 0, unlikely: 1 });
    const leads = result.leads as Array<Record<string, unknown>>;
    expect(leads.map((l) => [l.name, l.city, l.status])).toEqual([
      ['Hill Plumbing', 'Austin', 'qualified'],
      ['Bolt Electric', 'Round Rock', 'unlikely'],
    ]);
    expect(leads[0]).toMatchObject({ phone: '(512) 555-0101', reviewCount: 12, rating: 4.6 });
    const searches = (await (
      await fetch(`${cd.stack.modelUrl}/_control/searches`)
    ).json()) as Array<{
      headers: Record<string, string>;
      body: { textQuery: string };
    }>;
    expect(searches.slice(-2).map((s) => s.body.textQuery)).toEqual([
      'plumber in Austin, TX',
      'electrician in Austin, TX',
    ]);
    expect(searches.at(-1)!.headers['x-goog-api-key']).toBe('places-test-key');
  });

  const plain: Array<[AssistantId, string]> = [
    ['topic-generator', 'content topic list'],
    ['facebook', 'Facebook post'],
    ['instagram', 'Instagram post'],
    ['retention-email', 'email'],
    ['insight-amplifier', 'email'],
    ['prospect-engagement', 'email'],
    ['website', 'website page copy'],
  ];
  it.each(plain)('%s: the streamed text saved as the result', async (id, subject) => {
    const { content, chat, result } = await generate(id);
    expectPrompt(chat, subject);
    expect(content).toContain(`The ${subject} from the fake model starts here.`);
    expect(content).toContain(`Sentence 12 of the ${subject}.`);
    expect(typeof result.historyId).toBe('number');
  });
});

async function generateLeads() {
  const result = outcome(
    await cd.runJob({
      assistantType: 'lead-generator',
      formData: filledForm('lead-generator'),
      sessionId: 'session-leads',
    }),
  );
  return { result };
}
