// Page-wide image and video lightbox (SPEC §2, §4): a click on a lightbox item opens PhotoSwipe (imported on the
// first open only) instead of following the link. It renders nothing itself: PhotoSwipe builds its own overlay,
// driven from here through the instance in a ref. States: closed → open → closing → closed.
import type PhotoSwipe from 'photoswipe';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { slidesFor } from './items';
import { destroyLightbox, openLightbox, type LightboxState } from './open';
import { mergeSettings, type LightboxSettings } from './settings';

export interface LightboxProps {
  /** The page's settings from the server; window.yomuLightbox, read at each open, overrides them. */
  settings: Partial<Record<keyof LightboxSettings, unknown>>;
  onState?: (state: LightboxState) => void;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

export function Lightbox({ settings, onState }: LightboxProps) {
  const [state, setState] = useState<LightboxState>('closed');
  const instance = useRef<PhotoSwipe | null>(null);

  useLayoutEffect(() => {
    onState?.(state);
  }, [state, onState]);

  useEffect(() => {
    let opening = false;
    let mounted = true;
    const track = (next: LightboxState) => {
      if (next === 'closed') instance.current = null;
      setState(next);
    };
    const onClick = (event: MouseEvent) => {
      if (opening || !plainClick(event)) return;
      const set = slidesFor(event.target instanceof Element ? event.target : null);
      if (!set) return;
      event.preventDefault();
      opening = true;
      openLightbox({ ...set, settings: mergeSettings(settings, window.yomuLightbox), onState: track })
        .then((pswp) => {
          if (mounted) instance.current = pswp;
          else destroyLightbox(pswp);
        })
        .catch((error: unknown) => console.error('Lightbox failed to open.', error))
        .finally(() => {
          opening = false;
        });
    };
    document.addEventListener('click', onClick);
    return () => {
      mounted = false;
      document.removeEventListener('click', onClick);
      if (instance.current) destroyLightbox(instance.current);
      instance.current = null;
    };
  }, [settings]);

  return null;
}
