// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { AssistantHealth } from '@core/api/automation-health.js';
import { healthStatusOf } from '@web/features/admin-webhooks/health-status.js';

const health = (runs: number, failed: number) => ({ runs, failed }) as AssistantHealth;

describe('healthStatusOf', () => {
  it('names no runs, healthy, some failures and failing', () => {
    expect(healthStatusOf(undefined)).toBe('no-runs');
    expect(healthStatusOf(health(0, 0))).toBe('no-runs');
    expect(healthStatusOf(health(5, 0))).toBe('healthy');
    expect(healthStatusOf(health(5, 2))).toBe('some-failures');
    expect(healthStatusOf(health(4, 2))).toBe('failing');
    expect(healthStatusOf(health(1, 1))).toBe('failing');
  });
});
