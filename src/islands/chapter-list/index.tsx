import { mountReact } from '../../lib/islands/mount-react';
import { ChapterList } from './chapter-list';
import { readChapterList } from './list-data';

interface Props {
  url?: unknown;
}

export function mount(element: HTMLElement, props: Props): void {
  const holder = element.querySelector<HTMLElement>('#manga-chapters-holder');
  if (!holder) return;
  const url = typeof props.url === 'string' ? props.url : '';
  mountReact(element, <ChapterList mangaId={holder.dataset.id} url={url} initial={readChapterList(holder)} />);
}
