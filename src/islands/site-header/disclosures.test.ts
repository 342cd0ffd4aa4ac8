import { afterEach, describe, expect, it } from 'vitest';
import { dismissDisclosures } from './disclosures';

let stop = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('header disclosures', () => {
  it('close on a click elsewhere and on Escape inside, which focuses their summary', () => {
    document.body.innerHTML = '<header><details open><summary>Ayşe</summary><a href="/hesap">Hesap</a></details></header><p>Sayfa</p>';
    const details = document.querySelector('details') as HTMLDetailsElement;
    stop = dismissDisclosures('header details');

    details.querySelector('a')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details.open).toBe(true);
    document.querySelector('p')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(details.open).toBe(false);

    details.open = true;
    details.querySelector('a')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement?.textContent).toBe('Ayşe');
  });
});
