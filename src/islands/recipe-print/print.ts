// The recipe print window (SPEC §2): titled with the heading, the recipe copied with the reader's ticks, the
// print stylesheet (or a fallback hiding .no-print elements); it prints after 500 ms and closes.
export const PRINT_DELAY = 500;
export const NO_PRINT_FALLBACK = '.no-print { display: none !important; }';

export function fillPrintDocument(doc: Document, recipe: HTMLElement, title: string, stylesheet: string, ticks: readonly boolean[]): void {
  doc.title = title;
  const charset = doc.createElement('meta');
  charset.setAttribute('charset', 'utf-8');
  doc.head.append(charset);
  if (stylesheet) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.media = 'all';
    doc.head.append(link);
  } else {
    const style = doc.createElement('style');
    style.textContent = NO_PRINT_FALLBACK;
    doc.head.append(style);
  }
  const copy = doc.importNode(recipe, true) as HTMLElement;
  copy.querySelectorAll<HTMLInputElement>('input[type="checkbox"]').forEach((box, i) => {
    const ticked = ticks[i] === true;
    box.checked = ticked;
    box.toggleAttribute('checked', ticked);
  });
  copy.querySelectorAll('[data-island]').forEach((node) => node.removeAttribute('data-island'));
  doc.body.replaceChildren(copy);
}

/** Opens the print window for the recipe; where pop-ups are blocked, prints the page itself. */
export function printRecipe(recipe: HTMLElement, title: string, stylesheet: string, ticks: readonly boolean[]): void {
  const win = window.open('', '_blank', 'width=800,height=900');
  if (!win) {
    window.print();
    return;
  }
  fillPrintDocument(win.document, recipe, title, stylesheet, ticks);
  window.setTimeout(() => {
    win.focus();
    win.print();
    win.close();
  }, PRINT_DELAY);
}
