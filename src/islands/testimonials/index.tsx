// Testimonials carousel: upgrades the server's list into a swiper with autoplay (no framework).
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { __ } from '../../lib/i18n';
import { perViewOf, testimonialOptions } from './options';

export function mount(element: HTMLElement, props: { perView?: number }): Swiper | null {
  const root = element.querySelector<HTMLElement>('.yomu-testimonials');
  const track = root?.querySelector<HTMLElement>('.yomu-testimonials__track');
  if (!root || !track) return null;
  root.classList.add('swiper');
  if (document.documentElement.dir === 'rtl') root.setAttribute('dir', 'rtl');
  track.classList.add('swiper-wrapper');
  track.querySelectorAll<HTMLElement>('.yomu-testimonials__slide').forEach((slide) => slide.classList.add('swiper-slide'));
  const dots = document.createElement('div');
  dots.className = 'swiper-pagination yomu-testimonials__dots';
  root.append(dots);
  const swiper = new Swiper(root, {
    ...testimonialOptions(perViewOf(props.perView)),
    modules: [Autoplay, Pagination, A11y],
    pagination: { el: dots, clickable: true },
    a11y: { prevSlideMessage: __('Previous'), nextSlideMessage: __('Next') },
  });
  element.dataset.mounted = 'true';
  return swiper;
}
