// Registers the service worker (src/sw/sw.ts) once the page has loaded and the browser is idle: it never competes
// with the page's own first requests. Part of the loader, so it stays a few lines.
import type { SiteConfig } from '../api/client';

export function registerWorker(config: SiteConfig | undefined = window.yomuSite): void {
  const url = config?.sw;
  if (!url || !('serviceWorker' in navigator)) return;
  const run = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void navigator.serviceWorker.register(url, { scope: config.swScope }).catch(() => undefined));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
