// Chapter search in the chapters box (plugin Admin\ChapterSearch): the rows filter as the editor types; the Search
// button still asks the server, which lists the same matches. Groups left without a row hide, and the count is
// announced.
import { __, sprintf } from '../lib/i18n';

function filter(field: HTMLInputElement): void {
  const query = field.value.trim().toLowerCase();
  const rows = document.querySelectorAll<HTMLElement>('tr[data-yomu-chapter-text]');
  let shown = 0;
  rows.forEach((row) => {
    const match = query === '' || (row.dataset.yomuChapterText ?? '').includes(query);
    row.hidden = !match;
    shown += match ? 1 : 0;
  });
  document.querySelectorAll<HTMLElement>('[data-yomu-chapter-group]').forEach((group) => {
    group.hidden = group.querySelector('tr[data-yomu-chapter-text]:not([hidden])') === null;
  });
  const count = document.querySelector<HTMLElement>('[data-yomu-chapter-count]');
  if (count) count.textContent = query === '' ? '' : sprintf(__('Chapters shown: %1$s of %2$s.'), String(shown), count.dataset.yomuChapterCount || String(rows.length));
}

/** Filters the chapter rows as the search field changes, in the box as it is now and after each in-place update. */
export function filterChaptersAsTyped(): void {
  document.addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches('[data-yomu-chapter-search]')) filter(event.target);
  });
}
