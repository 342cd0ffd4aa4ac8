// The ad slot's React part, fetched after the page's load event (index.tsx).
import { mountReact } from '../../lib/islands/mount-react';
import { type AdNotice, AdSlot } from './ad-slot';
import type { AdProps } from './ads';

export function mountAdSlot(element: HTMLElement, code: DocumentFragment, notice: AdNotice | null, ad: AdProps): void {
  mountReact(element, <AdSlot slot={element} code={code} notice={notice} ad={ad} />);
}
