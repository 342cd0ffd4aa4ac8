import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inViewAnimationClock } from '../../test-support/intersection-observer';
import { mountIsland } from '../../test-support/islands';
import { Counter } from './counter';
import { mount } from './index';

const FALLBACK = '<span class="yomu-counter__number">12.345+</span><span class="yomu-counter__label">Okur</span>';
const PROPS = { end: 12345, duration: 1500, separator: '.', suffix: '+' };

const clock = inViewAnimationClock();
const advance = clock.advance;

describe('counter', () => {
  it('shows 0 with the suffix until it is on screen, then counts up once to the formatted end value', async () => {
    const element = await mountIsland(mount, FALLBACK, PROPS, 'counter');
    const number = () => screen.getByText(/\+$/);
    expect(number().textContent).toBe('0+');
    expect(number().className).toBe('yomu-counter__number');
    expect(screen.getByText('Okur').className).toBe('yomu-counter__label');
    expect(element.dataset.state).toBe('waiting');
    advance(3000);
    expect(number().textContent).toBe('0+');

    clock.viewport().show(number());
    expect(element.dataset.state).toBe('counting');
    advance(750);
    const middle = Number(number().textContent?.replace(/\D/g, ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(12345);
    expect(number().textContent).toMatch(/^\d{1,3}(\.\d{3})*\+$/);
    advance(800);
    expect(number().textContent).toBe('12.345+');
    expect(element.dataset.state).toBe('done');

    // Scrolling away and back does not count again.
    clock.viewport().show(number(), false);
    clock.viewport().show(number());
    expect(number().textContent).toBe('12.345+');
    expect(element.dataset.state).toBe('done');
  });

  it('keeps the end value’s decimals, and shows the end at once with a zero duration', () => {
    const phases: string[] = [];
    render(<Counter end={2.5} duration={0} separator="," suffix=" km" label="" onPhase={(phase) => phases.push(phase)} />);
    const number = screen.getByText(/km$/);
    expect(number.textContent).toBe('0.0 km');
    expect(document.querySelector('.yomu-counter__label')).toBeNull();
    clock.viewport().show(number);
    expect(number.textContent).toBe('2.5 km');
    expect(phases).toEqual(['waiting', 'done']);
  });

  it('stops its frames when it leaves the page mid-count', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    const { unmount } = render(<Counter end={100} duration={1000} separator="," suffix="" label="" />);
    clock.viewport().show(screen.getByText('0'));
    advance(100);
    unmount();
    expect(cancel).toHaveBeenCalled();
    advance(2000);
  });
});
