import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVED_FLAG } from './keys';
import { registerWorker } from './register';

const register = vi.fn().mockResolvedValue({});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  register.mockClear();
});

describe('the worker registration', () => {
  it('registers on a device with saved chapters once the page has loaded and the browser is idle, for the scope the server names', () => {
    vi.useFakeTimers();
    localStorage.setItem(SAVED_FLAG, '1');
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerWorker({ ajaxUrl: '', homeUrl: '/', sw: '/?yomu-sw=1', swScope: '/' });
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).toHaveBeenCalledWith('/?yomu-sw=1', { scope: '/' });
  });

  it('does nothing on a device where nothing is saved', () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerWorker({ ajaxUrl: '', homeUrl: '/', sw: '/?yomu-sw=1', swScope: '/' });
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });

  it('does nothing where the server offers no worker', () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerWorker({ ajaxUrl: '', homeUrl: '/' });
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).not.toHaveBeenCalled();
  });
});
