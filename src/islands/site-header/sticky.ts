// Optional sticky header (data-sticky 1 or 2): it sticks once the page has scrolled 750 px past the bottom of the
// nav; style 2 hides it while scrolling down and shows it again when scrolling up.
export const STICKY_AFTER = 750;
export const DIRECTION_THRESHOLD = 8;

export type StickyStyle = 0 | 1 | 2;

export interface StickyState {
  sticky: boolean;
  hidden: boolean;
  /** The scroll position the last direction was measured from. */
  lastY: number;
}

export function stickyStyleOf(value: unknown): StickyStyle {
  const style = Number(value);
  return style === 1 || style === 2 ? style : 0;
}

export function nextSticky(state: StickyState, y: number, navBottom: number, style: StickyStyle): StickyState {
  const sticky = style !== 0 && y > navBottom + STICKY_AFTER;
  if (!sticky || style !== 2) return { sticky, hidden: false, lastY: y };
  // Only a real move changes the direction: equal or jittering positions (layout, anchoring) keep it.
  if (Math.abs(y - state.lastY) < DIRECTION_THRESHOLD) return { ...state, sticky };
  return { sticky, hidden: y > state.lastY, lastY: y };
}
