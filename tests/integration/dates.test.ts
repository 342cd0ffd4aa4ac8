// @vitest-environment jsdom
// Dates in the site's language over HTTP (issue 15): the Turkish manga page and its ajax chapter list show
// "22 Kasım 2026", not "November 22, 2026"; switched to Arabic (WPLANG = ar, restored after) the same page
// shows Arabic month names. The site keeps WordPress's English default date format, as a site installed in
// English and switched later does. Reader apps read span.chapter-release-date (MADARA.md §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';

const tag = `dt${Date.now().toString(36)}`;
let manga = 0;
let url = '';
let language: unknown;
let backup: Record<string, unknown> | undefined;
let problemsBefore: PhpLogMark;

function releaseDates(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('li.wp-manga-chapter span.chapter-release-date > i'), (el) => el.textContent ?? '');
}

async function mangaPage(): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  language = fixture('get_option', { name: 'WPLANG' });
  backup = fixture('site_swap_options', { values: { date_format: 'F j, Y' } });
  [manga] = fixture('site_make_posts', { posts: [{ title: `Takvim ${tag}`, chapter_type: 'text' }] });
  fixture('site_text_chapters', {
    manga,
    chapters: [
      { name: 'Bölüm 1', index: 1, date: '2026-11-22 18:30:00' },
      { name: 'Bölüm 2', index: 2, date: '2026-02-03 09:00:00' },
    ],
    html: '<p>Metin</p>',
  });
  url = fixture('site_permalink', { post: manga });
});

afterAll(() => {
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  if (backup) fixture('site_swap_options', { values: backup });
  if (manga) fixture('delete_posts', { ids: [manga] });
});

describe('chapter dates in the site language', () => {
  it('the Turkish manga page shows Turkish month names in Turkish order', async () => {
    const html = await mangaPage();
    expect(html).toMatch(/<html lang="tr-TR"/);
    expect(releaseDates(html)).toEqual(['3 Şubat 2026', '22 Kasım 2026']);
    expect(html).not.toContain('November 22, 2026');
  });

  it('the ajax chapter list reader apps post to says the same', async () => {
    const response = await fetch(`${url}ajax/chapters`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(releaseDates(await response.text())).toEqual(['3 Şubat 2026', '22 Kasım 2026']);
  });

  it('an Arabic site shows Arabic month names', async () => {
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
    const html = await mangaPage();
    expect(html).toMatch(/<html dir="rtl" lang="ar"/);
    expect(releaseDates(html)).toEqual(['3 فبراير 2026', '22 نوفمبر 2026']);
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
