import type { N8nPrompt } from '@core/assistants/types.js';

/**
 * The JavaScript of each workflow's "Build prompt" Code node is assembled from three parts: this
 * prelude (reads Copydesk's request body), the assistant's own part (core/assistants/<id>/n8n.server.ts: what the
 * assistant writes, the meaning of each form option, the output structure the formatter parses)
 * and the ending below (generate or revise prompt). The code runs inside n8n, so it is kept as
 * plain JavaScript text; tests run it with sample request bodies.
 */

/** Reads the request: action, company, form data (the original one when revising). */
const PRELUDE = `const body = $input.first().json.body || {};
const action = body.action === 'revise' ? 'revise' : body.action === 'test' ? 'test' : 'generate';
const company = (body.company && body.company.name) || 'our company';
const f = (action === 'revise' ? body.originalFormData : body.formData) || {};
const text = (v, fallback) => {
  if (typeof v === 'number' && isFinite(v)) return String(v);
  return typeof v === 'string' && v.trim() ? v.trim() : fallback || '';
};
const flag = (v) => v === true || v === 'true';
const list = (v) =>
  (Array.isArray(v) ? v.map(String) : text(v).split(/[,\\n]/)).map((s) => s.trim()).filter(Boolean);
const humanise = (v) => text(v).replace(/[-_]+/g, ' ');
/** The meaning of an option value; a company's own option (not in the map) is used as written. */
const meaning = (map, v) => map[text(v)] || humanise(v);
const item = (label, value) => (value ? '- ' + label + ': ' + value : null);
const lines = (...parts) => parts.flat().filter((p) => p !== undefined && p !== null && p !== false);
`;

/**
 * Builds the system message (with the company's brand voice, `body.brand`, when it has one, and
 * the language to write in, `body.language`) and the prompt (with the company's knowledge
 * passages, `body.knowledge`, as facts each under its title), then hands them to the next nodes.
 */
const ENDING = `const brand = body.brand && typeof body.brand === 'object' ? body.brand : {};
// The language to write in (its English name), and the company's knowledge passages as facts.
const language = body.language && typeof body.language === 'object' ? text(body.language.name) : '';
const facts = (Array.isArray(body.knowledge) ? body.knowledge : [])
  .filter((k) => k && text(k.text))
  .map((k, i) => '[' + (i + 1) + '] ' + text(k.title, 'Untitled') + ':\\n' + text(k.text));
const grounding = lines(
  facts.length ? '' : null,
  facts.length
    ? "Facts from " + company + "'s knowledge library (use them where they fit, never " +
        'contradict them, and invent nothing beyond them):'
    : null,
  facts,
  language ? '' : null,
  language ? 'Write it in ' + language + '.' : null,
);
const examples = (Array.isArray(brand.examples) ? brand.examples : [])
  .filter((e) => e && text(e.text))
  .map((e, i) =>
    'Example ' + (i + 1) + (text(e.title) ? ' (' + text(e.title) + ')' : '') + ':\\n' + text(e.text));
const voice = lines(
  item('About ' + company, text(brand.description)),
  item('Audience', text(brand.audience)),
  item('Tone', text(brand.tone)),
  item('Words and phrases to use', list(brand.wordsToUse).join(', ')),
  item('Words never to use', list(brand.wordsToAvoid).join(', ')),
  examples.length ? 'Examples of our writing (match their voice, not their content):' : null,
  examples,
);
const system = lines(
  ROLE,
  'You write on behalf of ' + company + '. Write in its voice ("we"); never invent facts, figures, ' +
    'client names or quotes about ' + company + '; leave a [placeholder] where a detail is unknown.',
  voice.length ? lines("The company's brand voice (follow it in everything you write):", voice).join('\\n') : null,
  language ? 'Write everything in ' + language + ', whatever the language of the brief.' : null,
  'Output format (follow it exactly: Copydesk reads this structure):',
  FORMAT,
).join('\\n\\n');
const context = body.context && typeof body.context.fullContent === 'string' ? body.context : null;
const prompt =
  action === 'revise' && context
    ? lines(
        'Rewrite one passage of the ' + NAME + ' below as requested.',
        'Request: ' + text(body.revisionRequest, 'Improve the wording'),
        'The passage goes back into the same place, so it must fit the text around it: keep ' +
          'its language, its Markdown (headings, lists, bold) and roughly its role.',
        '',
        '--- WHOLE TEXT (for context only) ---',
        context.fullContent,
        '--- END OF WHOLE TEXT ---',
        '',
        '--- PASSAGE TO REWRITE ---',
        text(body.originalContent),
        '--- END OF PASSAGE ---',
        grounding,
        '',
        'Answer with the rewritten passage only: no other part of the text, no quotes, no ' +
          'explanation.',
      ).join('\\n')
    : action === 'revise'
    ? lines(
        'Revise the ' + NAME + ' below as requested.',
        'Revision request: ' + text(body.revisionRequest, 'Improve the wording'),
        'Change what the request asks for and keep everything else. Keep exactly the output ' +
          'format of your instructions, including every labelled line and section.',
        '',
        'The original brief:',
        brief(f),
        '',
        '--- ORIGINAL CONTENT ---',
        text(body.originalContent),
        '--- END OF ORIGINAL CONTENT ---',
        grounding,
        '',
        'Answer with the complete revised ' + NAME + ' only.',
      ).join('\\n')
    : lines(
        'Write the ' + NAME + ' for this brief:',
        brief(f),
        grounding,
        '',
        'Answer with the ' + NAME + ' only, in the output format of your instructions.',
      ).join('\\n');
return [
  {
    json: {
      action,
      sessionId: text(body.sessionId, 'copydesk'),
      system,
      prompt,
      callback: body.callback && body.callback.url ? body.callback : null,
    },
  },
];
`;

/** The whole Code node source for one assistant. */
export function promptCode(prompt: N8nPrompt): string {
  return [PRELUDE, `const NAME = ${JSON.stringify(prompt.name)};`, prompt.code.trim(), ENDING].join(
    '\n',
  );
}
