import { mountReact } from '../../lib/islands/mount-react';
import { MangaHover } from './manga-hover';

export function mount(element: HTMLElement): void {
  mountReact(element, <MangaHover />);
}
