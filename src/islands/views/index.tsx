// The views island (Yomu\Core\Views\PageView): loaded when the browser is idle after the page's first image, it
// counts the page's view once. It draws nothing, so it has no React: the manga page loads React only when the reader
// reaches for one of its controls.
import { countView, viewOf } from '../../lib/api/views';

export function mount(_element: HTMLElement, props: Record<string, unknown>): void {
  const view = viewOf(props);
  if (view) countView(view);
}
