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
});
