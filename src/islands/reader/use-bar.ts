// When the phone reader bar shows: after the reader scrolls up, not after a scroll down; a tap in the middle of the
// page toggles it. Always while the chrome is open. The reader's own scrolls only: a page turn's scroll to the page
// leaves the bar as it was. Pinned (the site's sticky navigation on phones, Madara's sticky-for-mobile) it stays
// once the page has scrolled past the site header, whichever way the reader scrolls.
import { useCallback, useEffect, useState } from 'react';
import { autoScrolling } from '../../lib/scroll';
/** Pixels of scrolling in one direction before the bar follows it. */
const THRESHOLD = 24;


export function useBar(pinned = false): { shown: boolean; toggle: () => void } {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (pinned) {
        setShown(y > (document.querySelector<HTMLElement>('.site-header')?.offsetHeight ?? 0));
        return;
      }
      if (autoScrolling()) {
        last = y;
        return;
      }
      if (Math.abs(y - last) < THRESHOLD) return;
      setShown(y < last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    if (pinned) onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [pinned]);
  const toggle = useCallback(() => setShown((now) => pinned || !now), [pinned]);
  return { shown, toggle };
}

/** Whether a tap at x falls in the middle third of the content box (the bar's zone on phones). */
export function inMiddle(content: HTMLElement | null, x: number): boolean {
  if (!content) return false;
  const { left, width } = content.getBoundingClientRect();
  return x > left + width / 3 && x < left + (2 * width) / 3;
}
