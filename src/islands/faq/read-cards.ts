// Reads the server's FAQ cards once at mount: the question text, the answer's nodes (kept, not copied), whether
// the reader already opened the card, and its summary (to hand the focus over).
export interface FaqItem {
  question: string;
  answer: Node[];
  open: boolean;
  summary: HTMLElement;
}

/** The cards, or null when one is not shaped as the server renders them (the island then leaves them alone). */
export function readCards(root: ParentNode): FaqItem[] | null {
  const items: FaqItem[] = [];
  for (const card of root.querySelectorAll<HTMLDetailsElement>('details.yomu-faq__card')) {
    const summary = card.querySelector<HTMLElement>(':scope > summary');
    const answer = card.querySelector(':scope > .yomu-faq__answer');
    if (!summary || !answer) return null;
    items.push({ question: summary.textContent ?? '', answer: [...answer.childNodes], open: card.open, summary });
  }
  return items;
}
