// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, perViewOf, testimonialOptions } from './options';

describe('testimonials carousel options', () => {
  it('autoplays every 5000 ms at 300 ms speed with the 480/768/1024 breakpoints', () => {
    const options = testimonialOptions(2);
    expect(options.autoplay.delay).toBe(5000);
    expect(options.speed).toBe(300);
    expect(Object.keys(options.breakpoints).map(Number)).toEqual([...BREAKPOINTS]);
  });

  it('shows the block setting (1 or 2) on tablets and up, one on phones', () => {
    expect(testimonialOptions(2).breakpoints[1024].slidesPerView).toBe(2);
    expect(testimonialOptions(2).breakpoints[768].slidesPerView).toBe(2);
    expect(testimonialOptions(2).breakpoints[480].slidesPerView).toBe(1);
    expect(testimonialOptions(1).breakpoints[1024].slidesPerView).toBe(1);
    expect(perViewOf('2')).toBe(2);
    expect(perViewOf(5)).toBe(1);
  });
});
