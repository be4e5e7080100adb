import { describe, expect, it } from 'vitest';
import {
  AutomationError,
  type AutomationErrorKind,
} from '../../../src/server/automation-client/errors.js';
import {
  failureBucket,
  jobErrorKindOf,
} from '../../../src/server/services/automation-health/failure-kinds.js';

describe('failure kinds and their buckets (decision 049)', () => {
  it('keeps the webhook kind, and a refused key as http-auth', () => {
    expect(jobErrorKindOf(new AutomationError('timeout', 'x'))).toBe('timeout');
    expect(jobErrorKindOf(new AutomationError('http-status', 'x', { status: 500 }))).toBe(
      'http-status',
    );
    for (const status of [401, 403]) {
      expect(jobErrorKindOf(new AutomationError('http-status', 'x', { status }))).toBe('http-auth');
    }
    expect(jobErrorKindOf(new Error('boom'))).toBe('internal');
  });

  it('puts every kind in its bucket', () => {
    const expected: Record<string, string> = {
      timeout: 'timeout',
      'callback-timeout': 'timeout',
      'not-registered': 'inactive',
      'workflow-started': 'inactive',
      'http-auth': 'auth',
      'http-status': 'http',
      redirect: 'http',
      unparseable: 'unreadable',
      empty: 'unreadable',
      unreadable: 'unreadable',
      'too-large': 'unreadable',
      placeholder: 'unreadable',
      'stream-error': 'unreadable',
      refused: 'unreachable',
      dns: 'unreachable',
      network: 'unreachable',
      blocked: 'unreachable',
      'invalid-url': 'unreachable',
      internal: 'other',
      'something-new': 'other',
    };
    for (const [kind, bucket] of Object.entries(expected)) {
      expect(failureBucket(kind), kind).toBe(bucket);
    }
    expect(failureBucket(null)).toBe('other');
  });

  it('leaves no webhook kind unplaced except the app’s own', () => {
    const kinds: AutomationErrorKind[] = ['interrupted', 'cancelled'];
    for (const kind of kinds) expect(failureBucket(kind)).toBe('other');
  });
});
