// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/core/api/reviews.js';
import {
  notificationTarget,
  notificationText,
} from '../../../src/web/features/notifications/notification-text.js';

const base: Notification = {
  id: 1,
  kind: 'approved',
  historyId: 7,
  assistantType: 'blog',
  commentId: null,
  actor: { id: 2, username: 'sam' },
  title: 'Spring planting',
  excerpt: '',
  read: false,
  createdAt: '2026-11-29T10:00:00.000Z',
};

describe('notification lines', () => {
  it('an item notification names who did what and leads to the item', () => {
    expect(notificationText(base)).toBe('sam approved \u201cSpring planting\u201d');
    expect(notificationTarget(base)).toBe('/assistants/blog?item=7');
  });

  it('an endpoint turned off says which and why, and leads to the API & Events page', () => {
    const n: Notification = {
      ...base,
      kind: 'endpoint_turned_off',
      historyId: null,
      assistantType: null,
      actor: null,
      title: '',
      excerpt: 'https://hooks.example.com/x: The endpoint answered 410 Gone',
    };
    expect(notificationText(n)).toBe(
      'An event endpoint was turned off: https://hooks.example.com/x: The endpoint answered 410 Gone',
    );
    expect(notificationTarget(n)).toBe('/admin/api');
  });
});
