// Opens PhotoSwipe (imported on first use only) with captions, the failure message and auto-advance,
// sizes learnt on load for images the page gave no size for, and idle-hiding bars in galleries.
import type PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import { __ } from '../../lib/i18n';
import { photoswipeOptions, type LightboxSettings } from './settings';

type PhotoSwipeClass = typeof PhotoSwipe;
let library: Promise<PhotoSwipeClass> | null = null;

export function loadPhotoSwipe(): Promise<PhotoSwipeClass> {
  library ??= Promise.all([import('photoswipe'), import('photoswipe/style.css')]).then(([module]) => module.default);
  return library;
}

export type LightboxState = 'closed' | 'open' | 'closing';

export interface OpenRequest {
  slides: SlideData[];
  index: number;
  settings: LightboxSettings;
  gallery: boolean;
  onState: (state: LightboxState) => void;
}

const FALLBACK_SIZE = { width: 1200, height: 900 };

export async function openLightbox(request: OpenRequest): Promise<PhotoSwipe> {
  const PhotoSwipeClass = await loadPhotoSwipe();
  const { slides, settings } = request;
  const unsized = new Set<number>();
  const dataSource = slides.map((slide, i) => {
    if (slide.html || (slide.width && slide.height)) return slide;
    unsized.add(i);
    return { ...slide, ...FALLBACK_SIZE };
  });
  const pswp = new PhotoSwipeClass({
    ...photoswipeOptions(settings, dataSource.length),
    dataSource,
    index: request.index,
    errorMsg: __('Image not found, next image will be loaded'),
    closeTitle: __('Close'),
    arrowPrevTitle: __('Previous'),
    arrowNextTitle: __('Next'),
    zoomTitle: __('Zoom'),
  });

  if (settings.captions) {
    pswp.on('uiRegister', () => {
      pswp.ui?.registerElement({
        name: 'caption',
        order: 9,
        isButton: false,
        appendTo: 'root',
        onInit: (element) => {
          element.classList.add('yomu-lightbox__caption');
          const update = () => {
            const caption = String(pswp.currSlide?.data.caption ?? '');
            element.textContent = caption;
            element.hidden = caption === '';
          };
          pswp.on('change', update);
          update();
        },
      });
    });
  }

  // A failed image shows the message, then the next image loads (when there is one to go to).
  const failed = new Set<number>();
  let advance = 0;
  const advanceIfFailed = () => {
    window.clearTimeout(advance);
    const index = pswp.currIndex;
    const canMove = pswp.getNumItems() > 1 && (pswp.options.loop || index < pswp.getNumItems() - 1);
    if (!failed.has(index) || !canMove || failed.size >= pswp.getNumItems()) return;
    advance = window.setTimeout(() => {
      if (pswp.currIndex === index && !pswp.isDestroying) pswp.next();
    }, settings.errorAdvanceDelay);
  };
  pswp.on('loadComplete', ({ content, slide, isError }) => {
    if (isError) {
      failed.add(slide.index);
      if (slide.index === pswp.currIndex) advanceIfFailed();
      return;
    }
    const image = content.element;
    if (unsized.has(slide.index) && image instanceof HTMLImageElement && image.naturalWidth > 0) {
      unsized.delete(slide.index);
      const item = dataSource[slide.index];
      item.width = image.naturalWidth;
      item.height = image.naturalHeight;
      // Not from inside this event: an image already in the browser's cache completes while PhotoSwipe is still
      // building the slide, and refreshing then would build a second slide into the same holder.
      window.setTimeout(() => {
        if (!pswp.isDestroying) pswp.refreshSlideContent(slide.index);
      });
    }
  });
  pswp.on('change', advanceIfFailed);

  if (request.gallery && settings.galleryBarsHide > 0) hideBarsWhenIdle(pswp, settings.galleryBarsHide);

  // PhotoSwipe builds the neighbouring slides when the opening fade ends; moving earlier (an arrow clicked or
  // pressed during the fade) left an empty slide without caption for the rest of the visit. Moves wait for the end.
  let opened = false;
  const goTo = pswp.goTo.bind(pswp);
  pswp.goTo = (index: number) => {
    if (opened) goTo(index);
  };
  pswp.on('openingAnimationEnd', () => {
    opened = true;
    request.onState('open');
  });
  pswp.on('close', () => {
    window.clearTimeout(advance);
    request.onState('closing');
  });
  pswp.on('destroy', () => request.onState('closed'));
  pswp.init();
  return pswp;
}

/** Gallery lightboxes hide their bars after a quiet spell; any pointer or key activity shows them again. */
function hideBarsWhenIdle(pswp: PhotoSwipe, delay: number): void {
  let timer = 0;
  const wake = () => {
    pswp.element?.classList.add('pswp--ui-visible');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => pswp.element?.classList.remove('pswp--ui-visible'), delay);
  };
  pswp.on('openingAnimationEnd', () => {
    wake();
    pswp.element?.addEventListener('pointermove', wake);
    pswp.element?.addEventListener('keydown', wake);
  });
  pswp.on('close', () => window.clearTimeout(timer));
}

/** Closes at once; PhotoSwipe ignores a close during its opening fade, so then it closes when the fade ends. */
export function destroyLightbox(pswp: PhotoSwipe): void {
  if (pswp.opener.isOpen || pswp.isDestroying) pswp.destroy();
  else pswp.on('openingAnimationEnd', () => pswp.destroy());
}
