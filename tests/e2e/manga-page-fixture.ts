// Test data for the manga page tests: a manga with details, a long summary, one volume and many loose text
// chapters (a tall list), and a short one with three chapters. Removed again by removeMangaFixture().
import { fixture } from '../support/fixture';

export interface MangaFixture {
  long: number;
  short: number;
  longUrl: string;
  shortUrl: string;
  terms: number[];
  tag: string;
}

export function createMangaFixture(): MangaFixture {
  const tag = `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { ...fixture('manga_page_seed', { tag }), tag };
}

export function removeMangaFixture(fx: MangaFixture | undefined): void {
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.long, fx.short] });
  fixture('manga_page_delete_terms', { terms: fx.terms });
}
