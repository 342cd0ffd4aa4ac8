import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { Countdown } from './countdown';
import { mount } from './index';

const NOW = Date.parse('2030-01-01T00:00:00Z');
const FALLBACK = '<p class="yomu-countdown__fallback"><time datetime="2030-01-03T03:30:00+00:00">3 Ocak 2030 03:30</time></p>';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { Days: 'Gün', Seconds: 'Saniye' } };
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete window.yomuL10n;
});

const units = () =>
  screen.getAllByRole('listitem').map((item) => ({
    unit: item.className.replace(/.*--/, ''),
    value: item.querySelector('.yomu-countdown__value')?.textContent,
    label: item.querySelector('.yomu-countdown__label')?.textContent,
  }));

describe('countdown', () => {
  it('replaces the date with a timer of zero-padded units in the full format, with the block’s and translated labels', async () => {
    const element = await mountIsland(mount, FALLBACK, { target: '2030-01-03T03:30:09+00:00', format: 'full', labels: { hours: 'Sa' } }, 'countdown');
    expect(element.querySelector('.yomu-countdown__fallback')).toBeNull();
    expect(screen.getByRole('timer').className).toBe('yomu-countdown__units');
    expect(units()).toEqual([
      { unit: 'years', value: '00', label: 'Years' },
      { unit: 'months', value: '00', label: 'Months' },
      { unit: 'days', value: '02', label: 'Gün' },
      { unit: 'hours', value: '03', label: 'Sa' },
      { unit: 'minutes', value: '30', label: 'Minutes' },
      { unit: 'seconds', value: '09', label: 'Saniye' },
    ]);
    expect(element.dataset.state).toBe('running');
  });

  it('ticks every second and stops on zero when the target passes', async () => {
    const element = await mountIsland(mount, FALLBACK, { target: '2030-01-01T00:00:02Z', format: 'short' }, 'countdown');
    const seconds = () => within(screen.getByRole('timer')).getByText(/^\d+$/, { selector: '.yomu-countdown__unit--seconds > *' }).textContent;
    expect(units().map((unit) => unit.unit)).toEqual(['days', 'hours', 'minutes', 'seconds']);
    expect(seconds()).toBe('02');
    act(() => void vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('01');
    act(() => void vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('00');
    expect(element.dataset.state).toBe('finished');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking when it leaves the page', () => {
    const { unmount } = render(<Countdown target={NOW + 60_000} format="short" labels={{}} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('alerts "incorrect time value" for an invalid date and keeps the fallback', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'You have entered an incorrect time value': 'Yanlış bir zaman değeri girdiniz' } };
    const element = await mountIsland(mount, '', { target: '', format: 'short' }, 'countdown');
    expect(alert).toHaveBeenCalledWith('Yanlış bir zaman değeri girdiniz');
    expect(element.dataset.state).toBe('invalid');
    expect(element.dataset.mounted).toBeUndefined();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
