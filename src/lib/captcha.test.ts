import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindCaptcha } from './captcha';

function form(container: string): HTMLFormElement {
  document.body.innerHTML = `<form><input name="log">${container}<p class="submit"><button type="submit">Go</button></p></form>`;
  return document.querySelector('form')!;
}

const testWidget = (expires = 2) =>
  `<div data-captcha data-provider="test" data-field="yomu-test-captcha-response" data-expires="${expires}"><label><input type="checkbox"> robot?</label><input type="hidden" name="yomu-test-captcha-response" value=""></div>`;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete window.turnstile;
});

describe('captcha on an account form', () => {
  it('does nothing to a form without a captcha', () => {
    const f = form('');
    expect(bindCaptcha(f, 'failed')).toBeNull();
    expect(f.querySelector('button')!.disabled).toBe(false);
  });

  it('keeps submit disabled until answered, and disables it again on expiry, failure and reset', async () => {
    const f = form(testWidget(2));
    const submit = f.querySelector('button')!;
    const field = f.querySelector<HTMLInputElement>('input[type="hidden"]')!;
    const box = f.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const control = bindCaptcha(f, 'failed')!;
    expect(submit.disabled).toBe(true);
    control.start();
    await flush();

    vi.useFakeTimers();
    box.click();
    expect(field.value).toMatch(/^pass-[0-9a-f]{16}$/);
    expect(submit.disabled).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(box.checked).toBe(false);
    expect(field.value).toBe('');
    expect(submit.disabled).toBe(true);

    box.click();
    const first = field.value;
    expect(submit.disabled).toBe(false);
    f.querySelector('[data-captcha]')!.dispatchEvent(new CustomEvent('yomu-test-captcha:error'));
    expect(submit.disabled).toBe(true);
    expect(field.value).toBe('');

    box.click();
    expect(field.value).not.toBe(first);
    f.querySelector('[data-captcha]')!.dispatchEvent(new CustomEvent('yomu:captcha-reset'));
    expect(box.checked).toBe(false);
    expect(submit.disabled).toBe(true);
    expect(field.value).toBe('');
  });

  it('renders Turnstile with the site key, fills the response field, and resets that widget', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const reset = vi.fn();
    window.turnstile = {
      render: (_el, params) => {
        calls.push(params);
        return 'w1';
      },
      reset,
    };
    const f = form('<div data-captcha data-provider="turnstile" data-sitekey="1x00000000000000000000AA" data-field="cf-turnstile-response"><input type="hidden" name="cf-turnstile-response" value=""></div>');
    const submit = f.querySelector('button')!;
    const field = f.querySelector<HTMLInputElement>('input[name="cf-turnstile-response"]')!;
    const control = bindCaptcha(f, 'failed')!;
    control.start();
    control.start();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].sitekey).toBe('1x00000000000000000000AA');
    expect(calls[0]['response-field']).toBe(false);

    (calls[0].callback as (t: string) => void)('tok-1');
    expect(field.value).toBe('tok-1');
    expect(submit.disabled).toBe(false);
    (calls[0]['expired-callback'] as () => void)();
    expect(submit.disabled).toBe(true);
    (calls[0].callback as (t: string) => void)('tok-2');
    expect((calls[0]['error-callback'] as () => boolean)()).toBe(true);
    expect(submit.disabled).toBe(true);
    expect(field.value).toBe('');

    f.querySelector('[data-captcha]')!.dispatchEvent(new CustomEvent('yomu:captcha-reset'));
    expect(reset).toHaveBeenCalledWith('w1');
  });

  it('shows the message and keeps submit disabled when the provider script cannot load', async () => {
    const f = form('<div data-captcha data-provider="turnstile" data-sitekey="k" data-field="cf-turnstile-response"><input type="hidden" name="cf-turnstile-response"></div>');
    bindCaptcha(f, 'The captcha could not be loaded.')!.start();
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="challenges.cloudflare.com/turnstile"]');
    expect(script?.src).toContain('render=explicit');
    script!.dispatchEvent(new Event('error'));
    await flush();
    expect(f.querySelector('[role="alert"]')?.textContent).toBe('The captcha could not be loaded.');
    expect(f.querySelector('button')!.disabled).toBe(true);
    expect(document.head.querySelector('script[src*="turnstile"]')).toBeNull();
  });
});
