// Finds island mount points and imports each island's code only when it is needed:
// eager (now), idle (when the browser is idle), visible (scrolled near), interaction (first touch/hover/focus, of the
// island or of the links that ask for it: wake.ts).

import { ownTask } from '../own-task';
import { reachedEarly, releaseClicks } from './early-reach';

export interface IslandModule {
  mount: (element: HTMLElement, props: Record<string, unknown>) => void;
}

export type IslandImporters = Record<string, () => Promise<IslandModule>>;

const started = new WeakSet<HTMLElement>();

function readProps(element: HTMLElement): Record<string, unknown> | null {
  try {
    const props: unknown = JSON.parse(element.dataset.props || '{}');
    return props && typeof props === 'object' && !Array.isArray(props) ? (props as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Imports and mounts the island; false when it keeps its fallback. */
async function load(element: HTMLElement, importer: () => Promise<IslandModule>): Promise<boolean> {
  const props = readProps(element);
  if (!props) {
    console.error(`Island "${element.dataset.island}": invalid data-props; keeping the fallback.`);
    return false;
  }
  try {
    // The strings come beside the island's code: its first render speaks the page's language. Like wake.ts, their
    // code is fetched after the first image, not with the loader.
    const [module] = await Promise.all([importer(), import('./strings').then(({ stringsReady }) => stringsReady())]);
    // Every island waiting for the strings is released by the same response: each mounts in a task of its own.
    await ownTask();
    module.mount(element, props);
    return true;
  } catch (error) {
    console.error(`Island "${element.dataset.island}" failed to load; keeping the fallback.`, error);
    return false;
  } finally {
    releaseClicks(element);
  }
}

export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function whenVisible(element: HTMLElement, run: () => void): void {
  if (!('IntersectionObserver' in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
}

/** Schedules every island under root; returns how many mount points had a known island. */
export function scheduleIslands(root: ParentNode, importers: IslandImporters): number {
  let count = 0;
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    const importer = importers[element.dataset.island ?? ''];
    if (!importer) return releaseClicks(element);
    if (started.has(element)) return;
    started.add(element);
    count++;
    const run = () => void load(element, importer);
    switch (element.dataset.load) {
      case 'eager':
        // One task each: starting an island's import adds its chunks' modulepreload links, 20–35 ms at 4× CPU
        // slowdown, and a page has several eager islands.
        return void ownTask().then(run);
      case 'visible':
        return whenVisible(element, run);
      case 'interaction':
        void import('./wake')
          .then(({ wakeOnInteraction }) => void wakeOnInteraction(element, () => load(element, importer), reachedEarly(element)))
          .finally(() => releaseClicks(element));
        return;
      default:
        return whenIdle(run);
    }
  });
  return count;
}

/** Maps import.meta.glob keys like ./islands/go-to-top/index.tsx to island names. */
export function importersFromGlob(glob: Record<string, () => Promise<unknown>>): IslandImporters {
  const importers: IslandImporters = {};
  for (const [key, importer] of Object.entries(glob)) {
    const name = /\/islands\/([^/]+)\//.exec(key)?.[1];
    if (name) importers[name] = importer as () => Promise<IslandModule>;
  }
  return importers;
}
