// @vitest-environment jsdom
// Finding things on the editor's desk (issue 33, item 4), as the administrator over HTTP on the Turkish site: the
// manga list's ID, type, chapter count, latest chapter and views columns (views sortable, manga without views kept);
// the manga editor's chapter search, which works without JavaScript through its own GET form; the "Manga Views" box
// with the current periods only; the Comments screen's chapter column; and the moderation e-mails naming the
// chapter and its page. Own manga and comments, removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/cache';
import '../support/fixtures/desk';
import '../support/fixtures/views';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const tag = `dk${Date.now().toString(36)}`;
let busy: { id: number; url: string; slugs: string[] };
let quiet: { id: number; url: string; slugs: string[] };
let comment = 0;
let commented: { id: number; url: string };
let admin = '';
let problemsBefore: PhpLogMark;

async function adminPage(path: string): Promise<Document> {
  const response = await fetch(`${site.url}/wp-admin/${path}`, { headers: { cookie: admin }, redirect: 'manual' });
  expect(response.status).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

const cell = (row: Element | null, column: string) => (row?.querySelector(`td.column-${column}`)?.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeAll(async () => {
  problemsBefore = phpLogMark();
  [busy, quiet] = fixture('cache_make_manga', { titles: [`Masa ${tag} A`, `Masa ${tag} B`], type: 'text', text: '<p>Metin</p>', chapters: [] });
  fixture('cache_add_text_chapters', { manga: busy.id, names: ['Bölüm 1', 'Bölüm 2', 'Bölüm 10', 'Ara bölüm'], text: '<p>Metin</p>' });
  fixture('cache_set_post_meta', { post: busy.id, key: '_wp_manga_views', value: 1234 });
  fixture('views_counter_row', { manga: busy.id, week: 7, current: true });
  // The first in reading order: "Ara bölüm" (no number in its name sorts before "Bölüm 1").
  commented = fixture('cache_first_chapter', { manga: busy.id });
  comment = fixture('desk_chapter_comment', { manga: busy.id, chapter: commented.id, text: `Yorum ${tag}` });
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  fixture('delete_posts', { ids: [busy?.id, quiet?.id].filter(Boolean) });
});

describe('the manga list', () => {
  it('shows the ID, type, chapter count, latest chapter and views of each manga', async () => {
    const doc = await adminPage(`edit.php?post_type=wp-manga&s=${tag}`);
    const header = (column: string) => (doc.querySelector(`thead th#${column}`)?.textContent ?? '').trim();
    expect(['yomu_id', 'yomu_type', 'yomu_chapters', 'yomu_latest', 'yomu_views'].map(header).map((text) => text.split(/\s+Sort|\s+Sırala/)[0])).toEqual(['ID', 'Tip', 'Bölümler', 'Son bölüm', 'Görüntülenme']);
    const row = doc.querySelector(`tr#post-${busy.id}`);
    expect(cell(row, 'yomu_id')).toBe(String(busy.id));
    expect(cell(row, 'yomu_type')).toBe('Roman (metin)');
    expect(cell(row, 'yomu_chapters')).toBe('4');
    expect(cell(row, 'yomu_latest')).toContain('Bölüm 10');
    expect(row?.querySelector('td.column-yomu_latest a')?.getAttribute('href')).toMatch(/\/bolum-10\/$/);
    expect(cell(row, 'yomu_views')).toBe('1.234');
    const empty = doc.querySelector(`tr#post-${quiet.id}`);
    expect(cell(empty, 'yomu_chapters')).toBe('0');
    expect(cell(empty, 'yomu_latest')).toContain('Bölüm yok');
    expect(cell(empty, 'yomu_views')).toBe('0');
  });

  it('sorts by views both ways, keeping manga that have none', async () => {
    const ids = async (order: string) => Array.from((await adminPage(`edit.php?post_type=wp-manga&s=${tag}&orderby=yomu_views&order=${order}`)).querySelectorAll('#the-list tr'), (tr) => tr.id);
    expect(await ids('desc')).toEqual([`post-${busy.id}`, `post-${quiet.id}`]);
    expect(await ids('asc')).toEqual([`post-${quiet.id}`, `post-${busy.id}`]);
  });
});

describe('the manga editor', () => {
  it('finds chapters by name without JavaScript, and says how many it shows', async () => {
    const all = await adminPage(`post.php?post=${busy.id}&action=edit`);
    const field = all.querySelector('input[data-yomu-chapter-search]');
    const form = all.getElementById(field?.getAttribute('form') ?? '');
    // The search has its own GET form, outside the post form: searching never saves the manga.
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.closest('#post')).toBeNull();
    expect(all.querySelectorAll('tr[data-yomu-chapter-text]')).toHaveLength(4);

    const query = new URLSearchParams({ post: String(busy.id), action: 'edit', [field?.getAttribute('name') ?? '']: 'bölüm 1' });
    const found = await adminPage(`post.php?${query}`);
    const names = Array.from(found.querySelectorAll('tr[data-yomu-chapter-text] .yomu-chapter-title strong'), (el) => el.textContent);
    expect(names.sort()).toEqual(['Bölüm 1', 'Bölüm 10']);
    expect(found.querySelector('[data-yomu-chapter-count]')?.textContent?.trim()).toBe('Gösterilen bölümler: 2 / 4.');
    expect((found.querySelector('input[data-yomu-chapter-search]') as HTMLInputElement | null)?.value).toBe('bölüm 1');

    const none = await adminPage(`post.php?post=${busy.id}&action=edit&yomu_chapters_q=${encodeURIComponent('<b>yok</b>')}`);
    expect(none.querySelectorAll('tr[data-yomu-chapter-text]')).toHaveLength(0);
    expect(none.querySelector('.yomu-chapters')?.textContent).toContain('"yok" ile eşleşen bölüm yok.');
  });

  it('shows the views of the current periods in the Manga Views box', async () => {
    const doc = await adminPage(`post.php?post=${busy.id}&action=edit`);
    const box = doc.getElementById('yomu-manga-views');
    expect(box?.querySelector('h2')?.textContent).toContain('Manga görüntülenmeleri');
    const views = (key: string) => box?.querySelector(`[data-yomu-views="${key}"]`)?.textContent;
    expect([views('total'), views('day'), views('week'), views('month'), views('year')]).toEqual(['1.234', '0', '7', '0', '0']);

    // A week that has ended shows 0, not its last count.
    fixture('views_counter_row', { manga: busy.id, week: 7, current: false });
    const later = (await adminPage(`post.php?post=${busy.id}&action=edit`)).getElementById('yomu-manga-views');
    expect(later?.querySelector('[data-yomu-views="week"]')?.textContent).toBe('0');
  });
});

describe('comments under chapters', () => {
  it('the Comments screen names the chapter, linked to its page', async () => {
    const doc = await adminPage(`edit-comments.php?comment_status=moderated&s=${tag}`);
    const row = doc.getElementById(`comment-${comment}`);
    const link = row?.querySelector('td.column-yomu_chapter a');
    expect(link?.textContent).toBe('Ara bölüm');
    expect(link?.getAttribute('href')).toBe(commented.url);
  });

  it('the moderation e-mail names the chapter and its page', () => {
    const [moderation] = fixture('desk_comment_mails', { comment });
    expect(moderation.subject).toMatch(/ - Ara bölüm$/);
    expect(moderation.message).toContain(`Bölüm: Ara bölüm (${commented.url})`);
  });
});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
