// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalsOf, formatCounter, settingsFrom, valueAt } from './format';

describe('counter formatting', () => {
  it('groups thousands with the separator and appends the suffix', () => {
    expect(formatCounter(1234567, ',', '+')).toBe('1,234,567+');
    expect(formatCounter(1234567, '.', ' km')).toBe('1.234.567 km');
    expect(formatCounter(999, ',', '%')).toBe('999%');
    expect(formatCounter(0, ',', '')).toBe('0');
  });

  it('leaves digits ungrouped without a separator and keeps the end value’s decimals', () => {
    expect(formatCounter(12345, '', '')).toBe('12345');
    expect(formatCounter(12345.5, ' ', '', decimalsOf(4.5))).toBe('12 345.5');
    expect(decimalsOf(10)).toBe(0);
    expect(decimalsOf(2.25)).toBe(2);
  });

  it('counts from 0 to the end value over the duration and stops exactly on it', () => {
    expect(valueAt(1000, 2000, 0)).toBe(0);
    const middle = valueAt(1000, 2000, 1000);
    expect(middle).toBeGreaterThan(500);
    expect(middle).toBeLessThan(1000);
    expect(valueAt(1000, 2000, 2000)).toBe(1000);
    expect(valueAt(1000, 0, 0)).toBe(1000);
  });

  it('reads block settings with safe defaults', () => {
    expect(settingsFrom({ end: '5000', duration: 1500, separator: '.', suffix: '+' })).toEqual({ end: 5000, duration: 1500, separator: '.', suffix: '+' });
    expect(settingsFrom({ end: 'x', duration: -1 })).toEqual({ end: 0, duration: 2000, separator: ',', suffix: '' });
  });
});
