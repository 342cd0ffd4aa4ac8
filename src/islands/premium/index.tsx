// Premium island (eager): takes over the locked chapter's offer, a complete form without JavaScript, and buys
// through admin-ajax instead of a page round trip.
import { mountReact } from '../../lib/islands/mount-react';
import { PremiumOffer } from './premium-offer';
import { readOffer } from './read-offer';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const offer = readOffer(element);
  const chapter = typeof props.chapter === 'number' && props.chapter > 0 ? props.chapter : 0;
  if (!offer || !chapter) return;
  mountReact(element, <PremiumOffer offer={offer} chapter={chapter} />);
}
