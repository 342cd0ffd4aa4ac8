// Lightbox items: elements with the class yomu-lightbox-item whose data-lightbox-src points at an image file,
// and video links (yomu-video-lightbox) to YouTube, Vimeo or a video file.
import type { SlideData } from 'photoswipe';

export const ITEM_SELECTOR = '.yomu-lightbox-item';
export const VIDEO_SELECTOR = '.yomu-video-lightbox';
const IMAGE_FILE = /\.(png|jpe?g|gif|webp)$/i;

export interface ImageItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/** Only links to png, jpg, jpeg, gif or webp files open in the lightbox (SPEC §5); query and hash are ignored. */
export function isImageUrl(url: string): boolean {
  if (!url) return false;
  try {
    return IMAGE_FILE.test(new URL(url, document.baseURI).pathname);
  } catch {
    return false;
  }
}

export function itemUrl(element: HTMLElement): string {
  return element.dataset.lightboxSrc || element.getAttribute('href') || '';
}

function size(value: string | undefined): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.round(number) : 0;
}

export function toItem(element: HTMLElement): ImageItem {
  const img = element.querySelector('img');
  return {
    src: itemUrl(element),
    width: size(element.dataset.lightboxWidth),
    height: size(element.dataset.lightboxHeight),
    alt: img?.getAttribute('alt') ?? '',
    caption: element.dataset.lightboxCaption || img?.getAttribute('alt') || '',
  };
}

/** The clicked element's set: items of the same data-lightbox-group (or all ungrouped items), in page order. */
export function collectGroup(root: ParentNode, clicked: HTMLElement): { elements: HTMLElement[]; index: number } {
  const group = clicked.dataset.lightboxGroup ?? '';
  const elements = [...root.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].filter(
    (element) => (element.dataset.lightboxGroup ?? '') === group && isImageUrl(itemUrl(element)),
  );
  return { elements, index: Math.max(0, elements.indexOf(clicked)) };
}

const YOUTUBE = /^(?:https?:)?\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,20})/i;
const VIMEO = /^(?:https?:)?\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{3,12})/i;
const VIDEO_FILE = /\.(mp4|webm|ogv)$/i;

/** A video slide's element for YouTube, Vimeo or a video file; null for anything else. */
export function videoElement(url: string, title: string): HTMLElement | null {
  const youtube = YOUTUBE.exec(url);
  const vimeo = VIMEO.exec(url);
  let player: HTMLElement;
  if (youtube || vimeo) {
    const frame = document.createElement('iframe');
    frame.src = youtube
      ? `https://www.youtube-nocookie.com/embed/${youtube[1]}?autoplay=1`
      : `https://player.vimeo.com/video/${vimeo?.[1] ?? ''}?autoplay=1`;
    frame.title = title;
    frame.allow = 'autoplay; fullscreen; picture-in-picture';
    frame.allowFullscreen = true;
    player = frame;
  } else if (isVideoFile(url)) {
    const video = document.createElement('video');
    video.src = url;
    video.controls = true;
    video.autoplay = true;
    video.setAttribute('aria-label', title);
    player = video;
  } else {
    return null;
  }
  const wrap = document.createElement('div');
  wrap.className = 'yomu-lightbox__video';
  player.className = 'yomu-lightbox__player';
  wrap.append(player);
  return wrap;
}

function isVideoFile(url: string): boolean {
  try {
    return VIDEO_FILE.test(new URL(url, document.baseURI).pathname);
  } catch {
    return false;
  }
}

export interface SlideSet {
  slides: SlideData[];
  index: number;
  /** Opened from a gallery block (its bars hide after a quiet spell). */
  gallery: boolean;
}

/** What a click on `target` opens: a video, or the clicked image within its group; null for anything else. */
export function slidesFor(target: Element | null): SlideSet | null {
  const video = target?.closest<HTMLElement>(VIDEO_SELECTOR);
  if (video) {
    const url = video.dataset.videoSrc ?? video.getAttribute('href') ?? '';
    const player = videoElement(url, video.dataset.videoTitle ?? video.textContent?.trim() ?? '');
    return player ? { slides: [{ html: player.outerHTML }], index: 0, gallery: false } : null;
  }
  const image = target?.closest<HTMLElement>(ITEM_SELECTOR);
  if (!image || !isImageUrl(itemUrl(image))) return null;
  const group = collectGroup(image.ownerDocument, image);
  return { slides: group.elements.map(toItem), index: group.index, gallery: image.closest('.yomu-gallery') !== null };
}
