import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountReact } from './mount-react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function host() {
  document.body.innerHTML = '<div data-island="demo"><a href="#top">fallback link</a></div>';
  return document.querySelector<HTMLElement>('[data-island]')!;
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
});
