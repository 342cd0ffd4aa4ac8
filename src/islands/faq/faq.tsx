// FAQ cards (SPEC §2): the server's <details> cards, rendered by React with an animated open and close.
import { FaqCard } from './faq-card';
import type { FaqItem } from './read-cards';

export function Faq({ items }: { items: FaqItem[] }) {
  return items.map((item, index) => <FaqCard key={index} item={item} />);
}
