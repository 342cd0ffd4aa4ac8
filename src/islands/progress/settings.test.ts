// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COLOR, PROGRESS_STYLES, clampPercent, colorOf, easeInOut, geometry, shapeOf } from './settings';

describe('progress settings', () => {
  it('uses the SPEC §9 values for bars and circles', () => {
    expect(PROGRESS_STYLES.bar).toEqual({ trailColor: '#eee', fontSize: 14, trailWidth: 0.1, strokeWidth: 2, duration: 1400 });
    expect(PROGRESS_STYLES.circle).toEqual({ trailColor: '#32211c', fontSize: 36, trailWidth: 8, strokeWidth: 8, duration: 2000 });
  });

  it('clamps the percentage and defaults unknown shapes to a bar', () => {
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent('42.4')).toBe(42);
    expect(clampPercent('x')).toBe(0);
    expect(shapeOf('circle')).toBe('circle');
    expect(shapeOf('donut')).toBe('bar');
    expect(colorOf('#1a2B3c')).toBe('#1a2B3c');
    expect(colorOf('red; background: url(x)')).toBe(DEFAULT_COLOR);
  });

  it('eases from 0 to 1 and draws a circle that fits its stroke inside the box', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(geometry('circle').length).toBeCloseTo(2 * Math.PI * 46);
    expect(geometry('bar').viewBox).toBe('0 0 100 2');
  });
});
