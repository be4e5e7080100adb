// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../src/web/components/review-status-badge.js';
import { editedAfterApproval, statusText } from '../../../src/web/lib/review-status.js';
import { timelineText } from '../../../src/web/features/workspace/review/components/timeline.js';

afterEach(cleanup);

const base = { approvedBy: null, approvedVersion: null } as const;

describe('the review status badge', () => {
  it('names each status', () => {
    expect(statusText({ ...base, status: 'draft' })).toBe('Draft');
    expect(statusText({ ...base, status: 'in_review' })).toBe('In review');
    expect(statusText({ ...base, status: 'changes_requested' })).toBe('Changes requested');
  });

  it('says who approved which version', () => {
    const approved = {
      status: 'approved',
      approvedBy: { id: 2, username: 'demo-admin' },
      approvedVersion: 3,
    } as const;
    expect(statusText(approved)).toBe('Approved by demo-admin, version 3');
    const { container } = render(<StatusBadge status="approved" item={approved} />);
    expect(container.textContent).toBe('Approved by demo-admin, version 3');
  });

  it('marks a draft that was approved before it was edited', () => {
    expect(editedAfterApproval({ status: 'draft', approvedVersion: 2 })).toBe(true);
    expect(editedAfterApproval({ status: 'draft', approvedVersion: null })).toBe(false);
    expect(editedAfterApproval({ status: 'approved', approvedVersion: 2 })).toBe(false);
  });
});

describe('the timeline in words', () => {
  const entry = {
    at: '2026-01-01T00:00:00.000Z',
    by: { id: 1, username: 'ann' },
    versionKind: null,
    version: null,
    reviewers: [],
    note: null,
    url: null,
  };
  it('says what happened', () => {
    expect(timelineText({ ...entry, kind: 'published', version: 3 })).toBe('Published version 3');
    expect(timelineText({ ...entry, kind: 'generated' })).toBe('Generated');
    expect(timelineText({ ...entry, kind: 'version', version: 2, versionKind: 'edited' })).toBe(
      'Version 2 (edited)',
    );
    expect(
      timelineText({
        ...entry,
        kind: 'submitted',
        reviewers: [
          { id: 2, username: 'bob' },
          { id: 3, username: 'cy' },
        ],
      }),
    ).toBe('Submitted for review to bob, cy');
    expect(timelineText({ ...entry, kind: 'approved', version: 4 })).toBe('Approved version 4');
    expect(timelineText({ ...entry, kind: 'back_to_draft', version: 5 })).toBe(
      'Back to draft (version 5)',
    );
  });
});
