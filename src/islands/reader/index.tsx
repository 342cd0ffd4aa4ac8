// The reader island: reads the server's reader HTML once into data, then React takes over the mount point.
import { mountReact } from '../../lib/islands/mount-react';
import { dataSaverOn } from '../../lib/reader/loading';
import type { ReaderStart } from '../../lib/reader/reducer';
import { acknowledge } from '../../lib/reader/warnings';
import { connection } from './dom';
import { globals, readerProps, type ReaderProps } from './globals';
import { ownSettings, storedFont } from './preferences';
import { readWarning } from './chapter-warning';
import { Reader, type ServerReader } from './reader';
import { edgeLink, parseAround, parseContent, parseNav, parseSettingsPanel } from './server-markup';
import { canShowTwoUp } from './use-two-up';

function readServer(element: HTMLElement, props: ReaderProps): ServerReader {
  const body = document.body.classList;
  const warning = readWarning(element);
  // The reader followed the warning's own link before the script started: that was the acknowledgement.
  if (warning && location.hash === '#chapter-warning') acknowledge(warning.key);
  return {
    warning,
    nav: parseNav(element.querySelector('.wp-manga-nav'), props.backUrl),
    content: parseContent(element.querySelector('.reading-content'), props.kind === 'image'),
    around: parseAround(element.querySelector('.read-container')),
    groups: parseSettingsPanel(element.querySelector('.reader-settings-panel')),
    bookmark: Array.from(element.querySelector('.reader-bookmark')?.childNodes ?? []),
    options: {
      images: props.kind === 'image',
      keyboard: body.contains('keyboard-navigate'),
      paged: body.contains('manga-reading-paged-style'),
      clickToScroll: body.contains('click-to-scroll'),
    },
  };
}

function startOf(props: ReaderProps, server: ServerReader): ReaderStart {
  const page = globals();
  const images = page.chapter_preloaded_images;
  return {
    chapter: props.chapter,
    chapterId: props.chapterId,
    page: props.page,
    pages: props.pages,
    nav: server.nav,
    content: server.content.content,
    preload:
      props.preload && images
        ? { chapter: props.chapter, images, sizes: page.yomu_chapter_image_sizes ?? [], variants: page.yomu_chapter_image_variants ?? [], perPage: page.chapter_images_per_page ?? 1 }
        : null,
    edges: { prev: edgeLink(props.prevChapter), next: edgeLink(props.nextChapter), nextImage: props.nextImage, nextPicture: props.nextPicture },
    settings: { ...props.settings, mode: props.mode },
    own: ownSettings(props.own),
    dark: document.body.classList.contains('text-ui-dark'),
    font: props.kind === 'text' ? storedFont() : null,
    saver: dataSaverOn(props.settings.saver, props.dataSaver, connection()),
    twoUp: canShowTwoUp(),
  };
}

export function mount(element: HTMLElement, raw: Record<string, unknown>): void {
  const props = readerProps(raw);
  if (!props) {
    console.error('Island "reader": invalid props; keeping the server HTML.');
    return;
  }
  const server = readServer(element, props);
  mountReact(element, <Reader root={element} props={props} server={server} start={startOf(props, server)} />);
}
