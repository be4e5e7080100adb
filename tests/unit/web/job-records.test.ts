// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  dropJobRecord,
  onJobRecordsChanged,
  readJobRecord,
  saveJobRecord,
  type JobRecord,
} from '../../../src/web/features/workspace/jobs/job-records.js';

const record = (id: string, over: Partial<JobRecord> = {}): JobRecord => ({
  id,
  assistantType: 'facebook',
  kind: 'generate',
  formData: { postTopic: 'Backups' },
  startedAt: 1,
  ...over,
});

afterEach(() => localStorage.clear());

describe('remembered generation jobs', () => {
  it('keeps one job per assistant, per company and user', () => {
    saveJobRecord('acme.ann', record('a'));
    saveJobRecord('acme.ann', record('b', { assistantType: 'blog' }));
    saveJobRecord('acme.bob', record('c'));
    expect(readJobRecord('acme.ann', 'facebook')?.id).toBe('a');
    expect(readJobRecord('acme.ann', 'blog')?.id).toBe('b');
    expect(readJobRecord('acme.bob', 'facebook')?.id).toBe('c');
    expect(readJobRecord('other.ann', 'facebook')).toBeNull();
    // A newer job of the same assistant replaces the older one.
    saveJobRecord('acme.ann', record('d', { kind: 'revise', original: 'Old text' }));
    expect(readJobRecord('acme.ann', 'facebook')).toMatchObject({ id: 'd', original: 'Old text' });
  });

  it('forgets a job only by its own id, so a newer one stays', () => {
    saveJobRecord('acme.ann', record('new'));
    dropJobRecord('acme.ann', 'facebook', 'old');
    expect(readJobRecord('acme.ann', 'facebook')?.id).toBe('new');
    dropJobRecord('acme.ann', 'facebook', 'new');
    expect(readJobRecord('acme.ann', 'facebook')).toBeNull();
    expect(localStorage.getItem('copydesk.jobs.acme.ann')).toBeNull();
  });

  it('reads damaged storage as nothing remembered', () => {
    localStorage.setItem('copydesk.jobs.acme.ann', '{not json');
    expect(readJobRecord('acme.ann', 'facebook')).toBeNull();
    localStorage.setItem('copydesk.jobs.acme.ann', JSON.stringify({ facebook: { id: 7 } }));
    expect(readJobRecord('acme.ann', 'facebook')).toBeNull();
  });

  it("hears another tab's changes to its own scope only", () => {
    const heard: string[] = [];
    const stop = onJobRecordsChanged('acme.ann', () => heard.push('ann'));
    const fire = (key: string) => window.dispatchEvent(new StorageEvent('storage', { key }));
    fire('copydesk.jobs.acme.bob');
    fire('copydesk.jobs.acme.ann');
    stop();
    fire('copydesk.jobs.acme.ann');
    expect(heard).toEqual(['ann']);
  });
});
