// @vitest-environment jsdom
// wp-admin in the site's language (issue 33, item 6): with the site in Turkish, the manga screens, menu, notices
// and admin bar use Yomu's translated labels (they were registered before the translations loaded and stayed
// English: "All Manga", "Add New Post", "Genres", "Edit Manga"), and the chapter list in the manga editor dates
// chapters as the public pages do ("22 Kasım 2026", not "Kasım 22, 2026" from the English default format); in
// Arabic (WPLANG = ar, restored after) the editor's heading is Arabic. Own manga, removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const tag = `al${Date.now().toString(36)}`;
let manga = 0;
let admin = '';
let language: unknown;
let backup: Record<string, unknown> | undefined;
let problemsBefore: PhpLogMark;

async function adminPage(path: string): Promise<Document> {
  const response = await fetch(`${site.url}/wp-admin/${path}`, { headers: { cookie: admin }, redirect: 'manual' });
  expect(response.status).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

const text = (doc: Document, selector: string) => Array.from(doc.querySelectorAll(selector), (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());

beforeAll(async () => {
  problemsBefore = phpLogMark();
  language = fixture('get_option', { name: 'WPLANG' });
  backup = fixture('site_swap_options', { values: { date_format: 'F j, Y' } });
  [manga] = fixture('site_make_posts', { posts: [{ title: `Yönetim ${tag}`, chapter_type: 'text' }] });
  fixture('site_text_chapters', { manga, chapters: [{ name: 'Bölüm 1', index: 1, date: '2026-11-22 18:30:00' }], html: '<p>Metin</p>' });
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  if (backup) fixture('site_swap_options', { values: backup });
  if (manga) fixture('delete_posts', { ids: [manga] });
});

describe('the manga screens in Turkish', () => {
  it('the menu, the list and its buttons use the Turkish labels', async () => {
    const doc = await adminPage('edit.php?post_type=wp-manga');
    const menu = text(doc, '#menu-posts-wp-manga .wp-submenu a');
    expect(menu).toEqual(expect.arrayContaining(['Tüm Mangalar', 'Yeni Manga Ekle', 'Türler', 'Etiketler', 'Yazarlar', 'Çizerler', 'Yayın yılları']));
    expect(text(doc, '.page-title-action')).toEqual(['Yeni Manga Ekle']);
    expect(doc.querySelector('#search-submit')?.getAttribute('value')).toBe('Manga Ara');
    // Yomu's part of the screen (the test site carries core's front-end translations only, not its admin ones).
    const ours = `${doc.querySelector('#menu-posts-wp-manga')?.textContent ?? ''} ${doc.querySelector('#wpbody-content .wrap > h1, #wpbody-content .page-title-action')?.textContent ?? ''}`;
    for (const english of ['All Manga', 'Add New Post', 'Add New Manga', 'Search Manga', 'Genres', 'Release years']) expect(ours).not.toContain(english);
  });

  it('the editor names the manga, dates its chapters as the public pages do, and says it was updated', async () => {
    const doc = await adminPage(`post.php?post=${manga}&action=edit&message=1`);
    expect(text(doc, 'h1.wp-heading-inline')).toEqual(['Mangayı Düzenle']);
    expect(doc.querySelector('#message')?.textContent).toContain('Manga güncellendi.');
    expect(doc.querySelector('#message')?.textContent).not.toContain('Post updated');
    const chapters = doc.querySelector('.yomu-chapters')?.textContent ?? '';
    expect(chapters).toContain('22 Kasım 2026');
    expect(chapters).not.toContain('Kasım 22, 2026');
    // The screen's help: chapters, the ZIP import and scheduling, and a link to the settings for an admin.
    expect(text(doc, '#contextual-help-wrap .contextual-help-tabs a')).toEqual(['Bölümler', 'ZIP içe aktarma', 'Zamanlanmış bölümler']);
    expect(doc.querySelector('#tab-panel-yomu-manga-schedule')?.textContent).toContain('wp cron event run --due-now');
    expect(doc.querySelector('.contextual-help-sidebar a')?.getAttribute('href')).toMatch(/options-general\.php\?page=yomu-manga-settings$/);
  });

  it('a taxonomy screen is Turkish too', async () => {
    const doc = await adminPage('edit-tags.php?taxonomy=wp-manga-genre&post_type=wp-manga');
    expect(text(doc, 'h1.wp-heading-inline, h1')).toContain('Türler');
    expect(text(doc, '#addtag h2, #col-left h2')).toContain('Yeni tür ekle');
  });
});

describe('the manga editor in Arabic', () => {
  it('has the Arabic heading', async () => {
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
    const doc = await adminPage(`post.php?post=${manga}&action=edit`);
    expect(text(doc, 'h1.wp-heading-inline')).toEqual(['تحرير المانغا']);
  });
});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
