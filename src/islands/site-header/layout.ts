// Below 1008 px the header and body switch to the mobile layout (checked on load and every resize); desktop-only
// behaviours apply from 768 px. The layout itself is CSS, so nothing shifts when body.mobile-layout is set.
import { useEffect, useLayoutEffect, useState } from 'react';

export const MOBILE_LAYOUT_BELOW = 1008;
export const DESKTOP_FROM = 768;

export const isDesktop = (): boolean => window.innerWidth >= DESKTOP_FROM;
export const isMobileLayout = (): boolean => window.innerWidth < MOBILE_LAYOUT_BELOW;

/** Puts a class on <body> while on is true. */
export function useBodyClass(name: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [name, on]);
}

/** Whether the viewport is in the mobile layout, kept in step with resizes and mirrored as body.mobile-layout. */
export function useMobileLayout(): boolean {
  const [mobile, setMobile] = useState(isMobileLayout);
  useEffect(() => {
    const update = () => setMobile(isMobileLayout());
    window.addEventListener('resize', update, { passive: true });
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  useBodyClass('mobile-layout', mobile);
  return mobile;
}
