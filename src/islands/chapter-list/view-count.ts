// The manga page view (SPEC §7, MADARA.md §6): counted once when the island mounts, when the page's `manga`
// config enables it. The answer is not read.
import { callAction } from '../../lib/api/client';
import type { MangaPageConfig } from '../../lib/api/manga';

export function countMangaView(): void {
  const config = (window as Window & { manga?: MangaPageConfig }).manga;
  if (config?.enable_manga_view !== '1' || !config.manga_id) return;
  callAction('manga_views', { manga: config.manga_id }).catch(() => undefined);
}
