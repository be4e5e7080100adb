import type { BrandVoice } from './api/brand-voice.js';

/**
 * The brand voice as the ready-made n8n workflows put it into the model's instructions (the
 * "Build prompt" code of `server/automations/n8n/prompt-common.ts`, which runs inside n8n and so
 * cannot import this): one line per field that is set, then the examples. Company Settings shows
 * it as the preview of what every generation sends; a unit test holds the two to the same text.
 * Empty (no line at all) when nothing is set.
 */
export function brandVoiceLines(brand: BrandVoice | undefined, companyName: string): string[] {
  if (!brand) return [];
  const item = (label: string, value: string | undefined) =>
    value?.trim() ? [`- ${label}: ${value.trim()}`] : [];
  const words = (list: string[] | undefined) =>
    (list ?? [])
      .map((word) => word.trim())
      .filter(Boolean)
      .join(', ');
  const examples = (brand.examples ?? [])
    .filter((example) => example.text.trim())
    .map((example, index) => {
      const title = example.title.trim();
      return `Example ${index + 1}${title ? ` (${title})` : ''}:\n${example.text.trim()}`;
    });
  const voice = [
    ...item(`About ${companyName}`, brand.description),
    ...item('Audience', brand.audience),
    ...item('Tone', brand.tone),
    ...item('Words and phrases to use', words(brand.wordsToUse)),
    ...item('Words never to use', words(brand.wordsToAvoid)),
    ...(examples.length
      ? ['Examples of our writing (match their voice, not their content):', ...examples]
      : []),
  ];
  return voice.length
    ? ["The company's brand voice (follow it in everything you write):", ...voice]
    : [];
}
