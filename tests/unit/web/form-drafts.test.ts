// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  fitToForm,
  readDraft,
  readLastAssistant,
  sameValue,
  saveDraft,
  saveLastAssistant,
  userScope,
} from '../../../src/web/features/workspace/drafts/draft-store.js';

afterEach(() => localStorage.clear());

describe('kept form inputs', () => {
  it('keeps each assistant form and the last assistant per company and user', () => {
    saveDraft('acme.ann', 'facebook', { postTopic: 'Backups' });
    saveDraft('acme.ann', 'blog', { articleTopic: 'Passwords' });
    saveDraft('acme.bob', 'facebook', { postTopic: 'Phishing' });
    saveLastAssistant('acme.ann', 'blog');
    expect(readDraft('acme.ann', 'facebook')).toEqual({ postTopic: 'Backups' });
    expect(readDraft('acme.ann', 'blog')).toEqual({ articleTopic: 'Passwords' });
    expect(readDraft('acme.bob', 'facebook')).toEqual({ postTopic: 'Phishing' });
    expect(readDraft('other.ann', 'facebook')).toBeNull();
    expect(readLastAssistant('acme.ann')).toBe('blog');
    expect(readLastAssistant('acme.bob')).toBeNull();
    expect(userScope('acme', 'ann')).toBe('acme.ann');
    expect(userScope(undefined, 'ann')).toBeNull();
  });

  it('forgets a cleared form, and the entry once nothing is left', () => {
    saveDraft('acme.ann', 'facebook', { postTopic: 'Backups' });
    saveDraft('acme.ann', 'blog', { articleTopic: 'Passwords' });
    saveDraft('acme.ann', 'facebook', null);
    expect(readDraft('acme.ann', 'facebook')).toBeNull();
    expect(readDraft('acme.ann', 'blog')).toEqual({ articleTopic: 'Passwords' });
    saveDraft('acme.ann', 'blog', null);
    expect(localStorage.getItem('copydesk.forms.acme.ann')).toBeNull();
  });

  it('reads damaged storage as nothing kept', () => {
    localStorage.setItem('copydesk.forms.acme.ann', '{not json');
    expect(readDraft('acme.ann', 'facebook')).toBeNull();
    localStorage.setItem(
      'copydesk.forms.acme.ann',
      JSON.stringify({ last: 'no-such-assistant', forms: { facebook: 'text' } }),
    );
    expect(readDraft('acme.ann', 'facebook')).toBeNull();
    expect(readLastAssistant('acme.ann')).toBeNull();
  });

  it('fits kept values to the form: its own fields, each of its default kind', () => {
    const defaults = { postTopic: '', radius: 25, research: false, sources: ['google-maps'] };
    const kept = {
      postTopic: 'Backups',
      radius: '30',
      research: true,
      sources: 'yelp',
      removedField: 'x',
    };
    expect(fitToForm(kept, defaults)).toEqual({ postTopic: 'Backups', research: true });
  });

  it('compares values whatever the order of their keys', () => {
    expect(sameValue({ a: 1, b: ['x'] }, { b: ['x'], a: 1 })).toBe(true);
    expect(sameValue({ a: 1, b: ['x'] }, { a: 1, b: ['y'] })).toBe(false);
  });
});
