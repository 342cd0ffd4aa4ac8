import { mountReact } from '../../lib/islands/mount-react';
import { MangaSlider } from './manga-slider';
import { styleOf } from './options';

/** The slide the reader has scrolled the server's track to by hand (before swiper), so swiper starts there. */
export function scrolledSlide(track: Element): number {
  const first = track.firstElementChild?.getBoundingClientRect();
  const second = track.children[1]?.getBoundingClientRect();
  const step = first && second ? Math.abs(second.left - first.left) : 0;
  return step > 0 ? Math.round(Math.abs(track.scrollLeft) / step) : 0;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const track = element.querySelector('.manga-slider__track');
  if (!track) return;
  const items = Number(props.items);
  const initialSlide = scrolledSlide(track);
  mountReact(
    element,
    <MangaSlider
      track={track}
      style={styleOf(props.style)}
      autoplay={props.autoplay === true}
      items={Number.isInteger(items) && items > 0 ? items : 0}
      rtl={props.rtl === true || document.documentElement.dir === 'rtl'}
      initialSlide={initialSlide}
    />,
  );
}
