import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeOnInteraction } from './wake';

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = '';
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function page() {
  document.body.innerHTML = `
    <a href="/wp-login.php" data-yomu-modal="form-login">Sign in</a>
    <div data-island="modals" data-load="interaction" data-wake="[data-yomu-modal]" data-wake-event="yomu:require-login"></div>`;
  return { link: document.querySelector<HTMLAnchorElement>('a')!, element: document.querySelector<HTMLElement>('[data-island]')! };
}

/** Records the clicks the page (the island, once listening) sees, and whether each would still navigate. */
function clicksSeen() {
  const seen: boolean[] = [];
  const record = (event: MouseEvent) => {
    seen.push(event.defaultPrevented);
    event.preventDefault(); // jsdom does not navigate; keep the record only.
  };
  document.addEventListener('click', record);
  stops.push(() => document.removeEventListener('click', record));
  return seen;
}

describe('wakeOnInteraction', () => {
  it('starts the download when a wake link is hovered or focused, once', async () => {
    const { link, element } = page();
    const load = vi.fn(async () => true);
    stops.push(wakeOnInteraction(element, load));
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a click that comes before the island mounted and gives it again once it has', async () => {
    const { link, element } = page();
    const seen = clicksSeen();
    stops.push(wakeOnInteraction(element, async () => true));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    await flush();
    expect(seen).toEqual([]);
    element.dataset.mounted = 'true';
    await vi.waitFor(() => expect(seen).toEqual([false]));
    // Mounted, it answers the link itself: nothing is held any more.
    link.click();
    expect(seen).toEqual([false, false]);
  });

  it('lets a held click through when the island cannot load, so the link does what it does without JavaScript', async () => {
    const { link, element } = page();
    const seen = clicksSeen();
    stops.push(wakeOnInteraction(element, async () => false));
    link.click();
    await vi.waitFor(() => expect(seen).toEqual([false]));
  });

  it("gives another island's request to the island once it mounted, with its detail", async () => {
    const { element } = page();
    const asked: unknown[] = [];
    stops.push(wakeOnInteraction(element, async () => true));
    document.dispatchEvent(new CustomEvent('yomu:require-login', { detail: { bookmarking: true } }));
    await flush();
    const record = (event: Event) => asked.push((event as CustomEvent).detail);
    document.addEventListener('yomu:require-login', record);
    stops.push(() => document.removeEventListener('yomu:require-login', record));
    element.dataset.mounted = 'true';
    await vi.waitFor(() => expect(asked).toEqual([{ bookmarking: true }]));
  });

  it("gives a held click to the island's own copy of the link when it replaced the server's", async () => {
    const { link, element } = page();
    const seen = clicksSeen();
    stops.push(wakeOnInteraction(element, async () => true));
    link.click();
    await flush();
    const copy = document.createElement('a');
    copy.dataset.yomuModal = 'form-login';
    copy.textContent = 'copy';
    const mark = () => seen.push(true);
    copy.addEventListener('click', mark);
    link.replaceWith(copy);
    element.dataset.mounted = 'true';
    await vi.waitFor(() => expect(seen).toContain(true));
  });

  it('wakes on a hover of its hover elements without holding their clicks', async () => {
    document.body.innerHTML = `<a href="/manga/x/" class="card">Card</a><div data-island="hover" data-load="interaction" data-wake-hover=".card"></div>`;
    const card = document.querySelector<HTMLElement>('.card')!;
    const element = document.querySelector<HTMLElement>('[data-island]')!;
    const load = vi.fn(async () => true);
    const seen = clicksSeen();
    stops.push(wakeOnInteraction(element, load));
    card.click();
    expect(seen).toEqual([false]);
    expect(load).not.toHaveBeenCalled();
    // A touch never wakes it: phones have no hover.
    card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }));
    card.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    card.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a link inside another island of the same name to that island', async () => {
    document.body.innerHTML = ['one', 'two'].map((name) => `<div data-island="more" data-load="interaction" data-wake=".more" id="${name}"><a class="more" href="/page/2/">${name}</a></div>`).join('');
    const [one, two] = ['one', 'two'].map((id) => document.getElementById(id)!);
    const loads = { one: vi.fn(async () => true), two: vi.fn(async () => true) };
    stops.push(wakeOnInteraction(one, loads.one), wakeOnInteraction(two, loads.two));
    two.querySelector<HTMLElement>('.more')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads.two).toHaveBeenCalledTimes(1);
    expect(loads.one).not.toHaveBeenCalled();
  });
});
