// Keeps the service worker (src/sw/sw.ts) up to date on a device where the reader saved chapters, once the page has
// loaded and the browser is idle: it never competes with the page's own first requests. Nobody else gets a worker
// (saving registers it): a worker in the way of every request costs readers who never read offline. Part of the
// loader, so it stays a few lines.
import type { SiteConfig } from '../api/client';
import { SAVED_FLAG } from './keys';

export function registerWorker(config: SiteConfig | undefined = window.yomuSite): void {
  const url = config?.sw;
  if (!url || !('serviceWorker' in navigator) || !localStorage.getItem(SAVED_FLAG)) return;
  const run = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void navigator.serviceWorker.register(url, { scope: config.swScope }).catch(() => undefined));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
