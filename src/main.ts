// The front end's entry: tiny and deferred. Before the page's first image has painted it only keeps the reader's
// gestures towards islands (early-reach.ts); then the islands' schedule comes (boot.ts), and each island's code only
// when that island is needed.
import '../theme/css/main.css';
import { afterFirstImage } from './lib/islands/first-image';
import { watchEarlyReach } from './lib/islands/early-reach';
import { registerWorker } from './lib/offline/register';

watchEarlyReach(document);
void afterFirstImage(document)
  .then(() => import('./lib/islands/boot'))
  .then(({ boot }) => boot(document));
registerWorker();
