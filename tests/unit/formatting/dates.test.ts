import { describe, it, expect } from 'vitest';
import {
  formatHistoryDay,
  formatHistoryTime,
  historyPreview,
  revisionNote,
} from '../../../src/core/formatting/dates.js';

describe('history dates', () => {
  it('formats day headings and item times', () => {
    const date = new Date(2025, 2, 5, 14, 7);
    expect(formatHistoryDay(date)).toBe('March 5, 2025');
    expect(formatHistoryTime(date)).toBe('Mar 5, 2025 2:07 PM');
    expect(formatHistoryTime(new Date(2025, 11, 24, 0, 30))).toBe('Dec 24, 2025 12:30 AM');
    expect(formatHistoryDay(date.toISOString())).toBe('March 5, 2025');
    expect(formatHistoryDay(date.getTime())).toBe('March 5, 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatHistoryDay('not a date')).toBe('');
    expect(formatHistoryTime(new Date(Number.NaN))).toBe('');
  });
});

describe('historyPreview', () => {
  it('keeps short content and strips markup', () => {
    expect(historyPreview('## Title\n\n**Bold** &amp; <b>tags</b>\n---')).toBe('Title Bold & tags');
  });

  it('cuts at 80 characters with an ellipsis', () => {
    const text = 'word '.repeat(30).trim();
    const preview = historyPreview(text);
    expect(preview).toBe(`${text.slice(0, 80).trimEnd()}...`);
    expect(historyPreview('x'.repeat(80))).toBe('x'.repeat(80));
    expect(historyPreview('x'.repeat(81))).toBe(`${'x'.repeat(80)}...`);
  });

  it('previews old topic JSON as text', () => {
    expect(historyPreview('{"topics":[{"title":"MFA","hook":"Passwords fail"}]}')).toBe(
      '1. MFA Hook: Passwords fail',
    );
  });
});

describe('revisionNote', () => {
  it('shows the first 30 characters as written, always with an ellipsis', () => {
    expect(revisionNote('Make it shorter')).toBe('Revised: Make it shorter...');
    expect(revisionNote('Make it more formal and add a call to action')).toBe(
      'Revised: Make it more formal and add a ...',
    );
    expect(revisionNote('a'.repeat(30))).toBe(`Revised: ${'a'.repeat(30)}...`);
    expect(revisionNote(' Add\n  a CTA ')).toBe('Revised:  Add\n  a CTA ...');
  });

  it('is null without a revision request', () => {
    expect(revisionNote(null)).toBeNull();
    expect(revisionNote(undefined)).toBeNull();
    expect(revisionNote('   ')).toBeNull();
  });
});

describe('historyPreview of lead results', () => {
  it('summarises the leads instead of showing JSON', () => {
    const content = JSON.stringify({
      summary: { total: 3, qualified: 1, maybe: 1, unlikely: 1 },
      leads: [],
    });
    expect(historyPreview(content, 'lead-generator')).toBe(
      '3 leads: 1 qualified, 1 maybe, 1 unlikely',
    );
    expect(historyPreview('not json at all', 'lead-generator')).toBe('not json at all');
  });
});
