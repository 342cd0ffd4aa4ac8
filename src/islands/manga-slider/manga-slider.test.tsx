import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount, scrolledSlide } from './index';
import { BREAKPOINTS, sliderOptions, type SliderStyle } from './options';

type SwiperElement = HTMLElement & { swiper: { params: { speed: number; autoplay: unknown; slidesPerView: number }; rtl: boolean; activeIndex: number; destroyed: boolean } };

const slides = (count: number) =>
  `<div class="manga-slider__track" role="list">${Array.from(
    { length: count },
    (_, i) => `<div class="manga-slider__slide slider__item" role="listitem"><div class="page-item-detail"><img src="/c${i}.jpg" alt="Manga ${i}"></div></div>`,
  ).join('')}</div>`;

/** The slider's container once swiper has started (in a task after the next frame). */
async function started(element: HTMLElement): Promise<SwiperElement> {
  const container = element.querySelector<SwiperElement>('.swiper')!;
  await vi.waitFor(() => expect(container.classList.contains('swiper-initialized')).toBe(true));
  return container;
}

beforeEach(() => {
  // Swiper reads media queries for its breakpoints; jsdom has none.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { Previous: 'Önceki', Next: 'Sonraki' } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.yomuL10n;
  document.documentElement.removeAttribute('dir');
});

describe('manga slider', () => {
  it('drives the server slides with swiper, keeping the cards as they were', async () => {
    const html = slides(8);
    const element = await mountIsland(mount, html, { style: 1, autoplay: false, items: 0, rtl: false }, 'manga-slider');
    const container = await started(element);
    expect(container.swiper.params.speed).toBe(500);
    expect(container.swiper.rtl).toBe(false);
    const track = container.querySelector('.manga-slider__track')!;
    expect(track.className).toBe('manga-slider__track swiper-wrapper');
    expect(track.getAttribute('role')).toBe('list');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.every((item) => item.classList.contains('manga-slider__slide') && item.classList.contains('swiper-slide'))).toBe(true);
    // Same cards inside: only swiper's classes were added around them.
    const template = document.createElement('div');
    template.innerHTML = html;
    expect(items.map((item) => item.innerHTML)).toEqual(Array.from(template.querySelectorAll('.manga-slider__slide'), (slide) => slide.innerHTML));
    // The fallback list is gone: one track only.
    expect(element.querySelectorAll('.manga-slider__track')).toHaveLength(1);
  });

  it('moves with its previous and next buttons', async () => {
    const element = await mountIsland(mount, slides(8), { style: 3 }, 'manga-slider');
    const container = await started(element);
    expect(container.swiper.activeIndex).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(container.swiper.activeIndex).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(container.swiper.activeIndex).toBe(0);
  });

  it('runs right to left on a right-to-left page, and autoplays when asked', async () => {
    document.documentElement.dir = 'rtl';
    const element = await mountIsland(mount, slides(4), { style: 2, autoplay: true, items: 3 }, 'manga-slider');
    const container = await started(element);
    expect(container.getAttribute('dir')).toBe('rtl');
    expect(container.swiper.rtl).toBe(true);
    expect(container.swiper.params.autoplay).toMatchObject({ delay: 3000, disableOnInteraction: false });
  });

  it('leaves a mount point without a track alone', async () => {
    const element = await mountIsland(mount, '<p>Boş</p>', {}, 'manga-slider');
    expect(element.innerHTML).toBe('<p>Boş</p>');
  });
});

describe('the scripted layout before swiper starts (listing.css)', () => {
  const css = readFileSync(resolve(process.cwd(), 'theme/css/listing.css'), 'utf8');

  it('has the slides per view of options.ts for every style and breakpoint', () => {
    const mediaFor = (index: number) => (index === 0 ? /\n\.manga-slider__track \{ --per-view: var\(--pv-(\d)/ : new RegExp(`min-width: ${BREAKPOINTS[index - 1]}px\\) \\{ \\.manga-slider__track \\{ --per-view: var\\(--pv-(\\d)`));
    for (const style of [1, 2, 3, 4] as SliderStyle[]) {
      const rule = new RegExp(`\\.manga-slider--style-${style} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      const options = sliderOptions(style);
      const expected = [options.slidesPerView, ...BREAKPOINTS.map((width) => options.breakpoints[width].slidesPerView)];
      const declared = expected.map((_, index) => {
        const slot = mediaFor(index).exec(css)?.[1];
        return Number(new RegExp(`--pv-${slot}: (\\d+)`).exec(rule)?.[1]);
      });
      expect(declared, `style ${style}`).toEqual(expected);
      const gap = /--slider-gap: (\d+)px/.exec(rule) ?? /\.manga-slider \{[^}]*--slider-gap: (\d+)px/.exec(css);
      expect(Number(gap?.[1]), `style ${style} gap`).toBe(options.spaceBetween);
    }
  });

  it('starts at the slide the reader had scrolled the track to by hand, either way round', () => {
    const track = document.createElement('div');
    track.innerHTML = '<div></div><div></div><div></div><div></div>';
    Array.from(track.children).forEach((slide, index) => {
      slide.getBoundingClientRect = () => ({ left: index * 165, width: 150 }) as DOMRect;
    });
    expect(scrolledSlide(track)).toBe(0);
    track.scrollLeft = 340;
    expect(scrolledSlide(track)).toBe(2);
    // Right to left, browsers count scrollLeft down from zero.
    Object.defineProperty(track, 'scrollLeft', { value: -160, configurable: true });
    expect(scrolledSlide(track)).toBe(1);
  });
});
