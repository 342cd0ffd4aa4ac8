// Whether the reader is in the middle of a press (pointer down, no click yet). An island that takes server markup
// over replaces the element under the pointer: between its pointerdown and its pointerup the click would be lost
// (a click needs both on one element), so a tap that itself brought the island's code would do nothing. Takeovers
// wait until the press has ended (mount-react.tsx). Listening starts with the loader (early-reach.ts).

let pressing = false;
let waiting: Array<() => void> = [];

function release(): void {
  pressing = false;
  waiting.splice(0).forEach((resolve) => resolve());
}

/** Starts following presses on the document. */
export function followPresses(root: Document): void {
  root.addEventListener('pointerdown', () => (pressing = true), { capture: true, passive: true });
  // After the click the press made, if any: it comes in the same task as the pointerup.
  root.addEventListener('pointerup', () => window.setTimeout(release, 0), { capture: true, passive: true });
  root.addEventListener('pointercancel', release, { capture: true, passive: true });
}

/** Runs `run` now, or once the press under way has ended. */
export function afterPress(run: () => void): void {
  if (pressing) waiting.push(run);
  else run();
}

/** Forgets every press (tests). */
export function resetPresses(): void {
  pressing = false;
  waiting = [];
}
