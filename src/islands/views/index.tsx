// The views island (Yomu\Core\Views\PageView): no UI, so a plain module (README "Islands without UI"). Loaded when
// the browser is idle after the page's first image, it counts the page's view once.
import { countView, viewOf } from '../../lib/api/views';

export function mount(_element: HTMLElement, props: Record<string, unknown>): void {
  const view = viewOf(props);
  if (view) countView(view);
}
