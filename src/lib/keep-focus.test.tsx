import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountIsland } from '../test-support/islands';
import { mountReact } from './islands/mount-react';
import { KeepFocus, rememberFocus } from './keep-focus';

function mount(element: HTMLElement) {
  mountReact(
    element,
    <KeepFocus restore={rememberFocus(element)}>
      <button type="button">Kaydet</button>
      <a href="/x">Bağlantı</a>
    </KeepFocus>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keeping the focus across a takeover', () => {
  it('focuses the element React rendered in place of the focused fallback element', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<button type="button">Kaydet</button><a href="/x">Bağlantı</a>';
    document.body.append(element);
    element.querySelector<HTMLElement>('a')!.focus();
    await act(async () => mount(element));
    expect(document.activeElement?.closest('.island-root')).not.toBeNull();
    expect(document.activeElement?.textContent).toBe('Bağlantı');
  });

  it('leaves the focus alone when it was elsewhere', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    outside.focus();
    await mountIsland(mount, '<button type="button">Kaydet</button>');
    expect(document.activeElement).toBe(outside);
  });
});
