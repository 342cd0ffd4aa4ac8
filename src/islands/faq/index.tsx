import { mountReact } from '../../lib/islands/mount-react';
import { Faq } from './faq';
import { readCards } from './read-cards';

export function mount(element: HTMLElement): void {
  const items = readCards(element);
  if (items?.length) mountReact(element, <Faq items={items} />);
}
