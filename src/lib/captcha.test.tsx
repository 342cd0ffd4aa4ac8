import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CaptchaSpec, readCaptcha, useCaptcha } from './captcha';

const turnstileSpec: CaptchaSpec = { provider: 'turnstile', field: 'cf-turnstile-response', sitekey: '1x00000000000000000000AA', expires: 120, label: '' };

function Harness({ spec, visible }: { spec: CaptchaSpec | null; visible: boolean }) {
  const captcha = useCaptcha(spec, visible);
  return (
    <div>
      <div ref={captcha.slotRef} data-testid="slot" />
      <output>{captcha.token || 'none'}</output>
      {captcha.loadFailed && <p role="alert">failed</p>}
      <button type="button" onClick={captcha.reset}>
        reset
      </button>
    </div>
  );
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('reading the server captcha', () => {
  it('reads the provider, field, site key, lifetime and label', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-captcha data-provider="test" data-field="f" data-expires="6"><label><input type="checkbox"> Robot değilim</label></div>';
    expect(readCaptcha(container.firstElementChild!)).toEqual({ provider: 'test', field: 'f', sitekey: '', expires: 6, label: 'Robot değilim' });
    container.innerHTML = '<div data-captcha data-provider="turnstile" data-field="cf" data-sitekey="k"></div>';
    expect(readCaptcha(container.firstElementChild!)).toMatchObject({ provider: 'turnstile', sitekey: 'k', expires: 120, label: '' });
  });
});

describe('useCaptcha with Turnstile', () => {
  it('renders the widget once, when first visible, and follows its answers; reset resets that widget', async () => {
    const calls: Array<Record<string, unknown>> = [];
    const reset = vi.fn();
    window.turnstile = {
      render: (_slot, params) => {
        calls.push(params);
        return 'w1';
      },
      reset,
    };
    const { rerender } = render(<Harness spec={turnstileSpec} visible={false} />);
    await flush();
    expect(calls).toHaveLength(0);
    rerender(<Harness spec={turnstileSpec} visible />);
    await flush();
    rerender(<Harness spec={turnstileSpec} visible={false} />);
    rerender(<Harness spec={turnstileSpec} visible />);
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].sitekey).toBe('1x00000000000000000000AA');
    expect(calls[0]['response-field']).toBe(false);

    act(() => (calls[0].callback as (t: string) => void)('tok-1'));
    expect(screen.getByRole('status').textContent).toBe('tok-1');
    act(() => (calls[0]['expired-callback'] as () => void)());
    expect(screen.getByRole('status').textContent).toBe('none');
    act(() => (calls[0].callback as (t: string) => void)('tok-2'));
    let handled = false;
    act(() => void (handled = (calls[0]['error-callback'] as () => boolean)()));
    expect(handled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('none');

    act(() => (calls[0].callback as (t: string) => void)('tok-3'));
    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(reset).toHaveBeenCalledWith('w1');
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('loads the provider script only when needed, shows the failure, and retries on the next showing', async () => {
    const { rerender } = render(<Harness spec={turnstileSpec} visible />);
    const script = () => document.head.querySelector<HTMLScriptElement>('script[src*="challenges.cloudflare.com/turnstile"]');
    expect(script()?.src).toContain('render=explicit');
    act(() => void script()!.dispatchEvent(new Event('error')));
    await flush();
    expect(screen.getByRole('alert').textContent).toBe('failed');
    expect(script()).toBeNull();

    rerender(<Harness spec={turnstileSpec} visible={false} />);
    rerender(<Harness spec={turnstileSpec} visible />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(script()).not.toBeNull();
  });

  it('starts nothing for a form without a captcha or with a provider it does not know', async () => {
    render(<Harness spec={null} visible />);
    render(<Harness spec={{ ...turnstileSpec, provider: 'other' }} visible />);
    await flush();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
