import { mountReact } from '../../lib/islands/mount-react';
import { readProps } from './servers';
import { VideoServers } from './video-servers';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const read = readProps(props);
  const player = element.querySelector('.chapter-video__player');
  if (!read || !player) return;
  mountReact(element, <VideoServers servers={read.servers} initial={read.selected} cookie={read.cookie} cookiePath={read.cookiePath} player={Array.from(player.childNodes)} />);
}
