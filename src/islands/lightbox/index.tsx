// Page-wide image (and video) lightbox. Clicks on lightbox items are caught here; PhotoSwipe itself is
// imported only on the first open. Without JavaScript the items stay plain links to the image or video.
import type { SlideData } from 'photoswipe';
import { ITEM_SELECTOR, VIDEO_SELECTOR, collectGroup, isImageUrl, itemUrl, toItem, videoElement } from './items';
import { openLightbox } from './open';
import { mergeSettings } from './settings';

let installed = false;

function setState(element: HTMLElement, state: string): void {
  element.dataset.state = state;
  document.documentElement.dataset.lightbox = state;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  element.dataset.mounted = 'true';
  setState(element, 'closed');
  if (installed) return;
  installed = true;
  let busy = false;

  document.addEventListener('click', (event) => {
    if (busy || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const video = target?.closest<HTMLElement>(VIDEO_SELECTOR);
    const image = target?.closest<HTMLElement>(ITEM_SELECTOR);
    let slides: SlideData[];
    let index = 0;
    let gallery = false;
    if (video) {
      const url = video.dataset.videoSrc ?? video.getAttribute('href') ?? '';
      const player = videoElement(url, video.dataset.videoTitle ?? video.textContent?.trim() ?? '');
      if (!player) return;
      slides = [{ html: player.outerHTML }];
    } else if (image && isImageUrl(itemUrl(image))) {
      const group = collectGroup(document, image);
      slides = group.elements.map(toItem);
      index = group.index;
      gallery = image.closest('.yomu-gallery') !== null;
    } else {
      return;
    }
    event.preventDefault();
    busy = true;
    const settings = mergeSettings(props, window.yomuLightbox);
    openLightbox({ slides, index, settings, gallery, onState: (state) => setState(element, state) })
      .catch((error: unknown) => console.error('Lightbox failed to open.', error))
      .finally(() => {
        busy = false;
      });
  });
}
