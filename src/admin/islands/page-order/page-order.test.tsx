import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountIsland } from '../../../test-support/islands';
import { mount } from './index';
import { moved } from './moved';

const FALLBACK = '<ol class="yomu-pages"><li><input type="number" name="position[1]" value="1"></li></ol>';
const props = {
  pages: [1, 2, 3].map((number) => ({ number, url: `https://example.test/${number}.jpg` })),
  reorderForm: 'reorder-form',
  removeForm: 'remove-form',
  help: 'page-order-help',
};

/** position[N] of each page, in the order shown. */
function positions(element: HTMLElement): string[] {
  return Array.from(element.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => `${input.name}=${input.value}`);
}

beforeEach(() => {
  window.yomuL10n = {
    locale: 'tr_TR',
    rtl: false,
    strings: { 'Move page %d': 'Sayfa %d taşı', 'Page %1$d is now at position %2$d of %3$d.': 'Sayfa %1$d artık %3$d sayfanın %2$d. sırasında.' },
  };
});

afterEach(() => {
  delete window.yomuL10n;
  document.documentElement.dir = '';
});

describe('moved', () => {
  it('moves one item and keeps the others in order, clamped to the list', () => {
    expect(moved(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('page-order', () => {
  it('replaces the number fields with handles, keeping each page in the reorder and remove forms', async () => {
    const element = await mountIsland(mount, FALLBACK, props, 'page-order');
    expect(element.querySelector('input[type="number"]')).toBeNull();
    expect(positions(element)).toEqual(['position[1]=1', 'position[2]=2', 'position[3]=3']);
    expect(Array.from(element.querySelectorAll('input[type="hidden"]')).every((input) => input.getAttribute('form') === 'reorder-form')).toBe(true);
    const ticks = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    expect(ticks.map((tick) => `${tick.name}=${tick.value}@${tick.getAttribute('form')}`)).toEqual(['pages[]=1@remove-form', 'pages[]=2@remove-form', 'pages[]=3@remove-form']);
    expect(screen.getByRole('button', { name: 'Sayfa 2 taşı' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('moves a page with the arrow keys, Home and End, keeps the focus on its handle and announces where it is', async () => {
    const element = await mountIsland(mount, FALLBACK, props, 'page-order');
    const first = screen.getByRole('button', { name: 'Sayfa 1 taşı' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(positions(element)).toEqual(['position[2]=1', 'position[1]=2', 'position[3]=3']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sayfa 1 taşı' }));
    expect(element.querySelector('[aria-live="polite"]')?.textContent).toBe('Sayfa 1 artık 3 sayfanın 2. sırasında.');
    expect(element.querySelector('[data-page="1"] .yomu-page__position')?.textContent).toBe('Position 2');
    expect(element.querySelector('[data-page="1"] .yomu-page__was')?.textContent).toBe('was 1');
    expect(element.querySelector('[data-page="3"] .yomu-page__was')).toBeNull();

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(positions(element)).toEqual(['position[2]=1', 'position[3]=2', 'position[1]=3']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayfa 3 taşı' }), { key: 'Home' });
    expect(positions(element)).toEqual(['position[3]=1', 'position[2]=2', 'position[1]=3']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayfa 3 taşı' }), { key: 'ArrowUp' }); // already first
    expect(positions(element)).toEqual(['position[3]=1', 'position[2]=2', 'position[1]=3']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayfa 3 taşı' }), { key: 'a' });
    expect(positions(element)).toEqual(['position[3]=1', 'position[2]=2', 'position[1]=3']);
  });

  it('follows the page direction for left and right: in Arabic, right is earlier', async () => {
    document.documentElement.dir = 'rtl';
    const element = await mountIsland(mount, FALLBACK, props, 'page-order');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayfa 2 taşı' }), { key: 'ArrowRight' });
    expect(positions(element)).toEqual(['position[2]=1', 'position[1]=2', 'position[3]=3']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Sayfa 2 taşı' }), { key: 'ArrowLeft' });
    expect(positions(element)).toEqual(['position[1]=1', 'position[2]=2', 'position[3]=3']);
  });

  it('keeps the server fields when the props are not a page list', async () => {
    const element = await mountIsland(mount, FALLBACK, { pages: 'x', reorderForm: 'r', removeForm: 'd' }, 'page-order');
    expect(element.querySelector('input[type="number"]')).not.toBeNull();
  });
});
