import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_PRINT_FALLBACK, PRINT_DELAY, fillPrintDocument, printRecipe } from './print';

function recipe(): HTMLElement {
  document.body.innerHTML = `<div class="yomu-recipe"><h2 class="yomu-recipe__title">Miso soup</h2>
    <ul><li><label><input type="checkbox" checked> Tofu</label></li><li><label><input type="checkbox"> Miso</label></li></ul>
    <p class="no-print">Ad</p></div>`;
  return document.querySelector<HTMLElement>('.yomu-recipe')!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('recipe print document', () => {
  it('is titled with the heading, copies the recipe and ticks the ingredients the reader ticked', () => {
    const doc = document.implementation.createHTMLDocument('');
    fillPrintDocument(doc, recipe(), 'Miso soup', '', [false, true]);
    expect(doc.title).toBe('Miso soup');
    expect(doc.body.textContent).toContain('Tofu');
    const boxes = doc.querySelectorAll<HTMLInputElement>('input');
    expect([...boxes].map((b) => b.checked)).toEqual([false, true]);
    expect([...boxes].map((b) => b.hasAttribute('checked'))).toEqual([false, true]);
  });

  it('uses the no-print fallback without a stylesheet, and links the stylesheet when one is set', () => {
    const plain = document.implementation.createHTMLDocument('');
    fillPrintDocument(plain, recipe(), 'x', '', []);
    expect(plain.head.querySelector('style')?.textContent).toBe(NO_PRINT_FALLBACK);
    const styled = document.implementation.createHTMLDocument('');
    fillPrintDocument(styled, recipe(), 'x', 'https://example.com/print.css', []);
    expect(styled.head.querySelector('link')?.getAttribute('href')).toBe('https://example.com/print.css');
    expect(styled.head.querySelector('style')).toBeNull();
  });

  it('prints the window after 500 ms and closes it; prints the page itself when pop-ups are blocked', () => {
    vi.useFakeTimers();
    const child = { document: document.implementation.createHTMLDocument(''), focus: vi.fn(), print: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(child as unknown as Window);
    printRecipe(recipe(), 'Miso soup', '', [true, false]);
    expect(open).toHaveBeenCalledWith('', '_blank', 'width=800,height=900');
    expect(child.document.title).toBe('Miso soup');
    vi.advanceTimersByTime(PRINT_DELAY - 1);
    expect(child.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(child.print).toHaveBeenCalled();
    expect(child.close).toHaveBeenCalled();

    open.mockReturnValue(null);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    printRecipe(recipe(), 'Miso soup', '', []);
    expect(print).toHaveBeenCalled();
  });
});
