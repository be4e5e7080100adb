import { describe, it, expect } from 'vitest';
import { altTextHint, parseBlogOutput } from '../../../src/core/formatting/blog.js';

const ARTICLE = `# 5 Ways to Protect Your Small Business from Ransomware

Ransomware attacks on small businesses rose sharply last year. Here is what you can do.

## 1. Turn On Multi-Factor Authentication

MFA blocks **99.9%** of automated account attacks.

---

## 2. Back Up Your Data

Keep three copies of your data, on two media, with one off-site.`;

describe('parseBlogOutput', () => {
  it('splits the SEO metadata block and image prompt from the article', () => {
    const raw = `${ARTICLE}

---

## SEO Metadata

**Meta Description:** Learn five practical ways to protect your small business from ransomware &amp; data loss.
**Focus Keyphrase:** small business ransomware protection
**Tags:** cybersecurity, small business, #ransomware, backups
**URL Slug:** \`/small-business-ransomware-protection\`

**AI Image Prompt:**
A photorealistic image of a small office at dusk,
a glowing digital shield over a laptop.

**Image Alt Text:** "Small business owner at a laptop protected by a glowing digital security shield"
`;
    const { body, seo } = parseBlogOutput(raw);
    expect(body).toBe(ARTICLE);
    expect(seo).toEqual({
      metaDescription:
        'Learn five practical ways to protect your small business from ransomware & data loss.',
      focusKeyphrase: 'small business ransomware protection',
      tags: ['cybersecurity', 'small business', 'ransomware', 'backups'],
      urlSlug: '/small-business-ransomware-protection',
      aiImagePrompt:
        'A photorealistic image of a small office at dusk, a glowing digital shield over a laptop.',
      imageAltText:
        'Small business owner at a laptop protected by a glowing digital security shield',
    });
  });

  it('tolerates plain labels, bullets, headings, other casing and CRLF', () => {
    const raw = [
      'Intro paragraph.',
      '',
      '**seo metadata:**',
      '- Meta description (155 characters): Short summary.',
      '- FOCUS KEYWORD: it support',
      '- **Tags**: managed IT; helpdesk',
      '- Slug: it-support-guide',
      '### Image Alt Text',
      'Technician helping an employee fix a laptop at a bright modern office desk today',
    ].join('\r\n');
    const { body, seo } = parseBlogOutput(raw);
    expect(body).toBe('Intro paragraph.');
    expect(seo.metaDescription).toBe('Short summary.');
    expect(seo.focusKeyphrase).toBe('it support');
    expect(seo.tags).toEqual(['managed IT', 'helpdesk']);
    expect(seo.urlSlug).toBe('it-support-guide');
    expect(seo.imageAltText).toBe(
      'Technician helping an employee fix a laptop at a bright modern office desk today',
    );
    expect(seo.aiImagePrompt).toBe('');
  });

  it('reads tags given as a bulleted list', () => {
    const raw = 'Body.\n\nSEO Metadata\nTags:\n- cloud\n- backup, recovery\n\nMore notes';
    expect(parseBlogOutput(raw).seo.tags).toEqual(['cloud', 'backup', 'recovery']);
  });

  it('cuts at the AI image prompt or alt text when there is no metadata marker', () => {
    const article = 'Title\n\nA paragraph about cloud backups.';
    const raw = `${article}\n\nAI Image Prompt: A server room with blue light.\nImage Alt Text: Racks`;
    const { body, seo } = parseBlogOutput(raw);
    expect(body).toBe(article);
    expect(seo.aiImagePrompt).toBe('A server room with blue light.');
    expect(seo.imageAltText).toBe('Racks');
    expect(parseBlogOutput(`${article}\n\n**Alt text:** Racks`).body).toBe(article);
  });

  it('cuts at the last horizontal rule when it comes before the metadata (spec)', () => {
    const raw = `${ARTICLE}\n\n**Meta Description:** Ransomware tips.`;
    const { body, seo } = parseBlogOutput(raw);
    expect(body).toBe(ARTICLE.slice(0, ARTICLE.indexOf('\n\n---')));
    expect(seo.metaDescription).toBe('Ransomware tips.');
  });

  it('removes a trailing horizontal rule and everything after it', () => {
    const simple = 'Title\n\nFirst paragraph.\n\nSecond paragraph.';
    expect(parseBlogOutput(`${simple}\n\n---\n`).body).toBe(simple);
    expect(parseBlogOutput(`${simple}\n\n***\n\n*Written for Acme IT.*`).body).toBe(simple);
  });

  it('leaves an article without metadata or rules as it is', () => {
    const { body, seo } = parseBlogOutput('Just an article.\n\nWith two paragraphs.');
    expect(body).toBe('Just an article.\n\nWith two paragraphs.');
    expect(seo.tags).toEqual([]);
    expect(seo.metaDescription).toBe('');
  });

  it('does not take ordinary sentences for labels', () => {
    const raw = 'Tags are useful for SEO.\nAlt text matters for accessibility.';
    expect(parseBlogOutput(raw).body).toBe(raw);
  });
});

describe('altTextHint', () => {
  it('accepts 65 to 125 characters', () => {
    expect(altTextHint('a'.repeat(65))).toMatchObject({ length: 65, ok: true });
    expect(altTextHint('a'.repeat(125))).toMatchObject({ length: 125, ok: true });
    expect(altTextHint('a'.repeat(90)).message).toBe(
      '90 characters: good length (65-125 characters)',
    );
  });

  it('flags short, long and empty alt text', () => {
    expect(altTextHint('a'.repeat(64))).toEqual({
      length: 64,
      ok: false,
      message: '64 characters: too short (aim for 65-125 characters)',
    });
    expect(altTextHint('a'.repeat(126)).message).toBe(
      '126 characters: too long (aim for 65-125 characters)',
    );
    expect(altTextHint('  ')).toEqual({
      length: 0,
      ok: false,
      message: 'Recommended length: 65-125 characters',
    });
  });
});
