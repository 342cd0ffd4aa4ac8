// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSizes, pictureSources, type Variant } from './picture';

const original = { url: '/p/1.jpg', width: 1000 };

describe('picture sources', () => {
  it('lists each format by width, AVIF before WebP before PNG, and the original as the widest candidate', () => {
    const variants: Variant[] = [
      ['/v/1-720.webp', 'image/webp', 720],
      ['/v/1-480.avif', 'image/avif', 480],
      ['/v/1-480.webp', 'image/webp', 480],
      ['/v/1-720.avif', 'image/avif', 720],
      ['/v/1.gif', 'image/gif', 480],
    ];
    expect(pictureSources(variants, original, false)).toEqual([
      { type: 'image/avif', srcset: '/v/1-480.avif 480w, /v/1-720.avif 720w, /p/1.jpg 1000w' },
      { type: 'image/webp', srcset: '/v/1-480.webp 480w, /v/1-720.webp 720w, /p/1.jpg 1000w' },
    ]);
  });

  it('leaves the original out when a variant is as wide, and has no sources without variants', () => {
    expect(pictureSources([['/v/1-720.png', 'image/png', 720]], { url: '/p/1.png', width: 720 }, false)).toEqual([{ type: 'image/png', srcset: '/v/1-720.png 720w' }]);
    expect(pictureSources([], original, false)).toEqual([]);
  });

  it('offers only the narrowest variant with the data saver', () => {
    const variants: Variant[] = [
      ['/v/1-1080.webp', 'image/webp', 1080],
      ['/v/1-480.webp', 'image/webp', 480],
    ];
    expect(pictureSources(variants, original, true)).toEqual([{ type: 'image/webp', srcset: '/v/1-480.webp 480w' }]);
  });
});

describe('sizes', () => {
  it('is the reader column: 900 px, the long strip 720 px, full width 1108 px, less 32 px of padding on narrow screens', () => {
    expect(pageSizes({ mode: 'paged', fit: 'width', full: false }, 1000, 1500)).toBe('(max-width: 932px) calc(100vw - 32px), 900px');
    expect(pageSizes({ mode: 'list', fit: 'height', full: false }, 1000, 1500)).toBe('(max-width: 932px) calc(100vw - 32px), 900px');
    expect(pageSizes({ mode: 'strip', fit: 'width', full: false }, 720, 6000)).toBe('(max-width: 752px) calc(100vw - 32px), 720px');
    expect(pageSizes({ mode: 'paged', fit: 'width', full: true }, 1000, 1500)).toBe('(max-width: 1140px) calc(100vw - 32px), 1108px');
  });

  it('follows the page proportions when a paged page fits the viewport height (spreads come out wider)', () => {
    expect(pageSizes({ mode: 'paged', fit: 'height', full: false }, 1000, 1500)).toBe('min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 0.6667))');
    expect(pageSizes({ mode: 'paged', fit: 'height', full: false }, 2000, 1500)).toBe('min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 1.3333))');
    expect(pageSizes({ mode: 'paged', fit: 'height', full: false }, 0, 0)).toBe('(max-width: 932px) calc(100vw - 32px), 900px');
  });

  it('draws a page at its own width, in the limited column, or at half the full width in a two-page spread', () => {
    expect(pageSizes({ mode: 'paged', fit: 'original', full: false }, 1000, 1500)).toBe('1000px');
    expect(pageSizes({ mode: 'strip', fit: 'limit', full: false }, 720, 6000)).toBe('(max-width: 672px) calc(100vw - 32px), 640px');
    expect(pageSizes({ mode: 'paged', fit: 'both', full: false }, 1000, 1500)).toBe('min(calc(100vw - 32px), 900px, calc((100vh - 16px) * 0.6667))');
    expect(pageSizes({ mode: 'paged', fit: 'width', full: false, spread: true }, 1000, 1500)).toBe('(max-width: 1140px) calc(50vw - 16px), 554px');
    // A wide page takes the whole spread.
    expect(pageSizes({ mode: 'paged', fit: 'width', full: false, spread: true }, 2000, 1500)).toBe('(max-width: 1140px) calc(100vw - 32px), 1108px');
    expect(pageSizes({ mode: 'paged', fit: 'height', full: false, spread: true }, 1000, 1500)).toBe('min(calc(50vw - 16px), 554px, calc((100vh - 16px) * 0.6667))');
  });
});
