// Where the hover popup goes: on the right of the cursor when the cursor is in the left half of the screen,
// on the left otherwise; kept inside the viewport vertically.
export interface Placement {
  left: number;
  top: number;
  side: 'left' | 'right';
}

export function place(x: number, y: number, width: number, height: number, viewportWidth: number, viewportHeight: number, gap = 16): Placement {
  const side = x < viewportWidth / 2 ? 'right' : 'left';
  const left = side === 'right' ? x + gap : Math.max(0, x - gap - width);
  const top = Math.max(0, Math.min(y + gap, viewportHeight - height - gap));
  return { left, top, side };
}
