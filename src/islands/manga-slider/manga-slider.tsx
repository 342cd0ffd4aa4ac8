// Manga slider (SPEC §4, §9): the server's scrollable list driven by swiper, with previous and next buttons (loaded
// when it autoplays, else on the reader's first touch, hover or focus: the track scrolls by touch on its own). React
// renders the track and slides with the server's markup plus swiper's classes and adopts the cards (their covers
// are already painted). Swiper starts in a task of its own after the next frame: the scripted page lays the track out
// as swiper will (listing.css), so nothing moves when it starts, and its layout reads then find the page laid out
// instead of forcing a layout of everything the islands just changed (in the commit's task, that made the manga
// page's longest task with the hero slider filled).
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-paint';
import { __ } from '../../lib/i18n';
import { ServerElement, withClass } from '../../lib/islands/server-element';
import { AUTOPLAY_DELAY, sliderOptions, type SliderStyle } from './options';

interface MangaSliderProps {
  /** The server's .manga-slider__track. */
  track: Element;
  style: SliderStyle;
  autoplay: boolean;
  items: number;
  rtl: boolean;
  /** Where the reader had scrolled the track by hand before swiper came (index.tsx). */
  initialSlide?: number;
}

export function MangaSlider({ track, style, autoplay, items, rtl, initialSlide = 0 }: MangaSliderProps) {
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);

  // Swiper adds its classes and inline sizes to the elements below; React never re-renders them, so it leaves them
  // alone.
  useEffect(() => {
    let stopped = false;
    afterNextPaint(() => {
      if (stopped || !container.current) return;
      swiper.current = new Swiper(container.current, {
        ...sliderOptions(style, items),
        modules: autoplay ? [Autoplay] : [],
        autoplay: autoplay ? { delay: AUTOPLAY_DELAY, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
        watchSlidesProgress: true,
        initialSlide,
      });
    });
    return () => {
      stopped = true;
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [style, items, autoplay, initialSlide]);

  return (
    <div ref={container} className="swiper" dir={rtl ? 'rtl' : undefined}>
      <ServerElement node={track} adopt={false} className={withClass(track, 'swiper-wrapper')}>
        {Array.from(track.children, (slide, index) => (
          <ServerElement key={index} node={slide} className={withClass(slide, 'swiper-slide')} />
        ))}
      </ServerElement>
      <button type="button" className="manga-slider__nav manga-slider__nav--prev" aria-label={__('Previous')} onClick={() => swiper.current?.slidePrev()} />
      <button type="button" className="manga-slider__nav manga-slider__nav--next" aria-label={__('Next')} onClick={() => swiper.current?.slideNext()} />
    </div>
  );
}
