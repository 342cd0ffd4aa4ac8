// The loader of wp-admin screens that render islands (php-bridge Assets::enqueue_admin): the same island loader as the
// site's pages, without the theme's styles, the service worker or the wait for a first page image.
import { importersFromGlob, scheduleIslands } from '../lib/islands/loader';
import { sendFormsInPlace } from './in-place';

const importers = importersFromGlob(import.meta.glob('./islands/*/index.tsx'));
scheduleIslands(document, importers);
sendFormsInPlace(importers);
