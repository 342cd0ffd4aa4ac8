import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, currentModal, openModalById, SWITCH_DELAY, switchTo } from './dialog';

function modal(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.className = 'yomu-modal';
  element.hidden = true;
  element.setAttribute('role', 'dialog');
  element.innerHTML = '<button type="button" data-dismiss="modal">x</button><input name="a"><button type="submit">go</button>';
  document.body.append(element);
  return element;
}

afterEach(() => {
  closeModal(false);
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('account dialogs', () => {
  it('opens with focus on the first field, traps Tab, closes on Escape and returns focus', () => {
    const opener = document.createElement('a');
    opener.href = '#';
    document.body.append(opener);
    const login = modal('form-login');
    opener.focus();
    expect(openModalById('form-login', opener)).toBe(true);
    expect(login.hidden).toBe(false);
    expect(document.activeElement).toBe(login.querySelector('input'));

    const submit = login.querySelector<HTMLElement>('button[type="submit"]')!;
    submit.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(login.querySelector('[data-dismiss]'));

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(login.hidden).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it('switches to another modal after 500 ms', () => {
    vi.useFakeTimers();
    const login = modal('form-login');
    const reset = modal('form-reset');
    openModalById('form-login');
    switchTo('form-reset');
    expect(login.hidden).toBe(true);
    vi.advanceTimersByTime(SWITCH_DELAY - 1);
    expect(reset.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(reset.hidden).toBe(false);
    expect(currentModal()).toBe(reset);
  });

  it('ignores ids that are not account modals', () => {
    document.body.innerHTML = '<div id="main"></div>';
    expect(openModalById('main')).toBe(false);
  });
});
