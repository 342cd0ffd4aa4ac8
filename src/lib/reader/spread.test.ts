// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isWide, spreadAt, turnFrom } from './spread';

const tall: [number, number] = [600, 900];
const wide: [number, number] = [1200, 800];
const sizes = (pattern: string) => [...pattern].map((c) => (c === 'w' ? wide : tall));

describe('two-page spreads', () => {
  it('pairs pages from the first, the last one alone when the count is odd', () => {
    const s = sizes('ttttt');
    expect([1, 2, 3, 4, 5].map((p) => spreadAt(p, 5, s, 'double'))).toEqual([[1, 2], [1, 2], [3, 4], [3, 4], [5, 5]]);
  });

  it('shows the cover alone, then pairs 2–3, 4–5', () => {
    const s = sizes('ttttt');
    expect([1, 2, 3, 4, 5].map((p) => spreadAt(p, 5, s, 'cover'))).toEqual([[1, 1], [2, 3], [2, 3], [4, 5], [4, 5]]);
  });

  it('shows a wide page alone and pairs again after it', () => {
    const s = sizes('ttwttt');
    expect([1, 3, 4, 5, 6].map((p) => spreadAt(p, 6, s, 'double'))).toEqual([[1, 2], [3, 3], [4, 5], [4, 5], [6, 6]]);
    // A portrait page before a wide one has nobody to face.
    expect(spreadAt(2, 4, sizes('twtt'), 'double')).toEqual([2, 2]);
  });

  it('treats unknown sizes as portrait pages, and single as one page', () => {
    expect(isWide([0, 0])).toBe(false);
    expect(isWide(undefined)).toBe(false);
    expect(spreadAt(2, 4, [], 'double')).toEqual([1, 2]);
    expect(spreadAt(2, 4, sizes('tttt'), 'single')).toEqual([2, 2]);
  });

  it('turns by a whole spread, backwards to the first page of the spread before', () => {
    const s = sizes('tttwtt');
    expect(turnFrom([1, 2], 6, s, 'double', true)).toBe(3);
    expect(turnFrom([5, 6], 6, s, 'double', false)).toBe(4);
    expect(turnFrom([4, 4], 6, s, 'double', false)).toBe(3);
    expect(turnFrom([3, 3], 6, s, 'double', false)).toBe(1);
    expect(turnFrom([5, 6], 6, s, 'double', true)).toBe(0);
    expect(turnFrom([1, 2], 6, s, 'double', false)).toBe(0);
  });
});
