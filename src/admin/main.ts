// The loader of wp-admin screens that render islands (php-bridge Assets::enqueue_admin): the same island loader as the
// site's pages, without the theme's styles, the service worker or the wait for a first page image; on the manga edit
// screen, the chapters box's form guards, chapter filter and in-place sending.
import { importersFromGlob, scheduleIslands } from '../lib/islands/loader';
import { filterChaptersAsTyped } from './chapter-filter';
import { guardForms } from './form-guards';
import { sendFormsInPlace } from './in-place';

const importers = importersFromGlob(import.meta.glob('./islands/*/index.tsx'));
scheduleIslands(document, importers);
guardForms();
filterChaptersAsTyped();
sendFormsInPlace(importers);
