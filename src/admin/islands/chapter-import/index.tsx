import type { ImportSession } from '../../../lib/api/import';
import { mountReact } from '../../../lib/islands/mount-react';
import { ChapterImport } from './chapter-import';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const { manga, nonce, chunk, text, session } = props;
  if (typeof manga !== 'number' || typeof nonce !== 'string' || typeof chunk !== 'number' || chunk <= 0) return;
  const saved = session && typeof session === 'object' ? (session as ImportSession) : null;
  mountReact(element, <ChapterImport manga={manga} nonce={nonce} chunk={chunk} text={text === true} session={saved} />);
}
