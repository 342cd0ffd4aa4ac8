// The parts of the page outside the React tree that follow the reader's state: body classes for the settings and
// the contrast theme, the mount point's full-width and loading classes, and, in list and long strip, the image
// in view for the progress bar.
import { type Dispatch, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { ReaderAction } from '../../lib/reader/reducer';
import { imageInView } from './dom';

/** Keeps one of `prefix + choice` on element, for the current value; the server's classes stand until it changes. */
export function useChoiceClass(element: HTMLElement, prefix: string, choices: readonly string[], value: string): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    choices.forEach((choice) => element.classList.toggle(prefix + choice, choice === value));
  }, [element, prefix, choices, value]);
}

export function useClass(element: HTMLElement, name: string, on: boolean): void {
  useLayoutEffect(() => {
    element.classList.toggle(name, on);
  }, [element, name, on]);
}

/** List and long strip: follows the image that fills most of the screen; near() runs at one of the last two. */
export function useImageInView(contentRef: RefObject<HTMLDivElement | null>, on: boolean, dispatch: Dispatch<ReaderAction>, near: () => void): void {
  useEffect(() => {
    const content = contentRef.current;
    if (!on || !content) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const seen = imageInView(content);
      if (!seen.total) return;
      dispatch({ type: 'visible', ...seen });
      if (seen.index >= seen.total - 2) near();
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [contentRef, on, dispatch, near]);
}
