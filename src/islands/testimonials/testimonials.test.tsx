import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';

const slide = (quote: string, name: string) =>
  `<li class="yomu-testimonials__slide"><figure><blockquote class="yomu-testimonials__quote"><p>${quote}</p></blockquote>` +
  `<figcaption class="yomu-testimonials__author"><img class="yomu-testimonials__photo" src="/${name}.jpg" alt="" width="56" height="56" loading="lazy"><span class="yomu-testimonials__name">${name}</span></figcaption></figure></li>`;
const FALLBACK = `<div class="yomu-testimonials"><ul class="yomu-testimonials__track">${slide('Harika okuyucu', 'Ayşe')}${slide('Sayfalar hızlı', 'Ben')}${slide('Çok beğendim', 'Chi')}</ul></div>`;

/** jsdom has no matchMedia; swiper asks it for its breakpoints. */
function screenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: width >= Number(/min-width:\s*(\d+)/.exec(query)?.[1] ?? Infinity), media: query }));
}

beforeEach(() => {
  vi.useFakeTimers();
  screenWidth(1280);
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { Next: 'Sonraki' } };
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.yomuL10n;
  document.documentElement.removeAttribute('dir');
});

describe('testimonials', () => {
  it('turns the server list into a swiper that keeps the server’s slide nodes', async () => {
    let photo: Element | null = null;
    const element = await mountIsland(
      (host, props) => {
        photo = host.querySelector('img');
        return mount(host, props);
      },
      FALLBACK,
      { perView: 2 },
      'testimonials',
    );
    const root = element.querySelector('.yomu-testimonials') as HTMLElement;
    expect(element.dataset.mounted).toBe('true');
    expect(root.classList).toContain('swiper-initialized');
    expect(root.hasAttribute('dir')).toBe(false);
    expect(root.querySelector(':scope > ul')?.className).toBe('yomu-testimonials__track swiper-wrapper');
    const slides = root.querySelectorAll('.yomu-testimonials__slide.swiper-slide');
    expect([...slides].map((li) => li.querySelector('.yomu-testimonials__name')?.textContent)).toEqual(['Ayşe', 'Ben', 'Chi']);
    expect(slides[0].querySelector('img')).toBe(photo);
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual(['1 / 3', '2 / 3', '3 / 3']);
    expect(screen.getByText('Harika okuyucu').closest('blockquote')?.className).toBe('yomu-testimonials__quote');
    expect(root.querySelector('.yomu-testimonials__dots')?.classList).toContain('swiper-pagination');
  });

  it('runs right to left on Arabic pages', async () => {
    document.documentElement.dir = 'rtl';
    const element = await mountIsland(mount, FALLBACK, { perView: 1 }, 'testimonials');
    expect(element.querySelector('.yomu-testimonials')?.getAttribute('dir')).toBe('rtl');
  });

  it('leaves an empty list alone', async () => {
    const element = await mountIsland(mount, '<div class="yomu-testimonials"><ul class="yomu-testimonials__track"></ul></div>', {}, 'testimonials');
    expect(element.dataset.mounted).toBeUndefined();
  });

  it('destroys the swiper when it leaves the page, giving the slides back', async () => {
    const element = await mountIsland(mount, FALLBACK, { perView: 1 }, 'testimonials');
    const figure = element.querySelector('figure');
    expect(element.querySelector('.swiper-initialized')).not.toBeNull();
    const { unmountIsland } = await import('../../lib/islands/mount-react');
    act(() => unmountIsland(element));
    expect(element.querySelector('.swiper-initialized')).toBeNull();
    expect(figure?.parentElement?.className).toBe('yomu-testimonials__slide');
  });
});
