// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextSticky, STICKY_AFTER, stickyStyleOf } from './sticky';

const start = { sticky: false, hidden: false, lastY: 0 };

describe('sticky header state', () => {
  it('sticks only past the nav bottom plus 750 px, and never with style 0', () => {
    expect(nextSticky(start, 100 + STICKY_AFTER, 100, 1).sticky).toBe(false);
    expect(nextSticky(start, 101 + STICKY_AFTER, 100, 1)).toEqual({ sticky: true, hidden: false, lastY: 851 });
    expect(nextSticky(start, 5000, 100, 0).sticky).toBe(false);
  });

  it('style 2 hides on a move down and shows on a move up of at least 8 px', () => {
    const down = nextSticky({ sticky: true, hidden: false, lastY: 1000 }, 1010, 0, 2);
    expect(down).toEqual({ sticky: true, hidden: true, lastY: 1010 });
    const jitter = nextSticky(down, 1004, 0, 2);
    expect(jitter).toEqual(down);
    expect(nextSticky(jitter, 1002, 0, 2)).toEqual({ sticky: true, hidden: false, lastY: 1002 });
  });

  it('never hides style 1 or a header that is not sticky', () => {
    expect(nextSticky({ sticky: true, hidden: false, lastY: 1000 }, 2000, 0, 1).hidden).toBe(false);
    expect(nextSticky({ sticky: true, hidden: true, lastY: 1000 }, 100, 0, 2)).toEqual({ sticky: false, hidden: false, lastY: 100 });
  });

  it('reads the style from data-sticky, anything unknown as off', () => {
    expect([stickyStyleOf('1'), stickyStyleOf('2'), stickyStyleOf('0'), stickyStyleOf('x'), stickyStyleOf(undefined)]).toEqual([1, 2, 0, 0, 0]);
  });
});
