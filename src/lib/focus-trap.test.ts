import { afterEach, describe, expect, it } from 'vitest';
import { focusablesIn, keepFocusInside } from './focus-trap';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialog(): HTMLElement {
  document.body.innerHTML = `<button id="outside">Dış</button><div id="d"><a href="#x" id="first">Bağlantı</a>
    <div hidden><input id="hidden"></div><input type="hidden" name="nonce"><button id="off" disabled>Kapalı</button>
    <button id="last">Kapat</button></div>`;
  return document.getElementById('d')!;
}

const tab = (shiftKey = false) => new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });

describe('focus trap', () => {
  it('lists only the controls Tab can reach', () => {
    expect(focusablesIn(dialog()).map((element) => element.id)).toEqual(['first', 'last']);
  });

  it('wraps from the last control to the first and back', () => {
    const container = dialog();
    document.getElementById('last')!.focus();
    const forward = tab();
    keepFocusInside(container, forward);
    expect(document.activeElement?.id).toBe('first');
    expect(forward.defaultPrevented).toBe(true);
    keepFocusInside(container, tab(true));
    expect(document.activeElement?.id).toBe('last');
  });

  it('brings the focus back in from outside, and leaves Tab alone between inner controls', () => {
    const container = dialog();
    document.getElementById('outside')!.focus();
    keepFocusInside(container, tab());
    expect(document.activeElement?.id).toBe('first');
    const inner = tab();
    keepFocusInside(container, inner);
    expect(inner.defaultPrevented).toBe(false);
  });
});
