// Rating island: takes over the manga page's rating block (plugin Ratings\Control), which without JavaScript is a
// form of five radio buttons posting to admin-post.php. A star the reader already picked in that form, and the
// focus, are kept through the takeover.
import { mountReact } from '../../lib/islands/mount-react';
import { KeepFocus, rememberFocus } from '../../lib/keep-focus';
import { RatingControl } from './rating-control';
import { readProps } from './state';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const initial = readProps(props);
  if (!initial) return;
  const picked = Number(element.querySelector<HTMLInputElement>('.rating-stars input[name="star"]:checked')?.value ?? 0);
  mountReact(
    element,
    <KeepFocus restore={rememberFocus(element)}>
      <RatingControl initial={{ ...initial, own: picked || initial.own }} />
    </KeepFocus>,
  );
}
