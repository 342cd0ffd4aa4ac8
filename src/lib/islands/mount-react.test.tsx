import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountReact, unmountIsland } from './mount-react';
import { followPresses, resetPresses } from './press';

followPresses(document);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  resetPresses();
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => act(() => unmountIsland(element)));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function host(name = 'demo') {
  document.body.insertAdjacentHTML('beforeend', `<div data-island="${name}"><a href="#top">fallback link</a></div>`);
  return document.querySelector<HTMLElement>(`[data-island="${name}"]`)!;
}

function Boom(): never {
  throw new Error('boom');
}

describe('mountReact', () => {
  it('replaces the server fallback once the island has rendered', async () => {
    const element = host();
    await act(async () => mountReact(element, <button type="button">live</button>));
    expect(element.querySelector('a')).toBeNull();
    expect(element.querySelector('button')?.textContent).toBe('live');
    expect(element.dataset.mounted).toBe('true');
  });

  it('puts the fallback back when the island crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = host();
    await act(async () => mountReact(element, <Boom />));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(element.querySelector('a')?.textContent).toBe('fallback link');
    expect(element.querySelector('.island-root')).toBeNull();
    expect(element.dataset.mounted).toBeUndefined();
  });

  it('keeps the other islands when one is unmounted', async () => {
    const first = host('first');
    const second = host('second');
    await act(async () => mountReact(first, <button type="button">one</button>));
    await act(async () => mountReact(second, <button type="button">two</button>));
    expect(first.querySelector('button')?.textContent).toBe('one');
    expect(second.querySelector('button')?.textContent).toBe('two');
    act(() => unmountIsland(first));
    expect(first.querySelector('button')).toBeNull();
    expect(second.querySelector('button')?.textContent).toBe('two');
  });

  it('waits for a press on the server markup to end before taking it over, so its click is not lost', async () => {
    const element = host();
    const link = element.querySelector('a')!;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await act(async () => void mountReact(element, <p>island</p>));
    expect(element.querySelector('a')).toBe(link);
    expect(element.dataset.mounted).toBeUndefined();
    const clicked = vi.fn();
    link.addEventListener('click', clicked);
    await act(async () => {
      link.dispatchEvent(new Event('pointerup', { bubbles: true }));
      link.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(element.dataset.mounted).toBe('true');
    expect(element.textContent).toBe('island');
  });
});
