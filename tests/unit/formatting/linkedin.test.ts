import { describe, it, expect } from 'vitest';
import { parseLinkedInOutput } from '../../../src/core/formatting/linkedin.js';

const POST = `🚀 Is your team still sharing passwords over email?

Here are 3 quick wins for better security:
1. Use a password manager
2. Turn on MFA everywhere
3. Train your people

What's your biggest security challenge? Tell me below 👇

#Cybersecurity #SmallBusiness #ITSupport`;

describe('parseLinkedInOutput', () => {
  it('removes the image prompt and the rule before it', () => {
    const raw = `${POST}\n\n---\n\n🎨 **AI Image Prompt:** A diverse team in a bright modern office reviewing a security dashboard, natural light, photorealistic.\n`;
    expect(parseLinkedInOutput(raw)).toEqual({
      body: POST,
      imagePrompt:
        'A diverse team in a bright modern office reviewing a security dashboard, natural light, photorealistic.',
    });
  });

  it('reads a prompt given under a heading on the following lines', () => {
    const raw = `${POST}\n\n### Image Prompt\n\nA laptop with a padlock icon,\nflat illustration style.\n\n---`;
    const result = parseLinkedInOutput(raw);
    expect(result.body).toBe(POST);
    expect(result.imagePrompt).toBe('A laptop with a padlock icon, flat illustration style.');
  });

  it('removes a trailing horizontal rule when there is no prompt', () => {
    expect(parseLinkedInOutput(`${POST}\n\n---\n`)).toEqual({ body: POST, imagePrompt: '' });
    expect(parseLinkedInOutput(POST)).toEqual({ body: POST, imagePrompt: '' });
  });

  it('removes a prompt that comes before the post', () => {
    const raw = `**Image Prompt:** A padlock on a laptop.\n\n---\n\n${POST}`;
    expect(parseLinkedInOutput(raw)).toEqual({ body: POST, imagePrompt: 'A padlock on a laptop.' });
  });
});
