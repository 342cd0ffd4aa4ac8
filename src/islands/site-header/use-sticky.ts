// Follows the scroll position (once per frame) and answers whether the header is sticky and, in style 2, hidden.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { nextSticky, type StickyState, type StickyStyle } from './sticky';

export function useSticky(header: RefObject<HTMLElement | null>, style: StickyStyle): { sticky: boolean; hidden: boolean } {
  const [sticky, setSticky] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const element = header.current;
    if (style === 0 || !element) return;
    const navBottom = element.offsetTop + element.offsetHeight;
    let state: StickyState = { sticky: false, hidden: false, lastY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextSticky(state, window.scrollY, navBottom, style);
      setSticky(state.sticky);
      setHidden(state.hidden);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [header, style]);

  // Keep the page from jumping when the header leaves the flow.
  useLayoutEffect(() => {
    const element = header.current;
    if (!sticky || !element) return;
    document.body.style.paddingBlockStart = `${element.offsetHeight}px`;
    return () => {
      document.body.style.paddingBlockStart = '';
    };
  }, [header, sticky]);

  // What else sticks to the top (a reading page's chapter navigation) sits below the header while it shows.
  useLayoutEffect(() => {
    const element = header.current;
    if (!sticky || hidden || !element) return;
    document.documentElement.style.setProperty('--yomu-sticky-top', `${element.offsetTop + element.offsetHeight}px`);
    return () => {
      document.documentElement.style.removeProperty('--yomu-sticky-top');
    };
  }, [header, sticky, hidden]);

  return { sticky, hidden };
}
