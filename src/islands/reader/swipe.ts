// Touch swipe on the paged reading area: a mostly horizontal one-finger swipe of 50 px or more turns the page.
// Two fingers (pinch zoom) and zoomed-in views never turn pages, so zooming does not move anything.
const MIN_DISTANCE = 50;

/** Calls swiped(dx) for a mostly horizontal swipe of dx px (negative: the finger moved left). */
export function bindSwipe(root: HTMLElement, swiped: (dx: number) => void): void {
  let startX = 0;
  let startY = 0;
  let fingers = 0;
  let multi = false;
  root.addEventListener(
    'touchstart',
    (event) => {
      fingers = event.touches.length;
      multi = multi || fingers > 1;
      if (fingers === 1) {
        multi = false;
        startX = event.touches[0].clientX;
        startY = event.touches[0].clientY;
      }
    },
    { passive: true },
  );
  root.addEventListener(
    'touchend',
    (event) => {
      if (event.touches.length > 0 || multi) return;
      if (!document.body.classList.contains('manga-reading-paged-style')) return;
      if (!(event.target instanceof Element) || !event.target.closest('.reading-content')) return;
      if (window.visualViewport && window.visualViewport.scale > 1.01) return;
      const touch = event.changedTouches[0];
      const dx = touch.clientX - startX;
      const dy = touch.clientY - startY;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dy) < Math.abs(dx) / 2) swiped(dx);
    },
    { passive: true },
  );
}
