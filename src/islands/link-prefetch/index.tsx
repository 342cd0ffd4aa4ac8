// Link prefetch (SPEC §7, §9: 150 ms): a same-host link hovered for 150 ms is fetched ahead with
// <link rel="prefetch">, once per URL; shouldPrefetch() decides which links are skipped. No UI, so a plain module
// of document listeners, not a React component (README "Islands without UI").
import { shouldPrefetch } from './prefetch';

export const HOVER_MS = 150;

interface NetworkInformation {
  saveData?: boolean;
}

export function mount(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return;
  const done = new Set<string>();
  let timer = 0;
  let pending: HTMLAnchorElement | null = null;

  const prefetch = (link: HTMLAnchorElement) => {
    const url = new URL(link.href, window.location.href);
    url.hash = '';
    if (done.has(url.href)) return;
    done.add(url.href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = url.href;
    hint.setAttribute('fetchpriority', 'low');
    document.head.append(hint);
  };

  document.addEventListener(
    'mouseover',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (!(link instanceof HTMLAnchorElement) || link === pending) return;
      window.clearTimeout(timer);
      pending = link;
      if (!shouldPrefetch(link)) return;
      timer = window.setTimeout(() => prefetch(link), HOVER_MS);
    },
    { passive: true },
  );
  document.addEventListener(
    'mouseout',
    (event) => {
      if (!pending) return;
      const to = (event as MouseEvent).relatedTarget;
      if (to instanceof Node && pending.contains(to)) return;
      window.clearTimeout(timer);
      pending = null;
    },
    { passive: true },
  );
}
