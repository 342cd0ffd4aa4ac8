// The front end's islands, scheduled once the page's first image has painted (main.ts imports this then): their
// importers and the schedule are not needed before it, so they stay out of the JavaScript the first image waits for.
// The page's view is counted then too, when the browser is idle: it draws nothing, so it is a task, not an island.
import { importersFromGlob, scheduleIslands, whenIdle } from './loader';

export function boot(root: Document): void {
  scheduleIslands(root, importersFromGlob(import.meta.glob('../../islands/*/index.tsx')));
  // The id is views.ts's PAGE_VIEW_ID, written out so that the counting code is fetched only by pages that count.
  if (root.getElementById('yomu-page-view')) whenIdle(() => void import('../api/views').then(({ countPageView }) => countPageView(root)));
}
