// The optional sticky header (sticky.ts) as the page scrolls, once per frame: the header's is-sticky and
// is-sticky-hidden classes, the body's padding that keeps the page from jumping when the header leaves the flow, and
// --yomu-sticky-top for what else sticks below it (a reading page's chapter navigation). Plain code, so the header
// follows the scroll without React; the header is looked up each time, as React's copy replaces the server's.
import { nextSticky, type StickyState, stickyStyleOf } from './sticky';

function apply(header: HTMLElement, state: StickyState): void {
  header.classList.toggle('is-sticky', state.sticky);
  header.classList.toggle('is-sticky-hidden', state.hidden);
  document.body.style.paddingBlockStart = state.sticky ? `${header.offsetHeight}px` : '';
  const root = document.documentElement.style;
  if (state.sticky && !state.hidden) root.setProperty('--yomu-sticky-top', `${header.offsetTop + header.offsetHeight}px`);
  else root.removeProperty('--yomu-sticky-top');
}

export function followSticky(island: HTMLElement): void {
  const header = () => island.querySelector<HTMLElement>('.site-header');
  const first = header();
  const style = stickyStyleOf(first?.dataset.sticky);
  if (!first || style === 0) return;
  const navBottom = first.offsetTop + first.offsetHeight;
  let state: StickyState = { sticky: false, hidden: false, lastY: window.scrollY };
  let frame = 0;
  const update = () => {
    frame = 0;
    const next = nextSticky(state, window.scrollY, navBottom, style);
    const element = header();
    if (element && (next.sticky !== state.sticky || next.hidden !== state.hidden)) apply(element, next);
    state = next;
  };
  window.addEventListener('scroll', () => (frame ||= window.requestAnimationFrame(update)), { passive: true });
  update();
}
