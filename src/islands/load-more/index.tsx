// "Load more" for manga listings (yomu_load_more), framework-free: the SPEC §4 counter, one request at a time, and
// the end on an empty answer or the no-posts marker. Madara's plugin-template variant (wp_manga_archive_loadmore,
// locked for good after one click) has no page here: the theme renders every archive with this control, which is
// also what reader apps detect; the server still answers wp_manga_archive_loadmore for third-party callers.
import DOMPurify from 'dompurify';
import { postForHtml } from '../../lib/api/client';
import { __ } from '../../lib/i18n';
import { flatten, initialPage, isLastAnswer, type QueryVars } from './counter';

export interface LoadMoreProps {
  action?: string;
  template?: string;
  vars?: QueryVars;
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
  const action = props.action ?? 'yomu_load_more';
  const vars = props.vars ?? {};
  let page = initialPage(props.vars);
  let loading = false;

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

  const fields = (): Record<string, string> => ({ page: String(page), template: props.template ?? '', ...flatten('vars', vars) });

  button.addEventListener('click', async () => {
    if (loading) return;
    loading = true;
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
      if (isLastAnswer(html)) wrap.hidden = true;
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
