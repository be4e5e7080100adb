import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { normaliseContent } from '../../../src/server/automation-client/normalise.js';
import { splitTrailer } from '../../../src/core/demo/revise.js';
import { demoRespond, demoStreamedText } from '../../../src/server/demo/respond.js';
import { demoForm, generateBody, toAnswer } from './demo-fixtures.js';

/** The demo automation shows the language it was asked for and the knowledge it was sent. */
const language = { name: 'German', tag: 'de' };
const knowledge = [
  { documentId: 1, title: 'Price list', source: 'prices.pdf', text: 'Backups cost 9 EUR.' },
  { documentId: 2, title: 'About us', source: 'about.md', text: 'Founded in 1962.' },
  { documentId: 1, title: 'Price list', source: 'prices.pdf', text: 'Support is 24/7.' },
];
const textOf = (id: string, body: unknown) => normaliseContent(toAnswer(demoRespond(id, body)), id);

describe('the demo automation: language and knowledge', () => {
  it.each(ASSISTANT_IDS.filter((id) => !producesLeads(id)))(
    '%s names the language and ends its text with the sources',
    (id) => {
      const body = { ...(generateBody(id) as object), language, knowledge };
      const text = textOf(id, body);
      expect(text).toContain('*Written in German (de).*');
      // The main text's last line: a metadata block (blog SEO, image prompt) stays after it.
      const [main] = splitTrailer(text.trim());
      expect(main.trimEnd()).toMatch(/\nSources: Price list, About us$/);
      // Never right above a `---` line, which would make it a heading (the editor saves it so).
      expect(text).not.toMatch(/\S\n---/);
      expect(demoStreamedText(id, body)).toContain('Sources: Price list, About us');
    },
  );

  it('names only the language when no knowledge (or none matched) came', () => {
    for (const extra of [{}, { knowledge: [] }]) {
      const text = textOf('facebook', {
        ...(generateBody('facebook') as object),
        language,
        ...extra,
      });
      expect(text).toContain('*Written in German (de).*');
      expect(text).not.toContain('Sources:');
    }
    expect(textOf('facebook', generateBody('facebook'))).not.toMatch(/Written in|Sources:/);
  });

  it('a revision notes them once, with what the revision was sent', () => {
    const original = textOf('blog', { ...(generateBody('blog') as object), language, knowledge });
    const revised = textOf('blog', {
      action: 'revise',
      originalContent: original,
      originalFormData: demoForm('blog'),
      revisionRequest: 'Make it shorter',
      language: { name: 'French', tag: 'fr' },
      knowledge: [knowledge[1]],
    });
    expect(revised).toContain('*Written in French (fr).*');
    expect(revised).not.toContain('German');
    expect(revised.match(/Sources:/g)).toEqual(['Sources:']);
    expect(splitTrailer(revised.trim())[0].trimEnd()).toMatch(/\nSources: About us$/);
    expect(revised.trimEnd()).toMatch(/\*\*Image Alt Text:\*\* .+$/);
  });
});
