// The manga page's chapter list: reloads the list from {manga}/ajax/chapters/ after the page opens (the server
// copy stays when that fails), then adds volume toggles, a 550 px "show more" with its 1 s loading state and
// order reversal. Also counts the manga page view once. Framework-free.
import DOMPurify from 'dompurify';
import { postAction, postForHtml } from '../../lib/api/client';
import { __ } from '../../lib/i18n';
import { enhanceList, reverseList } from './list';

interface Props {
  url?: unknown;
}

interface MangaConfig {
  enable_manga_view?: string;
  manga_id?: string;
}

declare global {
  interface Window {
    manga?: MangaConfig;
  }
}

function countView(): void {
  const config = window.manga;
  if (config?.enable_manga_view !== '1' || !config.manga_id) return;
  postAction('manga_views', { manga: config.manga_id }).catch(() => undefined);
}

export async function reload(holder: HTMLElement, url: string): Promise<void> {
  try {
    const html = await postForHtml({ url });
    const clean = DOMPurify.sanitize(html);
    if (clean.includes('wp-manga-chapter')) holder.innerHTML = clean;
  } catch {
    // Keep the server copy.
  }
}

export async function mount(element: HTMLElement, props: Props): Promise<void> {
  const holder = element.querySelector<HTMLElement>('#manga-chapters-holder');
  if (!holder) return;
  countView();
  if (typeof props.url === 'string' && props.url !== '') await reload(holder, props.url);
  if (!holder.querySelector('li.wp-manga-chapter')) {
    element.dataset.mounted = 'true';
    return;
  }

  const toolbar = document.createElement('div');
  toolbar.className = 'chapter-list__toolbar';
  const reverse = document.createElement('button');
  reverse.type = 'button';
  reverse.className = 'chapter-list__reverse';
  reverse.setAttribute('aria-pressed', 'false');
  reverse.textContent = __('Reverse order');
  reverse.addEventListener('click', () => {
    reverseList(holder);
    reverse.setAttribute('aria-pressed', String(reverse.getAttribute('aria-pressed') !== 'true'));
  });
  toolbar.append(reverse);
  holder.before(toolbar);

  enhanceList(holder);
  element.dataset.mounted = 'true';
}
