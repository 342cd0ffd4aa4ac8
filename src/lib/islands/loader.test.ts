import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchEarlyReach } from './early-reach';
import { importersFromGlob, scheduleIslands, type IslandModule } from './loader';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

function island(name: string, props: string, load = 'eager') {
  document.body.insertAdjacentHTML('beforeend', `<div data-island="${name}" data-load="${load}" data-props='${props}'><a>fallback</a></div>`);
  return document.body.lastElementChild as HTMLElement;
}

describe('scheduleIslands', () => {
  it('imports an eager island and mounts it with its parsed props', async () => {
    const mount = vi.fn();
    const element = island('demo', '{"count":3}');
    expect(scheduleIslands(document, { demo: async () => ({ mount }) })).toBe(1);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledWith(element, { count: 3 }));
  });

  it('mounts islands that become ready together each in a task of its own', async () => {
    // What one island's mount leaves for the end of its task (a microtask) runs before the next island mounts: the two
    // mounts are not one long task.
    const order: string[] = [];
    const mount = (name: string) => () => {
      order.push(name);
      queueMicrotask(() => order.push(`${name} task ends`));
    };
    island('first', '{}');
    island('second', '{}');
    scheduleIslands(document, { first: async () => ({ mount: mount('first') }), second: async () => ({ mount: mount('second') }) });
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(['first', 'first task ends', 'second', 'second task ends']);
  });

  it('starts importing each eager island in a task of its own', async () => {
    const order: string[] = [];
    const importer = (name: string) => async () => {
      order.push(name);
      queueMicrotask(() => order.push(`${name} task ends`));
      return { mount: vi.fn() };
    };
    island('first', '{}');
    island('second', '{}');
    scheduleIslands(document, { first: importer('first'), second: importer('second') });
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toHaveLength(4));
    expect(order).toEqual(['first', 'first task ends', 'second', 'second task ends']);
  });

  it('never imports an island twice, and ignores unknown islands', async () => {
    const importer = vi.fn(async (): Promise<IslandModule> => ({ mount: vi.fn() }));
    island('demo', '{}');
    island('unknown', '{}');
    expect(scheduleIslands(document, { demo: importer })).toBe(1);
    expect(scheduleIslands(document, { demo: importer })).toBe(0);
    await flush();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the props are not a JSON object', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const mount = vi.fn();
    const element = island('demo', '[1,2]');
    scheduleIslands(document, { demo: async () => ({ mount }) });
    await flush();
    expect(mount).not.toHaveBeenCalled();
    expect(element.textContent).toBe('fallback');
  });

  it('keeps the fallback when the island code fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = island('demo', '{}');
    scheduleIslands(document, { demo: () => Promise.reject(new Error('offline')) });
    await flush();
    expect(element.textContent).toBe('fallback');
    expect(error).toHaveBeenCalled();
  });

  it('waits for the first interaction before importing an interaction island', async () => {
    const importer = vi.fn(async (): Promise<IslandModule> => ({ mount: vi.fn() }));
    const element = island('demo', '{}', 'interaction');
    scheduleIslands(document, { demo: importer });
    // The interaction code has arrived (its own small chunk) and listens; still nothing imported.
    await vi.waitFor(async () => expect((await import('./wake')).wakeOnInteraction).toBeTypeOf('function'));
    await flush();
    expect(importer).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('focusin'));
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
  });

  it('gives a click on a wake link that came before the interaction code arrived to the island once it has mounted', async () => {
    watchEarlyReach(document);
    const opened = vi.fn();
    const element = island('demo', '{}', 'interaction');
    element.dataset.wake = '.sign-in';
    document.body.insertAdjacentHTML('beforeend', '<a class="sign-in" href="/wp-login.php">Giriş yap</a>');
    const link = document.querySelector<HTMLElement>('.sign-in')!;
    const mount = (target: HTMLElement) => {
      // The island answers its links itself, as the account modals do.
      document.addEventListener('click', (event) => event.target === link && !event.defaultPrevented && opened());
      target.dataset.mounted = 'true';
    };
    scheduleIslands(document, { demo: async () => ({ mount }) });
    link.click();
    expect(opened).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
  });
});

describe('an interaction island reached for before its wake code arrived', () => {
  it('loads once that code listens, with no second gesture', async () => {
    watchEarlyReach(document);
    const importer = vi.fn(async (): Promise<IslandModule> => ({ mount: vi.fn() }));
    const element = island('demo', '{}', 'interaction');
    scheduleIslands(document, { demo: importer });
    element.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(importer).toHaveBeenCalledTimes(1));
  });
});

describe('importersFromGlob', () => {
  it('names islands after their folder', () => {
    const load = async () => ({});
    expect(Object.keys(importersFromGlob({ './islands/go-to-top/index.tsx': load, './islands/reader/index.tsx': load }))).toEqual([
      'go-to-top',
      'reader',
    ]);
  });
});
