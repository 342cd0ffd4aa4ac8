// The island loader: tiny and deferred; React and the islands come later. Island code is fetched only when an island needs it, and
// not before the page's first image has painted.
import '../theme/css/main.css';
import { afterFirstImage } from './lib/islands/first-image';
import { watchEarlyReach } from './lib/islands/early-reach';
import { importersFromGlob, scheduleIslands } from './lib/islands/loader';
import { registerWorker } from './lib/offline/register';

const importers = importersFromGlob(import.meta.glob('./islands/*/index.tsx'));

watchEarlyReach(document);
void afterFirstImage(document).then(() => scheduleIslands(document, importers));
registerWorker();
