// Go-to-top (SPEC §2, §9): a button that appears after half a viewport of scrolling and scrolls to the top in
// 500 ms. Framework-free: it is on every page, so it must not pull React in.
import { __ } from '../../lib/i18n';
import { scrollToY } from '../../lib/scroll';

export const SHOW_AFTER_VIEWPORTS = 0.5;
export const SCROLL_DURATION_MS = 500;

/** Replaces the server link inside element with the floating button; returns a function that removes it. */
export function mountGoToTop(element: HTMLElement): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'go-to-top';
  button.setAttribute('aria-label', __('Go to top'));
  button.title = __('Go to top');
  button.innerHTML = '<span aria-hidden="true">↑</span>';
  button.addEventListener('click', () => void scrollToY(0, SCROLL_DURATION_MS));

  const update = () => {
    const visible = window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS;
    button.hidden = !visible;
    button.classList.toggle('is-visible', visible);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });

  element.replaceChildren(button);
  element.dataset.mounted = 'true';
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
    button.remove();
  };
}
