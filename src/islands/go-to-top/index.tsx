// Go-to-top (SPEC §2, §9): a button that appears after half a viewport of scrolling and scrolls to the top in
// 500 ms. Plain code, no React: every page has it, and it must follow the scroll from the start. It replaces the
// server's "Back to top" link.
import { __ } from '../../lib/i18n';
import { scrollToY } from '../../lib/scroll';

export const SHOW_AFTER_VIEWPORTS = 0.5;
export const SCROLL_DURATION_MS = 500;

const scrolledFarEnough = () => window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS;

export function mount(element: HTMLElement): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'go-to-top';
  button.setAttribute('aria-label', __('Go to top'));
  button.title = __('Go to top');
  button.innerHTML = '<span aria-hidden="true">↑</span>';
  button.addEventListener('click', () => void scrollToY(0, SCROLL_DURATION_MS));
  const update = () => {
    const visible = scrolledFarEnough();
    button.hidden = !visible;
    button.classList.toggle('is-visible', visible);
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  element.replaceChildren(button);
  element.dataset.mounted = 'true';
}
