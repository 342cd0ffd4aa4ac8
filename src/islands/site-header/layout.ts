// Below 1008 px the header and body switch to the mobile layout (checked on load and every resize); desktop-only
// behaviours apply from 768 px.
export const MOBILE_LAYOUT_BELOW = 1008;
export const DESKTOP_FROM = 768;

export const isDesktop = (): boolean => window.innerWidth >= DESKTOP_FROM;

export function setupLayout(): void {
  const apply = () => document.body.classList.toggle('mobile-layout', window.innerWidth < MOBILE_LAYOUT_BELOW);
  apply();
  window.addEventListener('resize', apply, { passive: true });
}
