// Below 1008 px the header and body switch to the mobile layout (checked on load and every resize); desktop-only
// behaviours apply from 768 px. The layout itself is CSS, so nothing shifts when body.mobile-layout is set.
// Plain code, loaded with the header's first chunk; React's hooks over it are in use-layout.ts.

export const MOBILE_LAYOUT_BELOW = 1008;
export const DESKTOP_FROM = 768;

export const isDesktop = (): boolean => window.innerWidth >= DESKTOP_FROM;
export const isMobileLayout = (): boolean => window.innerWidth < MOBILE_LAYOUT_BELOW;

/** Mirrors the layout as body.mobile-layout, on load and on every resize. */
export function followLayout(): void {
  const update = () => document.body.classList.toggle('mobile-layout', isMobileLayout());
  window.addEventListener('resize', update, { passive: true });
  update();
}
