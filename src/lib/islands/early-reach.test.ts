import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reachedEarly, releaseClicks, takeEarlyKey, watchEarlyReach } from './early-reach';

beforeAll(() => watchEarlyReach(document));
afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `<main>
    <a href="/wp-login.php" data-yomu-modal="form-login">Sign in</a>
    <a href="/other" class="other">Other</a>
    <div data-island="modals" data-load="interaction" data-wake="[data-yomu-modal]"></div><div data-island="hover" data-load="interaction" data-wake-hover=".card"></div><a class="card" href="/manga/x/">Card</a></main>`;
  const seen: string[] = [];
  // What the page sees of each click, and whether it would still navigate (jsdom never does: it is kept a record).
  document.querySelector('main')!.addEventListener('click', (event) => {
    seen.push(`${(event.target as HTMLElement).textContent}${event.defaultPrevented ? ' (held)' : ''}`);
    event.preventDefault();
  });
  return { link: document.querySelector<HTMLElement>('[data-yomu-modal]')!, other: document.querySelector<HTMLElement>('.other')!, island: document.querySelector<HTMLElement>('[data-island]')!, seen };
}

describe('watchEarlyReach', () => {
  it("holds a click on an island's wake link until the island listens, then gives it again", () => {
    const { link, island, seen } = page();
    link.click();
    expect(seen).toEqual([]);
    releaseClicks(island);
    expect(seen).toEqual(['Sign in']);
  });

  it('lets other links, and wake links once their island listens, through at once', () => {
    const { link, other, island, seen } = page();
    other.click();
    releaseClicks(island);
    expect(seen).toEqual(['Other']);
    link.click();
    expect(seen).toEqual(['Other', 'Sign in']);
  });

  it('gives back only the last of several held clicks, once', () => {
    const { link, island, seen } = page();
    link.click();
    link.click();
    releaseClicks(island);
    releaseClicks(island);
    expect(seen).toEqual(['Sign in']);
  });

  it('remembers a hover of an island or its wake elements until its wake code listens, and lets card clicks through', () => {
    const { link, seen } = page();
    const hover = document.querySelector<HTMLElement>('[data-island="hover"]')!;
    const modals = document.querySelector<HTMLElement>('[data-island="modals"]')!;
    const card = document.querySelector<HTMLElement>('.card')!;
    expect([reachedEarly(hover), reachedEarly(modals)]).toEqual([false, false]);
    card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    expect(reachedEarly(hover)).toBe(false);
    card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    card.click();
    expect([reachedEarly(hover), reachedEarly(modals)]).toEqual([true, true]);
    expect(seen).toEqual(['Card']);
  });
});

describe('takeEarlyKey', () => {
  it('gives the last key pressed outside a field once, then keeps no more', () => {
    document.body.innerHTML = '<input id="field"><main id="page"></main>';
    const press = (id: string, key: string, init: KeyboardEventInit = {}) => document.getElementById(id)!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
    press('page', 'ArrowLeft');
    press('page', 'ArrowRight');
    press('field', 'a');
    press('page', 'r', { ctrlKey: true });
    expect(takeEarlyKey()).toBe('ArrowRight');
    expect(takeEarlyKey()).toBeNull();
    press('page', 'ArrowRight');
    expect(takeEarlyKey()).toBeNull();
  });
});

describe('watchEarlyReach, an eager island of the page', () => {
  /** A page of its own: the eager islands are those the page came with when the watch began. */
  function eagerPage() {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = `<div data-island="header" data-load="eager"><button type="button" class="toggle">Menu</button><button class="submit">Send</button></div>`;
    watchEarlyReach(doc);
    const seen: string[] = [];
    doc.body.addEventListener('click', (event) => void seen.push((event.target as HTMLElement).textContent ?? ''));
    const island = doc.querySelector<HTMLElement>('[data-island]')!;
    return { doc, island, seen, toggle: doc.querySelector<HTMLElement>('.toggle')!, submit: doc.querySelector<HTMLElement>('.submit')! };
  }

  it('holds a click on one of its plain buttons until it has mounted, then gives it again', () => {
    const { island, seen, toggle } = eagerPage();
    toggle.click();
    expect(seen).toEqual([]);
    releaseClicks(island);
    expect(seen).toEqual(['Menu']);
    toggle.click();
    expect(seen).toEqual(['Menu', 'Menu']);
  });

  it('lets through a button that does something without script, and the buttons of an island added later', () => {
    const { doc, seen, submit } = eagerPage();
    submit.click();
    doc.body.insertAdjacentHTML('beforeend', '<div data-island="later" data-load="eager"><button type="button">Later</button></div>');
    doc.querySelector<HTMLElement>('[data-island="later"] button')!.click();
    expect(seen).toEqual(['Send', 'Later']);
  });
});
