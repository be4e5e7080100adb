import { describe, expect, it } from 'vitest';
import type { BrandVoice } from '../../src/core/api/brand-voice.js';
import { brandVoiceLines } from '../../src/core/brand-voice-prompt.js';
import { PROMPTS } from '../../src/server/automations/n8n/workflow.js';
import { runBuildPrompt } from './n8n-code-runner.js';

/** The system message the ready-made workflow builds for a request carrying `brand`. */
const systemWith = (brand: BrandVoice | undefined) =>
  runBuildPrompt(PROMPTS.facebook, {
    action: 'generate',
    assistantType: 'facebook',
    sessionId: 's-1',
    formData: { postTopic: 'Backups', targetAudience: 'Dentists', toneOfVoice: 'casual' },
    company: { id: 'acme', name: 'Acme Bakery' },
    user: { id: 1, username: 'ann' },
    ...(brand ? { brand } : {}),
  }).system;

describe('the brand voice preview of Company Settings', () => {
  it.each<[string, BrandVoice]>([
    [
      'every field',
      {
        description: 'A family bakery since 1962',
        audience: 'Office lunch buyers',
        tone: 'Warm and a little cheeky',
        wordsToUse: ['sourdough', 'fresh'],
        wordsToAvoid: ['artisanal', 'synergy'],
        examples: [
          { title: 'Monday', text: 'Ovens on at 5am.' },
          { title: '', text: 'Two loaves left.\nCome early.' },
        ],
      },
    ],
    ['the tone only', { tone: 'Plain' }],
    ['an example only', { examples: [{ title: '', text: 'Hello.' }] }],
  ])('is the text the ready-made workflows give the model (%s)', (_, brand) => {
    const lines = brandVoiceLines(brand, 'Acme Bakery');
    expect(lines[0]).toBe("The company's brand voice (follow it in everything you write):");
    // A part of the system message of its own, word for word.
    expect(systemWith(brand).split('\n\n')).toContain(lines.join('\n'));
  });

  it('says nothing when no field is set, as the workflows do', () => {
    expect(brandVoiceLines(undefined, 'Acme Bakery')).toEqual([]);
    expect(brandVoiceLines({ tone: ' ', wordsToUse: [] }, 'Acme Bakery')).toEqual([]);
    expect(systemWith(undefined)).not.toContain('brand voice');
  });
});
