// @vitest-environment jsdom
// Public pages in the site's language (issue 19, item 6): with the site in Turkish, then in Arabic (WPLANG, restored
// after), none of WordPress core's English strings shows on the manga page with comments open (as a guest and as
// the signed-in administrator, whose admin bar and own comment awaiting moderation show too), the reader, the home
// page, a search and the account page; comment dates use the language's month names and order; on the Arabic page the
// rating's "4.5 / 5" is isolated left to right so it does not read "5 / 4.5". Own manga and comments, removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { fixture } from '../support/fixture';

const tag = `sl${Date.now().toString(36)}`;
let fx: { manga: number; url: string; reader: string; account: string };
let admin = '';
let language: unknown;
let backup: Record<string, unknown> | undefined;
let accountPage = 0;
let problemsBefore: PhpLogMark;

/** English core strings a visitor or member would notice (whole words/phrases, case-sensitive). */
const ENGLISH = [
  'Your email address will not be published', 'Required fields are marked', 'Save my name, email, and website',
  'says:', 'Reply', 'Leave a Reply', 'Post Comment', 'Cancel reply', 'Logged in as', 'Log out?', 'Edit your profile',
  'awaiting moderation', 'Howdy', 'Edit Profile', 'Log Out', 'Name', 'Email', 'Website', 'Comments navigation',
  'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Dashboard', 'Customize', 'Toolbar',
  'Edit', 'Comments Feed', 'Leave a comment', 'We value your privacy', 'Accept All', 'Reject All', 'No volume', 'Upload a chapter',
  'Search Results', 'Next', 'Previous',
];

/** The text a person sees or hears: body text (no scripts, styles or templates) and labelling attributes. */
function visibleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  const attrs = Array.from(doc.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'), (el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '));
  return `${doc.body.textContent ?? ''}\n${attrs.join('\n')}`.replace(/\s+/g, ' ');
}

function englishIn(html: string): string[] {
  const text = visibleText(html);
  return ENGLISH.filter((phrase) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

async function get(url: string, cookie = ''): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

function commentDates(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('.comment-metadata time'), (el) => (el.textContent ?? '').trim());
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  language = fixture('get_option', { name: 'WPLANG' });
  backup = fixture('site_swap_options', {
    values: { date_format: 'F j, Y', time_format: 'g:i a', require_name_email: 1, show_comments_cookies_opt_in: 1 },
  });
  const [manga] = fixture('site_make_posts', {
    posts: [{ title: `Dil ${tag}`, comments: 'open', chapter_type: 'text', meta: { _manga_avarage_reviews: 4.5, _manga_total_votes: 12 } }],
  });
  fixture('site_text_chapters', { manga, chapters: [{ name: 'Bölüm 1', index: 1 }], html: '<p>Metin</p>' });
  fixture('comments_add', {
    post: manga,
    comments: [
      { author: 'Ayşe', email: 'ayse@example.com', content: 'Harika bir bölüm', date: '2026-10-05 12:00:00' },
      { parent: 0, author: 'Mehmet', email: 'mehmet@example.com', content: 'Katılıyorum', date: '2026-11-22 18:30:00' },
      { user: 'admin', content: 'Onay bekleyen yorum', approved: 0, date: '2026-11-23 09:00:00' },
    ],
  });
  accountPage = fixture('lang_ensure_account_page', {});
  const url = fixture('site_permalink', { post: manga });
  fx = { manga, url, reader: `${url.replace(/\/$/, '')}/bolum-1/`, account: fixture('lang_account_url', { tab: 'history' }) };
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  if (backup) fixture('site_swap_options', { values: backup });
  fixture('remove_account_page', { id: accountPage });
  if (fx) fixture('delete_posts', { ids: [fx.manga] });
});

describe.each([
  { lang: 'tr_TR', htmlLang: 'tr-TR', dates: ['5 Ekim 2026, 12:00', '22 Kasım 2026, 18:30'], moderation: 'Yorumunuz onay bekliyor.' },
  { lang: 'ar', htmlLang: 'ar', dates: ['5 أكتوبر 2026 في 12:00 م', '22 نوفمبر 2026 في 6:30 م'], moderation: 'تعليقك بانتظار المراجعة.' },
])('site language $lang', ({ lang, htmlLang, dates, moderation }) => {
  beforeAll(() => {
    fixture('set_option', { name: 'WPLANG', value: lang });
  });

  it('the manga page with comments open, for a guest: no English, comment dates in the language', async () => {
    const html = await get(fx.url);
    expect(html).toContain(`lang="${htmlLang}"`);
    expect(html).toContain('id="commentform"');
    expect(englishIn(html)).toEqual([]);
    expect(commentDates(html)).toEqual(dates);
  });

  it('the manga page for the signed-in administrator (admin bar, Logged in as, own comment in moderation): no English', async () => {
    const html = await get(fx.url, admin);
    expect(html).toContain('id="wpadminbar"');
    expect(html).toContain('class="logged-in-as"');
    expect(visibleText(html)).toContain(moderation);
    expect(englishIn(html)).toEqual([]);
  });

  it('the reader, the home page, a search and the account page: no English', async () => {
    for (const [url, cookie] of [[fx.reader, ''], [fx.reader, admin], [`${site.url}/`, ''], [`${site.url}/?s=${tag}`, ''], [fx.account, admin]] as const) {
      const html = await get(url, cookie);
      expect({ url, english: englishIn(html) }).toEqual({ url, english: [] });
    }
  });
});

describe('Arabic numbers in mixed text', () => {
  it('the rating "4.5 / 5" is isolated left to right', async () => {
    fixture('set_option', { name: 'WPLANG', value: 'ar' });
    const doc = new DOMParser().parseFromString(await get(fx.url), 'text/html');
    const isolated = doc.querySelector('.post-rating__votes bdi[dir="ltr"]');
    expect(isolated?.textContent).toBe('4.5 / 5');
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
