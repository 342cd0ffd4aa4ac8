import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerWorker } from './register';

const register = vi.fn().mockResolvedValue({});

afterEach(() => {
  vi.useRealTimers();
  register.mockClear();
});

describe('the worker registration', () => {
  it('registers once the page has loaded and the browser is idle, for the scope the server names', () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
    registerWorker({ ajaxUrl: '', homeUrl: '/', sw: '/?yomu-sw=1', swScope: '/' });
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(register).toHaveBeenCalledWith('/?yomu-sw=1', { scope: '/' });
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
