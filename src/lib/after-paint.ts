/** Runs `then` in a task of its own after the next frame has been painted. */
export function afterNextPaint(then: () => void): void {
  const frame = window.requestAnimationFrame ?? ((callback: () => void) => window.setTimeout(callback, 16));
  frame(() => window.setTimeout(then, 0));
}
