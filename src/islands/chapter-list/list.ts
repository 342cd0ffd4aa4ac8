// DOM behaviours of the chapter list markup (MADARA.md §3.2): ul.main > li.wp-manga-chapter and volume groups
// li.parent.has-child > a.has-child + ul.sub-chap.
import { __ } from '../../lib/i18n';

export const SHOW_MORE_HEIGHT = 550;
export const SHOW_MORE_DELAY = 1000;

let counter = 0;

/** Turns each volume name into a button that expands and collapses its chapters; the first volume starts open. */
export function addVolumeToggles(holder: HTMLElement): void {
  holder.querySelectorAll<HTMLElement>('li.parent.has-child').forEach((volume, index) => {
    const label = volume.querySelector<HTMLElement>(':scope > a.has-child');
    const list = volume.querySelector<HTMLElement>(':scope > ul.sub-chap');
    if (!label || !list) return;
    list.id ||= `volume-chapters-${++counter}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'has-child volume-toggle';
    button.textContent = label.textContent ?? '';
    button.setAttribute('aria-controls', list.id);
    const set = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
      volume.classList.toggle('active', open);
    };
    set(index === 0);
    button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
    label.replaceWith(button);
  });
}

/** Reverses the order of the volumes and loose chapters, and of the chapters inside each volume. */
export function reverseList(holder: HTMLElement): void {
  holder.querySelectorAll<HTMLElement>('ul.main, ul.sub-chap-list').forEach((list) => {
    Array.from(list.children).reverse().forEach((item) => list.append(item));
  });
}

/** When the list is 550 px or taller, cuts it there with a "Show more" button that opens it after 1 s. */
export function addShowMore(holder: HTMLElement): void {
  const wrap = holder.querySelector<HTMLElement>('.listing-chapters_wrap') ?? holder;
  if (wrap.scrollHeight < SHOW_MORE_HEIGHT) return;
  wrap.id ||= `chapter-list-${++counter}`;
  wrap.classList.add('is-cut');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'c-chapter-readmore chapter-readmore';
  button.textContent = __('Show more');
  button.setAttribute('aria-controls', wrap.id);
  button.setAttribute('aria-expanded', 'false');
  button.addEventListener(
    'click',
    () => {
      button.disabled = true;
      button.setAttribute('aria-busy', 'true');
      button.classList.add('is-loading');
      button.textContent = __('Loading…');
      window.setTimeout(() => {
        wrap.classList.remove('is-cut');
        button.remove();
        wrap.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
      }, SHOW_MORE_DELAY);
    },
    { once: true },
  );
  wrap.after(button);
}

export function enhanceList(holder: HTMLElement): void {
  addVolumeToggles(holder);
  addShowMore(holder);
}
