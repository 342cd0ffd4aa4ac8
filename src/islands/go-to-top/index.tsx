// Go-to-top (SPEC §2, §9). Every page has it and it follows the scroll from the start, so what shows it is plain
// code: it takes the server's "Back to top" link away and shows the server's button after half a viewport. The
// button itself is React (go-to-top.tsx), fetched on the reader's first touch, hover or focus of it; a click that
// comes before React has mounted is given to React's button (wake.ts). A reader who only scrolls loads no React.
import { wakeOnInteraction } from '../../lib/islands/wake';
import { followScroll } from './follow-scroll';

export function mount(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('button.go-to-top');
  if (!button) return;
  element.querySelector('.go-to-top--static')?.remove();
  const stop = followScroll((visible) => {
    button.hidden = !visible;
    button.classList.toggle('is-visible', visible);
  });
  element.dataset.wake = 'button.go-to-top';
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
