import { describe, expect, it } from 'vitest';
import { formatRatio, readableTextOn, whiteTextContrast } from '../../src/core/color-contrast.js';

describe('white text contrast (WCAG 2)', () => {
  it('matches the known ratios of the default colours', () => {
    expect(whiteTextContrast('#0066CC')).toBeCloseTo(5.57, 1);
    expect(whiteTextContrast('#4A90E2')).toBeCloseTo(3.29, 1);
    expect(whiteTextContrast('#000000')).toBeCloseTo(21, 5);
    expect(whiteTextContrast('#ffffff')).toBeCloseTo(1, 5);
    expect(whiteTextContrast('#12')).toBeNull();
  });

  it('never rounds a failing ratio up to a passing one', () => {
    expect(formatRatio(4.49)).toBe('4.4:1');
    expect(formatRatio(3.29)).toBe('3.2:1');
  });

  it('picks dark text where white would be below AA', () => {
    expect(readableTextOn('#0066CC')).toBe('#ffffff');
    expect(readableTextOn('#4A90E2')).toBe('#0f172a');
    expect(readableTextOn('#FFCC00')).toBe('#0f172a');
  });
});
