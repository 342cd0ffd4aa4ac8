// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { place } from './placement';

describe('hover popup placement', () => {
  it('goes right of the cursor in the left half of the screen and left of it in the right half', () => {
    expect(place(100, 100, 300, 200, 1280, 800)).toEqual({ left: 116, top: 116, side: 'right' });
    const right = place(1000, 100, 300, 200, 1280, 800);
    expect(right.side).toBe('left');
    expect(right.left).toBe(1000 - 16 - 300);
  });

  it('stays inside the viewport vertically', () => {
    expect(place(100, 780, 300, 200, 1280, 800).top).toBe(800 - 200 - 16);
  });
});
