// The views island (Yomu\Core\Views\PageView): loaded when the browser is idle after the page's first image, it
// counts the page's view once. It renders nothing; React is already on every manga and chapter page.
import { useEffect } from 'react';
import { countView, type PageView, viewOf } from '../../lib/api/views';
import { mountReact } from '../../lib/islands/mount-react';

function ViewCounter({ view }: { view: PageView }) {
  useEffect(() => countView(view), [view]);
  return null;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const view = viewOf(props);
  if (view) mountReact(element, <ViewCounter view={view} />);
}
