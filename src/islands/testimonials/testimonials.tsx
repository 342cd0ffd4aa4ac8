// Testimonials carousel (SPEC §9): the server's list of quotes as a swiper that autoplays, with dots. Each
// slide keeps the server's own quote nodes (photos already painted); swiper lives in a layout effect so the
// carousel is laid out before the first paint.
import { useLayoutEffect, useRef } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { __ } from '../../lib/i18n';
import { useAdoptedNodes } from '../../lib/islands/adopt';
import { testimonialOptions } from './options';

export interface TestimonialsProps {
  /** Each slide's server nodes. */
  slides: Node[][];
  perView: 1 | 2;
  rtl: boolean;
}

function Slide({ nodes }: { nodes: Node[] }) {
  const slide = useRef<HTMLLIElement>(null);
  useAdoptedNodes(slide, nodes);
  return <li ref={slide} className="yomu-testimonials__slide swiper-slide" />;
}

export function Testimonials({ slides, perView, rtl }: TestimonialsProps) {
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!root.current || !dots.current) return;
    const swiper = new Swiper(root.current, {
      ...testimonialOptions(perView),
      modules: [Autoplay, Pagination, A11y],
      pagination: { el: dots.current, clickable: true },
      a11y: { prevSlideMessage: __('Previous'), nextSlideMessage: __('Next') },
    });
    return () => {
      swiper.destroy(true, true);
    };
  }, [perView]);

  return (
    <div ref={root} className="yomu-testimonials swiper" dir={rtl ? 'rtl' : undefined}>
      <ul className="yomu-testimonials__track swiper-wrapper">
        {slides.map((nodes, index) => (
          <Slide key={index} nodes={nodes} />
        ))}
      </ul>
      <div ref={dots} className="swiper-pagination yomu-testimonials__dots" />
    </div>
  );
}
