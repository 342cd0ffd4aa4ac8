import { mountReact } from '../../lib/islands/mount-react';
import { perViewOf } from './options';
import { Testimonials } from './testimonials';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const items = element.querySelectorAll('.yomu-testimonials .yomu-testimonials__slide');
  if (!items.length) return;
  const slides = [...items].map((item) => [...item.childNodes]);
  mountReact(element, <Testimonials slides={slides} perView={perViewOf(props.perView)} rtl={document.documentElement.dir === 'rtl'} />);
}
