// "Load more" for manga listings, framework-free. Two modes:
// - listing (yomu_load_more): SPEC §4 counter, one request at a time, ends on an empty answer or the marker;
// - archive (wp_manga_archive_loadmore): locked on the first click and, as observed in Madara, never unlocked;
//   the button is removed at the last page.
import DOMPurify from 'dompurify';
import { postForHtml } from '../../lib/api/client';
import { __ } from '../../lib/i18n';
import { flatten, initialPage, isLastAnswer, type QueryVars } from './counter';

export interface LoadMoreProps {
  action?: string;
  template?: string;
  vars?: QueryVars;
  mode?: 'listing' | 'archive';
}

function findList(element: HTMLElement): HTMLElement | null {
  const nav = element.closest('nav') ?? element;
  let sibling = nav.previousElementSibling;
  while (sibling && !(sibling instanceof HTMLElement && sibling.hasAttribute('data-listing-items'))) sibling = sibling.previousElementSibling;
  return sibling instanceof HTMLElement ? sibling : null;
}

function append(list: HTMLElement, html: string): number {
  const clean = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  clean.querySelectorAll('.no-posts').forEach((node) => node.remove());
  const count = clean.children.length;
  list.append(clean);
  return count;
}

export function mount(element: HTMLElement, props: LoadMoreProps): void {
  const list = findList(element);
  if (!list) return;
  const archive = props.mode === 'archive';
  const action = props.action ?? (archive ? 'wp_manga_archive_loadmore' : 'yomu_load_more');
  const vars = props.vars ?? {};
  let page = initialPage(props.vars);
  let loading = false;
  let locked = false;

  const wrap = document.createElement('div');
  wrap.className = 'nav-previous float-left';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-default load-ajax-button';
  button.textContent = __('Load more');
  const status = document.createElement('p');
  status.className = 'screen-reader-text';
  status.setAttribute('role', 'status');
  wrap.append(button, status);
  element.replaceChildren(wrap);

  const finish = () => {
    if (archive) wrap.remove();
    else wrap.hidden = true;
  };

  const fields = (): Record<string, string> =>
    archive
      ? { ...flatten('manga_args', { ...vars, paged: page < 1 ? 1 : page }), template: props.template ?? '' }
      : { page: String(page), template: props.template ?? '', ...flatten('vars', vars) };

  button.addEventListener('click', async () => {
    if (loading || (archive && locked)) return;
    loading = true;
    locked = true;
    button.setAttribute('aria-busy', 'true');
    button.classList.add('loading');
    button.textContent = __('Loading…');
    try {
      const html = await postForHtml({ action }, fields());
      if (html.trim() !== '') {
        const count = append(list, html);
        page += 1;
        status.textContent = count > 0 ? __('More manga loaded.') : '';
      }
      if (isLastAnswer(html)) finish();
    } catch (error) {
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      loading = false;
      button.removeAttribute('aria-busy');
      button.classList.remove('loading');
      button.textContent = __('Load more');
    }
  });
}
