// "Continue: chapter N, page P" on the manga page for a guest (SPEC §2 reading history; a signed-in reader gets the
// link from the server): the chapter the guest history cookie names, read through the REST API.
import { useEffect, useState } from 'react';
import { restRequest } from '../../lib/api/rest-fetch';
import { guestPosition } from '../../lib/guest-history';
import { __, sprintf } from '../../lib/i18n';

/** A chapter URL at a reading page (pretty permalinks: {chapter}/p/{n}/; otherwise the chapter's first page). */
export function pageUrl(link: string, page: number): string {
  return page > 1 && link.endsWith('/') && !link.includes('?') ? `${link}p/${page}/` : link;
}

export function continueLabel(title: string, page: number): string {
  return page > 1 ? sprintf(__('Continue: %1$s, page %2$d'), title, page) : sprintf(__('Continue: %s'), title);
}

export function ContinueLink({ manga }: { manga: number }) {
  const [target, setTarget] = useState<{ url: string; label: string } | null>(null);
  useEffect(() => {
    const position = guestPosition(manga);
    if (!position) return;
    const controller = new AbortController();
    restRequest('GET /chapters/{id}', {}, { id: position.chapter }, controller.signal)
      .then((chapter) => {
        // A chapter moved to another manga or gone: nothing to continue.
        if (chapter.manga_id === manga) setTarget({ url: pageUrl(chapter.link, position.page), label: continueLabel(chapter.title, position.page) });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [manga]);
  if (!target) return null;
  return (
    <a className="c-btn c-btn_style-1 manga-actions__read manga-actions__continue" href={target.url}>
      {target.label}
    </a>
  );
}
