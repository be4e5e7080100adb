import { describe, expect, it } from 'vitest';
import { churnRisk, growthRate } from '../../../src/server/services/platform/platform-window.js';

describe('formulas', () => {
  it('growth rate: change against the previous 30 days, null without a base', () => {
    expect(growthRate(3, 2)).toBe(50);
    expect(growthRate(1, 3)).toBe(-66.7);
    expect(growthRate(0, 4)).toBe(-100);
    expect(growthRate(2, 2)).toBe(0);
    expect(growthRate(5, 0)).toBeNull();
    expect(growthRate(0, 0)).toBeNull();
  });

  it('churn risk: high without activity, medium when down by half or more, else low', () => {
    expect(churnRisk(0, 0)).toBe('high');
    expect(churnRisk(0, 10)).toBe('high');
    expect(churnRisk(5, 10)).toBe('medium');
    expect(churnRisk(4, 10)).toBe('medium');
    expect(churnRisk(6, 10)).toBe('low');
    expect(churnRisk(3, 0)).toBe('low');
    expect(churnRisk(10, 10)).toBe('low');
  });
});
