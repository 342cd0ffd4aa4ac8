// Small DOM helpers for the reader: nav buttons, loading state, preloaded page drawing.
import { __, sprintf } from '../../lib/i18n';
import type { Link } from './globals';

export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('[contenteditable="true"]');
}

export function visible(element: HTMLElement | null): element is HTMLElement {
  return !!element && element.getClientRects().length > 0;
}

/** The first nav button of a kind (header copy). */
export function navButton(root: ParentNode, kind: 'prev_page' | 'next_page' | 'back'): HTMLAnchorElement | null {
  return root.querySelector<HTMLAnchorElement>(`.wp-manga-nav .nav-links > div > a.btn.${kind}`);
}

export function setLoading(root: HTMLElement, loading: boolean): void {
  root.classList.toggle('is-loading', loading);
  root.querySelectorAll<HTMLSelectElement>('.wp-manga-nav select').forEach((select) => (select.disabled = loading));
  root.querySelectorAll<HTMLElement>('.select-pagination').forEach((bar) => (bar.hidden = loading));
  const content = root.querySelector('.reading-content');
  if (loading && content && !content.querySelector('.reader-spinner')) {
    const spinner = document.createElement('div');
    spinner.className = 'reader-spinner';
    spinner.setAttribute('role', 'progressbar');
    spinner.setAttribute('aria-label', __('Loading…'));
    content.prepend(spinner);
  }
  if (!loading) root.querySelectorAll('.reader-spinner').forEach((spinner) => spinner.remove());
}

/** Draws the images of a page from the preloaded list, pre-sized from the stored dimensions. */
export function drawImages(content: Element, urls: string[], indexes: number[], sizes: Array<[number, number]>): void {
  content.querySelectorAll('.page-break').forEach((block) => block.remove());
  indexes.forEach((index, i) => {
    const block = document.createElement('div');
    block.className = 'page-break no-gaps';
    const img = document.createElement('img');
    img.id = `image-${index}`;
    img.dataset.imagePaged = String(index + 1);
    img.className = 'wp-manga-chapter-img';
    img.src = urls[index];
    img.alt = sprintf(__('Page %1$d of %2$d'), index + 1, urls.length);
    img.decoding = 'async';
    const size = sizes[index];
    if (size && size[0] > 0 && size[1] > 0) {
      img.width = size[0];
      img.height = size[1];
      block.style.aspectRatio = `${size[0]} / ${size[1]}`;
    }
    if (i === 0) img.setAttribute('fetchpriority', 'high');
    block.append(img);
    content.append(block);
  });
}

/** Points the Prev/Next buttons and click zones of every nav copy at new targets (null hides one). */
export function setButtons(root: ParentNode, prev: Link | null, next: Link | null, backUrl: string): void {
  root.querySelectorAll<HTMLElement>('.wp-manga-nav .nav-links').forEach((links) => {
    links.replaceChildren();
    if (prev) links.append(button('nav-previous', 'prev_page', prev, __('Prev')));
    if (next) links.append(button('nav-next', 'next_page', next, __('Next')));
    else if (backUrl) links.append(button('nav-next', 'back', { url: backUrl, navigation: '' }, __('Manga Info')));
  });
  const content = root.querySelector('.reading-content');
  if (!content) return;
  content.querySelectorAll('.page-link').forEach((zone) => zone.remove());
  const zone = (kind: string, link: Link) => {
    const a = document.createElement('a');
    a.className = `page-link page-${kind}-link`;
    a.href = link.url;
    a.tabIndex = -1;
    a.setAttribute('aria-hidden', 'true');
    return a;
  };
  if (next) content.prepend(zone('next', next));
  if (prev) content.prepend(zone('prev', prev));
}

function button(wrapper: string, kind: string, link: Link, label: string): HTMLDivElement {
  const div = document.createElement('div');
  div.className = wrapper;
  const a = document.createElement('a');
  a.className = `btn ${kind}`;
  a.href = link.url;
  if (link.navigation) a.dataset.navigation = link.navigation;
  if (kind !== 'back') a.rel = kind === 'prev_page' ? 'prev' : 'next';
  a.textContent = label;
  div.append(a);
  return div;
}

/** The link an option of a page select stands for. */
export function optionLink(option: HTMLOptionElement | null): Link | null {
  if (!option || !option.dataset.redirect) return null;
  return { url: option.dataset.redirect, navigation: option.dataset.navigation ?? '' };
}
