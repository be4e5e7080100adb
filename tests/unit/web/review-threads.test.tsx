// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comment } from '../../../src/core/api/reviews.js';
import { CommentBody } from '../../../src/web/features/workspace/review/components/comment-body.js';
import { mentionParts, threadsOf } from '../../../src/web/features/workspace/review/lib/threads.js';

afterEach(cleanup);

let next = 1;
function comment(part: Partial<Comment> & { at?: [number, number]; outdated?: boolean }): Comment {
  const { at, outdated, ...rest } = part;
  const id = rest.id ?? next++;
  return {
    id,
    parentId: null,
    author: { id: 1, username: 'ann' },
    body: `comment ${id}`,
    anchor: at ? { start: at[0], end: at[1], quote: 'q', outdated: outdated ?? false } : null,
    resolved: false,
    resolvedBy: null,
    resolvedAt: null,
    createdAt: `2026-01-01T00:00:${String(id).padStart(2, '0')}.000Z`,
    updatedAt: '2026-01-01T00:00:00.000Z',
    edited: false,
    ...rest,
  };
}

describe('the comments panel order', () => {
  it('lists whole-text threads, then by passage in text order, then the outdated ones', () => {
    const late = comment({ id: 10, at: [50, 60] });
    const early = comment({ id: 11, at: [5, 9] });
    const whole = comment({ id: 12 });
    const gone = comment({ id: 13, at: [0, 3], outdated: true });
    const goneEarlier = comment({ id: 2, at: [70, 80], outdated: true });
    const { current, outdated } = threadsOf([late, gone, early, whole, goneEarlier]);
    expect(current.map((t) => t.root.id)).toEqual([12, 11, 10]);
    expect(outdated.map((t) => t.root.id)).toEqual([2, 13]);
  });

  it('puts replies under their thread, oldest first, one level deep', () => {
    const root = comment({ id: 20, at: [1, 4] });
    const second = comment({ id: 23, parentId: 20 });
    const first = comment({ id: 21, parentId: 20 });
    const nested = comment({ id: 24, parentId: 21 });
    const orphan = comment({ id: 25, parentId: 99 });
    const { current } = threadsOf([second, root, nested, first, orphan]);
    expect(current).toHaveLength(1);
    expect(current[0].replies.map((c) => c.id)).toEqual([21, 23, 24]);
  });
});

describe('mentions in a comment', () => {
  it('finds @usernames, not e-mail addresses, without a closing full stop', () => {
    expect(mentionParts('Ask @demo-admin and @j.doe. Mail x@y.example')).toEqual([
      { text: 'Ask ', mention: false },
      { text: '@demo-admin', mention: true },
      { text: ' and ', mention: false },
      { text: '@j.doe', mention: true },
      { text: '. Mail x@y.example', mention: false },
    ]);
  });

  it('shows the body as text, never as HTML, with mentions highlighted', () => {
    const { container } = render(<CommentBody body={'<img src=x onerror=alert(1)> @ann'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> @ann');
    expect(container.querySelector('span')?.textContent).toBe('@ann');
  });
});
