// Optional sticky header (data-sticky 1 or 2): appears once the page has scrolled 750 px past the bottom of the
// nav; style 2 hides it while scrolling down and shows it again when scrolling up.
export const STICKY_AFTER = 750;
const DIRECTION_THRESHOLD = 8;

export function setupSticky(header: HTMLElement): void {
  const style = Number(header.dataset.sticky ?? '0');
  if (style !== 1 && style !== 2) return;
  const navBottom = header.offsetTop + header.offsetHeight;
  let lastY = window.scrollY;
  let ticking = false;
  const update = () => {
    ticking = false;
    const y = window.scrollY;
    const sticky = y > navBottom + STICKY_AFTER;
    header.classList.toggle('is-sticky', sticky);
    // Keep the page from jumping when the header leaves the flow.
    document.body.style.paddingBlockStart = sticky ? `${header.offsetHeight}px` : '';
    if (!sticky || style !== 2) {
      header.classList.remove('is-sticky-hidden');
    } else if (Math.abs(y - lastY) >= DIRECTION_THRESHOLD) {
      // Only a real move changes the state: equal or jittering positions (layout, anchoring) keep it.
      header.classList.toggle('is-sticky-hidden', y > lastY);
    } else {
      return;
    }
    lastY = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      window.requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
