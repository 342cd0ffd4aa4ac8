// Rating island: takes over the manga page's rating block (plugin Ratings\Control), which without JavaScript is a
// form of five radio buttons posting to admin-post.php. It loads on the reader's first touch, hover or focus of the
// block; a star the reader picked in that form before it came is kept and saved, and the focus is kept.
import { mountReact } from '../../lib/islands/mount-react';
import { RatingControl } from './rating-control';
import { readProps } from './state';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const initial = readProps(props);
  if (!initial) return;
  const picked = Number(element.querySelector<HTMLInputElement>('.rating-stars input[name="star"]:checked')?.value ?? 0);
  mountReact(
    element,
    <RatingControl initial={{ ...initial, own: picked || initial.own }} unsaved={picked && picked !== Math.round(initial.own) ? picked : 0} />,
  );
}
