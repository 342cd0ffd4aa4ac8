// The bookmark control as data: read from the server's markup (plugin Bookmarks\Control) at mount and from the
// HTML the bookmark calls answer. The answer is parsed inertly and only its data is rendered, never its HTML.

interface Common {
  href: string;
  title: string;
  icon: string;
  label: string;
}

export type ControlData =
  | (Common & { kind: 'add'; post: string; chapter: string; page: string })
  | (Common & { kind: 'delete'; postId: string });

/** Links only to http(s) or the same site; anything else becomes '#'. */
function safeHref(href: string | null): string {
  if (!href) return '#';
  try {
    return ['http:', 'https:'].includes(new URL(href, document.baseURI).protocol) ? href : '#';
  } catch {
    return '#';
  }
}

export function readControl(root: ParentNode): ControlData | null {
  const link = root.querySelector<HTMLAnchorElement>('.add-bookmark a.wp-manga-action-button');
  if (!link) return null;
  const common: Common = {
    href: safeHref(link.getAttribute('href')),
    title: link.getAttribute('title') ?? '',
    icon: link.querySelector('.bookmark-icon')?.textContent ?? '',
    label: link.querySelector('.action_detail')?.textContent ?? '',
  };
  if (link.classList.contains('wp-manga-delete-bookmark')) return { ...common, kind: 'delete', postId: link.dataset.postId ?? '' };
  if (link.dataset.action !== 'bookmark') return null;
  return { ...common, kind: 'add', post: link.dataset.post ?? '', chapter: link.dataset.chapter ?? '', page: link.dataset.page || '1' };
}

export function controlFromHtml(html: string): ControlData | null {
  return readControl(new DOMParser().parseFromString(html, 'text/html'));
}
