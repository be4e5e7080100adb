import { describe, it, expect } from 'vitest';
import { convertLegacyTopics } from '../../../src/core/formatting/topics.js';

describe('convertLegacyTopics', () => {
  it('uses fullContent when a topic has it', () => {
    const json = JSON.stringify({
      topics: [
        { title: 'Ignored', fullContent: '1. Zero Trust for Small Teams\nHook: ...' },
        { title: 'Also ignored', fullContent: '2. Backup Myths' },
      ],
    });
    expect(convertLegacyTopics(json)).toBe(
      '1. Zero Trust for Small Teams\nHook: ...\n\n2. Backup Myths',
    );
  });

  it('builds title, hook, angle and platform prompts otherwise', () => {
    const json = JSON.stringify({
      topics: [
        {
          title: 'Zero Trust for Small Teams',
          hook: 'Your firewall is not enough anymore.',
          angle: 'Practical steps for firms under 50 people.',
          platformPrompts: {
            linkedin: 'Share a short case study.',
            facebook: 'Ask followers about their setup.',
          },
        },
        {
          title: 'Backup Myths',
          hook: 'The cloud is not a backup.',
          platformPrompts: [
            { platform: 'tiktok', prompt: 'Quick myth-busting video.' },
            'Email tip',
          ],
        },
        { title: 'Passwordless login', platformPrompts: 'Any platform works.' },
      ],
    });
    expect(convertLegacyTopics(json)).toBe(
      [
        '**1. Zero Trust for Small Teams**',
        'Hook: Your firewall is not enough anymore.',
        'Angle: Practical steps for firms under 50 people.',
        'Platform Prompts:',
        '- LinkedIn: Share a short case study.',
        '- Facebook: Ask followers about their setup.',
        '',
        '**2. Backup Myths**',
        'Hook: The cloud is not a backup.',
        'Platform Prompts:',
        '- TikTok: Quick myth-busting video.',
        '- Email tip',
        '',
        '**3. Passwordless login**',
        'Platform Prompts: Any platform works.',
      ].join('\n'),
    );
  });

  it('accepts a fenced JSON block and an n8n item array', () => {
    const fenced = '```json\n{"topics":[{"title":"A","angle":"B"}]}\n```';
    expect(convertLegacyTopics(fenced)).toBe('**1. A**\nAngle: B');
    expect(convertLegacyTopics('[{"topics":["Plain topic"]}]')).toBe('**1. Plain topic**');
  });

  it('returns anything else unchanged', () => {
    const cases = [
      'Here are 5 topics:\n1. Zero trust',
      '{"topics": "not a list"}',
      '{"items": []}',
      '{"topics": []}',
      '{not json',
      '',
    ];
    for (const content of cases) expect(convertLegacyTopics(content)).toBe(content);
  });
});
