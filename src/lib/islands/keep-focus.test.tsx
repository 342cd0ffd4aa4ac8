import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mountReact } from './mount-react';

function mount(element: HTMLElement) {
  mountReact(
    element,
    <>
      <button type="button">Kaydet</button>
      <a href="/x">Bağlantı</a>
    </>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keeping the focus across a takeover', () => {
  it('focuses the element React rendered in place of the focused fallback element, in the commit that removes it', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<button type="button">Kaydet</button><a href="/x">Bağlantı</a>';
    document.body.append(element);
    element.querySelector<HTMLElement>('a')!.focus();
    // Where the focus is when the island says it has mounted (wake.ts then gives it the reader's held click).
    const atMount: string[] = [];
    new MutationObserver(() => atMount.push(document.activeElement?.textContent ?? '')).observe(element, { attributes: true, attributeFilter: ['data-mounted'] });
    await act(async () => mount(element));
    expect(document.activeElement?.closest('.island-root')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Bağlantı');
    expect(atMount).toEqual(['Bağlantı']);
  });

  it('focuses the element the reader focused after the island started loading', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<button type="button">Kaydet</button><a href="/x">Bağlantı</a>';
    document.body.append(element);
    element.querySelector<HTMLElement>('a')!.focus();
    await act(async () => {
      mount(element);
      element.querySelector<HTMLElement>('button')!.focus();
    });
    expect(document.activeElement?.closest('.island-root')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Kaydet');
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await mountIsland(mount, '<button type="button">Kaydet</button>');
    expect(document.activeElement).toBe(outside);
  });
});
