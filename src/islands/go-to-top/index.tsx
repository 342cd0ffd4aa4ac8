// Go-to-top (SPEC §2, §9). Every page has it and it follows the scroll from the start, so what shows it is plain
// code: it puts a button in place of the server's "Back to top" link and shows it after half a viewport. The button
// itself is React (go-to-top.tsx), fetched on the reader's first touch, hover or focus of it; a click that comes
// before React has mounted is given to React's button (wake.ts). A reader who only scrolls loads no React.
import { __ } from '../../lib/i18n';
import { wakeOnInteraction } from '../../lib/islands/wake';
import { followScroll } from './follow-scroll';

function placeholder(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'go-to-top';
  button.setAttribute('aria-label', __('Go to top'));
  button.title = __('Go to top');
  button.innerHTML = '<span aria-hidden="true">↑</span>';
  return button;
}

export function mount(element: HTMLElement): void {
  const button = placeholder();
  const stop = followScroll((visible) => {
    button.hidden = !visible;
    button.classList.toggle('is-visible', visible);
  });
  element.replaceChildren(button);
  element.dataset.wake = '.go-to-top';
  wakeOnInteraction(element, () =>
    import('./mount-go-to-top').then(
      ({ mountGoToTop }) => {
        stop();
        return mountGoToTop(element);
      },
      () => false,
    ),
  );
}
