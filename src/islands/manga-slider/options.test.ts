// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, sliderOptions, styleOf } from './options';

describe('slider options', () => {
  it('uses a 500 ms speed and the SPEC §9 breakpoints', () => {
    const options = sliderOptions(1);
    expect(options.speed).toBe(500);
    expect(Object.keys(options.breakpoints).map(Number)).toEqual([...BREAKPOINTS]);
    expect(BREAKPOINTS).toEqual([480, 600, 660, 768, 992, 1200, 1400, 1700]);
  });

  it('gives each style its own slides per view, growing with the width', () => {
    const widest = (style: 1 | 2 | 3 | 4) => sliderOptions(style).breakpoints[1700].slidesPerView;
    expect(new Set([1, 2, 3, 4].map((s) => widest(s as 1 | 2 | 3 | 4))).size).toBeGreaterThan(2);
    for (const style of [1, 2, 3, 4] as const) {
      const counts = [sliderOptions(style).slidesPerView, ...BREAKPOINTS.map((w) => sliderOptions(style).breakpoints[w].slidesPerView)];
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
    }
  });

  it('caps slides per view with the configured item count', () => {
    expect(sliderOptions(4, 3).breakpoints[1700].slidesPerView).toBe(3);
    expect(sliderOptions(1, 0).breakpoints[1700].slidesPerView).toBe(6);
  });

  it('falls back to style 1 for unknown styles', () => {
    expect(styleOf('9')).toBe(1);
    expect(styleOf(3)).toBe(3);
  });
});
