import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, photoswipeOptions } from './settings';
import { collectGroup, isImageUrl } from './items';

describe('lightbox settings', () => {
  it('maps the SPEC §9 numbers onto PhotoSwipe, with the counter and scroll-zoom off', () => {
    const options = photoswipeOptions(DEFAULT_SETTINGS, 3);
    expect(options).toMatchObject({
      bgOpacity: 0.7,
      zoomAnimationDuration: 250,
      showAnimationDuration: 300,
      hideAnimationDuration: 300,
      maxZoomLevel: 10,
      secondaryZoomLevel: 2,
      counter: false,
      wheelToZoom: false,
      loop: true,
    });
    // Width ratio 0.8 and height ratio 0.9 leave 10 % / 5 % padding on each side.
    expect(options.paddingFn({ x: 1000, y: 800 })).toEqual({ left: 100, right: 100, top: 40, bottom: 40 });
  });

  it('loops only with more than one image', () => {
    expect(photoswipeOptions(DEFAULT_SETTINGS, 1).loop).toBe(false);
    expect(photoswipeOptions(DEFAULT_SETTINGS, 2).loop).toBe(true);
  });

  it('lets the page override defaults, ignoring values of the wrong type', () => {
    const settings = mergeSettings({ bgOpacity: 0.9, counter: true, maxZoom: 'lots', scrollZoom: 'yes' });
    expect(settings.bgOpacity).toBe(0.9);
    expect(settings.counter).toBe(true);
    expect(settings.maxZoom).toBe(10);
    expect(settings.scrollZoom).toBe(false);
  });
});

describe('lightbox items', () => {
  it('opens only png, jpg, jpeg, gif and webp files', () => {
    for (const url of ['/a.png', '/a.JPG', '/a.jpeg', '/a.gif', '/a.webp?ver=2', 'https://x.test/b.jpg#top']) expect(isImageUrl(url)).toBe(true);
    for (const url of ['/a.svg', '/a.pdf', '/page', '', '/a.png/evil']) expect(isImageUrl(url)).toBe(false);
  });

  it('groups items by data-lightbox-group in page order and skips non-images', () => {
    document.body.innerHTML = `
      <a class="yomu-lightbox-item" href="/1.jpg"></a>
      <a class="yomu-lightbox-item" data-lightbox-group="g" data-lightbox-src="/2.png" href="#"></a>
      <a class="yomu-lightbox-item" href="/3.pdf"></a>
      <a class="yomu-lightbox-item" data-lightbox-src="/4.webp" href="/4.webp"></a>`;
    const links = document.querySelectorAll<HTMLElement>('a');
    const page = collectGroup(document, links[3]);
    expect(page.elements).toEqual([links[0], links[3]]);
    expect(page.index).toBe(1);
    expect(collectGroup(document, links[1]).elements).toEqual([links[1]]);
  });
});
