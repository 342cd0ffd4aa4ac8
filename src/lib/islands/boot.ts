// The front end's islands, scheduled once the page's first image has painted (main.ts imports this then): their
// importers and the schedule are not needed before it, so they stay out of the JavaScript the first image waits for.
import { importersFromGlob, scheduleIslands } from './loader';

export function boot(root: Document): void {
  scheduleIslands(root, importersFromGlob(import.meta.glob('../../islands/*/index.tsx')));
}
