import { mountReact } from '../../lib/islands/mount-react';
import { MangaSlider } from './manga-slider';
import { styleOf } from './options';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const track = element.querySelector('.manga-slider__track');
  if (!track) return;
  const items = Number(props.items);
  mountReact(
    element,
    <MangaSlider
      track={track}
      style={styleOf(props.style)}
      autoplay={props.autoplay === true}
      items={Number.isInteger(items) && items > 0 ? items : 0}
      rtl={props.rtl === true || document.documentElement.dir === 'rtl'}
    />,
  );
}
