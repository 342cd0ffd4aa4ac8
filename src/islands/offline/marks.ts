// Adds "Saved offline" after each saved chapter's link in the chapter list, and again when the list redraws
// (sorting, loading more).
import { __, sprintf } from '../../lib/i18n';
import { formatBytes, savedChapters } from '../../lib/offline/store';

const path = (href: string) => new URL(href, location.href).pathname.replace(/\/?$/, '/');

export async function markSaved(doc: Document): Promise<void> {
  const saved = new Map((await savedChapters()).map((meta) => [path(meta.url), meta]));
  const holder = doc.querySelector('.manga-chapters') ?? doc.body;
  const mark = () => {
    holder.querySelectorAll<HTMLAnchorElement>('li.wp-manga-chapter > a[href]').forEach((link) => {
      const meta = saved.get(path(link.href));
      const item = link.parentElement as HTMLElement;
      if (!meta || item.querySelector('.offline-mark')) return;
      item.classList.add('is-saved-offline');
      const badge = doc.createElement('span');
      badge.className = 'offline-mark';
      badge.textContent = __('Saved offline');
      badge.title = sprintf(__('Saved on this device (%s)'), formatBytes(meta.bytes));
      link.after(' ', badge);
    });
  };
  mark();
  new MutationObserver(mark).observe(holder, { childList: true, subtree: true });
}
