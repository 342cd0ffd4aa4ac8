// Manga slider: upgrades the server's scrollable list into a swiper carousel (no framework).
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';
import 'swiper/css';
import { __ } from '../../lib/i18n';
import { AUTOPLAY_DELAY, sliderOptions, styleOf } from './options';

export interface SliderProps {
  style?: number;
  autoplay?: boolean;
  items?: number;
  rtl?: boolean;
}

function navButton(label: string, className: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `manga-slider__nav ${className}`;
  button.setAttribute('aria-label', label);
  return button;
}

export function mount(element: HTMLElement, props: SliderProps): Swiper | null {
  const track = element.querySelector<HTMLElement>('.manga-slider__track');
  if (!track) return null;
  const rtl = props.rtl === true || document.documentElement.dir === 'rtl';
  element.classList.add('swiper');
  if (rtl) element.setAttribute('dir', 'rtl');
  track.classList.add('swiper-wrapper');
  track.querySelectorAll<HTMLElement>('.manga-slider__slide').forEach((slide) => slide.classList.add('swiper-slide'));
  const prev = navButton(__('Previous'), 'manga-slider__nav--prev');
  const next = navButton(__('Next'), 'manga-slider__nav--next');
  element.append(prev, next);
  const swiper = new Swiper(element, {
    ...sliderOptions(styleOf(props.style), props.items ?? 0),
    modules: props.autoplay ? [Autoplay] : [],
    autoplay: props.autoplay ? { delay: AUTOPLAY_DELAY, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    watchSlidesProgress: true,
  });
  prev.addEventListener('click', () => swiper.slidePrev());
  next.addEventListener('click', () => swiper.slideNext());
  element.dataset.sliderReady = '1';
  return swiper;
}
