// The progress bar: a range input fixed at the bottom of the screen, "Page N of M". In the paged style it follows
// the reading page and jumps to the chosen one; in the list and long-strip modes it follows the image that fills
// most of the screen and scrolls to the chosen one.
import { __, sprintf } from '../../lib/i18n';
import { mostVisible } from '../../lib/reader/state';
import { prefersReducedMotion } from '../../lib/scroll';

export interface Progress {
  set(current: number, total: number): void;
  /** Follows a change of the reading direction. */
  flip(): void;
}

export function createProgress(root: HTMLElement, rtl: () => boolean, jump: (value: number) => void): Progress {
  const bar = document.createElement('div');
  bar.className = 'reader-progress';
  const input = document.createElement('input');
  input.type = 'range';
  input.min = '1';
  input.step = '1';
  input.className = 'reader-progress__range';
  input.setAttribute('aria-label', __('Go to page'));
  const label = document.createElement('output');
  label.className = 'reader-progress__label';
  label.setAttribute('aria-hidden', 'true');
  bar.append(input, label);
  root.append(bar);
  let total = 1;
  const show = (current: number) => {
    const text = sprintf(__('Page %1$d of %2$d'), current, total);
    input.setAttribute('aria-valuetext', text);
    label.textContent = `${current} / ${total}`;
    bar.style.setProperty('--reader-progress', `${total > 1 ? ((current - 1) / (total - 1)) * 100 : 100}%`);
  };
  input.addEventListener('input', () => show(Number(input.value)));
  input.addEventListener('change', () => jump(Number(input.value)));
  return {
    set(current: number, pages: number) {
      total = Math.max(1, pages);
      input.max = String(total);
      input.value = String(current);
      input.dir = rtl() ? 'rtl' : 'ltr';
      bar.hidden = total < 2;
      show(current);
    },
    flip() {
      input.dir = rtl() ? 'rtl' : 'ltr';
    },
  };
}

/** List and long strip: follows the image most in view, calls near() when it is one of the last two. */
export function trackScroll(content: Element, progress: Progress, near: () => void): void {
  const images = () => Array.from(content.querySelectorAll<HTMLImageElement>('img.wp-manga-chapter-img'));
  let frame = 0;
  const update = () => {
    frame = 0;
    const list = images();
    if (!list.length) return;
    const heights = list.map((img) => {
      const rect = img.getBoundingClientRect();
      return Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
    });
    const index = mostVisible(heights);
    progress.set(index + 1, list.length);
    if (index >= list.length - 2) near();
  };
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
  update();
}

export function scrollToImage(content: Element, number: number): void {
  const img = content.querySelectorAll<HTMLElement>('img.wp-manga-chapter-img')[number - 1];
  img?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
