// The ads island (Ads\Markup): no UI of its own, so a plain module, not a React component (README "Islands without
// UI"); it never pulls in React.
import { mountAd, readProps } from './ads';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  mountAd(element, readProps(props));
}
