// Test data for the spreads and fit tests: a manga whose first chapter has 7 pages (1–3 portrait, 4 landscape,
// 5–7 portrait; 1000×1500 and 1600×1000 px, so every fit mode draws them differently), a second chapter of 4
// portrait pages, and a signed-in reader. Removed again by removeSpreadsFixture().
import { removeMangaWithChapters } from '../support/remove-manga';
import { fixture } from '../support/fixture';

export interface SpreadsFixture {
  manga: number;
  user: number;
  login: string;
  password: string;
  url: string;
}

export function createSpreadsFixture(): SpreadsFixture {
  const tag = `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return fixture('reader_spreads_seed', { tag });
}

export function removeSpreadsFixture(fx: SpreadsFixture | undefined): void {
  if (fx) removeMangaWithChapters(fx.manga, fx.user);
}
