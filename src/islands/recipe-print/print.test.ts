import { describe, expect, it } from 'vitest';
import { NO_PRINT_FALLBACK, fillPrintDocument } from './print';

function recipe(): HTMLElement {
  document.body.innerHTML = `<div class="yomu-recipe"><h2 class="yomu-recipe__title">Miso soup</h2>
    <ul><li><label><input type="checkbox"> Tofu</label></li><li><label><input type="checkbox"> Miso</label></li></ul>
    <p class="no-print">Ad</p></div>`;
  const element = document.querySelector<HTMLElement>('.yomu-recipe')!;
  element.querySelectorAll<HTMLInputElement>('input')[1].checked = true;
  return element;
}

describe('recipe print document', () => {
  it('is titled with the heading, copies the recipe and keeps ticked ingredients', () => {
    const doc = document.implementation.createHTMLDocument('');
    fillPrintDocument(doc, recipe(), 'Miso soup', '');
    expect(doc.title).toBe('Miso soup');
    expect(doc.body.textContent).toContain('Tofu');
    const boxes = doc.querySelectorAll<HTMLInputElement>('input');
    expect([...boxes].map((b) => b.checked)).toEqual([false, true]);
    expect(boxes[1].hasAttribute('checked')).toBe(true);
  });

  it('uses the no-print fallback without a stylesheet, and links the stylesheet when one is set', () => {
    const plain = document.implementation.createHTMLDocument('');
    fillPrintDocument(plain, recipe(), 'x', '');
    expect(plain.head.querySelector('style')?.textContent).toBe(NO_PRINT_FALLBACK);
    const styled = document.implementation.createHTMLDocument('');
    fillPrintDocument(styled, recipe(), 'x', 'https://example.com/print.css');
    expect(styled.head.querySelector('link')?.getAttribute('href')).toBe('https://example.com/print.css');
    expect(styled.head.querySelector('style')).toBeNull();
  });
});
