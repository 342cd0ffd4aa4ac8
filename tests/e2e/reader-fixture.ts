// Test data for the reader tests: an image manga with a volume (chapters of 3 and 2 pages, plus a loose chapter),
// an image manga without volumes, a text manga, and a draft manga. Removed again by removeReaderFixture().
import { fixture } from '../support/fixture';

export interface ReaderFixture {
  vol: number;
  flat: number;
  text: number;
  draft: number;
  volUrl: string;
  flatUrl: string;
  textUrl: string;
  draftUrl: string;
  tag: string;
}

export function createReaderFixture(): ReaderFixture {
  const tag = `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { ...fixture('reader_seed', { tag }), tag };
}

export function removeReaderFixture(fx: ReaderFixture | undefined): void {
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.vol, fx.flat, fx.text, fx.draft] });
}
