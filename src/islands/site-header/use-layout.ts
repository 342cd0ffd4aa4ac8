// The header's React hooks over the layout (layout.ts).
import { useEffect, useLayoutEffect, useState } from 'react';
import { isMobileLayout } from './layout';

/** Puts a class on <body> while on is true. */
export function useBodyClass(name: string, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return;
    document.body.classList.add(name);
    return () => document.body.classList.remove(name);
  }, [name, on]);
}

/** Whether the viewport is in the mobile layout, kept in step with resizes. */
export function useMobileLayout(): boolean {
  const [mobile, setMobile] = useState(isMobileLayout);
  useEffect(() => {
    const update = () => setMobile(isMobileLayout());
    window.addEventListener('resize', update, { passive: true });
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return mobile;
}
