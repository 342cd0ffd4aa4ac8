// The manga summary (SPEC §4). A summary taller than 120 px is folded at once by plain code, which shows the server's
// "Show more" toggle; the toggle itself is React (manga-summary.tsx), fetched on the reader's first touch, hover or
// focus of the summary, and a click that comes before it is given to React's toggle (wake.ts). A short summary
// stays the server's, with no React.
import { wakeOnInteraction } from '../../lib/islands/wake';
import { SUMMARY_LIMIT } from './summary-limit';

export function mount(element: HTMLElement): void {
  const content = element.querySelector<HTMLElement>(':scope > .summary__content');
  const toggle = element.querySelector<HTMLElement>(':scope > .summary__toggle');
  if (!content || !toggle || content.scrollHeight <= SUMMARY_LIMIT) return;
  content.classList.add('is-collapsible', 'is-collapsed');
  toggle.hidden = false;
  element.dataset.wake = '.summary__toggle';
  wakeOnInteraction(element, () =>
    import('./mount-summary').then(
      ({ mountSummary }) => mountSummary(element, content),
      () => false,
    ),
  );
}
