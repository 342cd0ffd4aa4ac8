// What the loader starts once the page's first image has painted: the map of the islands' chunks, the scheduler that
// mounts them and the offline worker. Kept out of the loader so that nothing but the loader's own few bytes is fetched
// before the first image (DESIGN.md §7: ≤ 3 KB).
import { importersFromGlob, scheduleIslands } from './lib/islands/loader';
import { registerWorker } from './lib/offline/register';

scheduleIslands(document, importersFromGlob(import.meta.glob('./islands/*/index.tsx')));
registerWorker();
