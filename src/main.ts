// The island loader: tiny and deferred; React and the islands come later. Once the page's first image has painted, it
// fetches the islands' map and scheduler (boot.ts), which fetch an island's code only when that island needs it.
import '../theme/css/main.css';
import { afterFirstImage } from './lib/islands/first-image';

void afterFirstImage(document).then(() => import('./boot'));
