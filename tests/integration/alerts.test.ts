// New-chapter alerts over real HTTP (issue 30 item 4): an editor publishes chapters in wp-admin, the request only
// queues them, the cron event puts them into unread_c of every bookmarker in Madara's format (at most 20), the user
// menu shows the count, the Bookmarks tab marks the manga, reading clears; and the opt-in e-mails, in the reader's
// language, with a signed one-click unsubscribe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { type AlertChapter, type BookmarkEntry } from '../support/fixtures/alerts';
import { publishTextChapter } from '../support/publish';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Uyari-sifresi-42-long';
const stamp = `${Date.now().toString(36)}${process.pid}`;
// Chapter ids Madara left in a reader's unread_c: 19 of them, so two new chapters push the oldest out.
const OLD = Array.from({ length: 19 }, (_, i) => 990001 + i);

const fx = {
  accountPage: { made: 0, url: '' },
  manga: 0,
  other: 0,
  first: {} as AlertChapter,
  published: [] as AlertChapter[],
  users: [] as number[],
  ids: { editor: 0, madara: 0, fresh: 0, other: 0, left: 0 },
  cookies: { editor: '', madara: '', fresh: '' },
};
let problemsBefore: PhpLogMark;

const bookmarks = (user: number) => (fixture('user_meta', { user, key: '_wp_manga_bookmark' }) || []) as BookmarkEntry[];
const page = async (url: string, cookie: string) => (await fetch(url, { headers: { cookie } })).text();

async function reader(name: string, role = 'subscriber'): Promise<number> {
  const id = fixture('make_user', { login: `alert${name}${stamp}`, password: PASSWORD, role });
  fx.users.push(id);
  return id;
}

/** Publishes a text chapter through the manga edit screen's form, as an editor does; the request's answer. */
const publish = (name: string) => publishTextChapter(fx.manga, name, fx.cookies.editor);

/** The user menu's unread badge on the home page ('' when there is none). */
async function menuBadge(cookie: string): Promise<string> {
  const html = await page(`${site.url}/`, cookie);
  return /<span class="c-user_notify">(.*?)<\/span><\/span>/.exec(html)?.[1] ?? '';
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx.accountPage = fixture('alerts_account_page', {});
  const made = fixture('alerts_manga', { title: `Uyarı ${stamp}`, chapters: ['Bölüm 1'] });
  fx.manga = made.id;
  fx.first = made.chapters['Bölüm 1'];
  fx.other = fixture('alerts_manga', { title: `Başka ${stamp}`, chapters: [] }).id;
  fx.ids.editor = await reader('editor', 'editor');
  fx.ids.madara = await reader('madara');
  fx.ids.fresh = await reader('fresh');
  fx.ids.other = await reader('other');
  fx.ids.left = await reader('left');
  fx.cookies.editor = await login(`alerteditor${stamp}`, PASSWORD);
  fx.cookies.madara = await login(`alertmadara${stamp}`, PASSWORD);
  fx.cookies.fresh = await login(`alertfresh${stamp}`, PASSWORD);

  // As Madara left them: `p` is '', 19 unread chapters already.
  fixture('alerts_write_bookmarks', {
    user: fx.ids.madara,
    list: [
      { id: fx.other, c: 0, p: '', unread_c: [] },
      { id: fx.manga, c: fx.first.id, p: '', unread_c: OLD },
    ],
  });
  fixture('alerts_write_bookmarks', { user: fx.ids.other, list: [{ id: fx.other, c: 0, p: '', unread_c: [] }] });
  fixture('alerts_write_bookmarks', { user: fx.ids.left, list: [{ id: fx.manga, c: 0, p: '', unread_c: [] }] });
  fixture('alerts_write_bookmarks', { user: fx.ids.left, list: [] }); // bookmarked, then removed it
  // Through the site's own bookmark call.
  const html = await page(made.url, fx.cookies.fresh);
  const nonce = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
  const answer = await ajax({ action: 'wp-manga-user-bookmark', postID: String(fx.manga), chapter: '', page: '1', nonce }, { cookie: fx.cookies.fresh });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);

  fixture('alerts_mail_choice', { user: fx.ids.fresh, mode: 'instant', locale: 'en_US' });
  fixture('alerts_mail_choice', { user: fx.ids.madara, mode: 'daily', locale: '' });
}, 60_000);

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga, fx.other].filter(Boolean) });
  fixture('delete_users', { ids: fx.users });
  fixture('remove_account_page', { id: fx.accountPage.made });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('new-chapter alerts', () => {
  it('publishing only queues the chapters: no reader is written in the request', async () => {
    for (const name of ['Bölüm 2', 'Bölüm 3']) {
      const response = await publish(name);
      expect(response.status).toBe(303);
      fx.published.push(fixture('alerts_chapter', { manga: fx.manga, name })!);
    }
    const queue = fixture('alerts_queue', { manga: fx.manga });
    expect(queue.entries).toEqual([{ manga: fx.manga, chapters: fx.published.map((c) => c.id), after: 0 }]);
    expect(queue.scheduled).toBe(true);
    expect(bookmarks(fx.ids.fresh)).toEqual([{ id: fx.manga, c: 0, p: 1, unread_c: [] }]);
    expect(await menuBadge(fx.cookies.fresh)).toBe('');
  });

  it('the cron event fills unread_c of every bookmarker in Madara’s format, at most the 20 newest', () => {
    let left = fixture('alerts_cron', {});
    for (let run = 0; left > 0 && run < 10; run++) left = fixture('alerts_cron', {});
    expect(fixture('alerts_queue', { manga: fx.manga }).entries).toEqual([]);
    const [second, third] = fx.published.map((c) => c.id);
    expect(bookmarks(fx.ids.madara)).toEqual([
      { id: fx.other, c: 0, p: '', unread_c: [] },
      { id: fx.manga, c: fx.first.id, p: '', unread_c: [...OLD.slice(1), second, third] },
    ]);
    expect(bookmarks(fx.ids.fresh)).toEqual([{ id: fx.manga, c: 0, p: 1, unread_c: [second, third] }]);
    expect(bookmarks(fx.ids.other)).toEqual([{ id: fx.other, c: 0, p: '', unread_c: [] }]);
    expect(bookmarks(fx.ids.left)).toEqual([]);
  });

  it('a second run adds nothing twice', () => {
    const before = bookmarks(fx.ids.fresh);
    fixture('alerts_cron', {});
    expect(bookmarks(fx.ids.fresh)).toEqual(before);
  });

  it('the user menu shows the count and the Bookmarks tab marks the manga with its unread chapters', async () => {
    expect(await menuBadge(fx.cookies.fresh)).toBe('<span aria-hidden="true">2</span><span class="screen-reader-text">2 yeni bölüm');
    // Madara's list also holds chapters deleted since: only the two that exist count.
    expect(await menuBadge(fx.cookies.madara)).toBe('<span aria-hidden="true">2</span><span class="screen-reader-text">2 yeni bölüm');
    const home = await page(`${site.url}/`, fx.cookies.fresh);
    const tab = /<li class="menu-item-bookmarks"><a href="([^"]+)">Yer imleri /.exec(home)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(tab).toBe(fx.accountPage.url);
    const html = await page(tab, fx.cookies.fresh);
    const row = new RegExp(`<tr id="manga-item-${fx.manga}" data-order="\\d+" class="unread">(.*?)</tr>`, 's').exec(html)?.[1] ?? '';
    expect(row).toContain('<span class="c-notifications"><span aria-hidden="true">2</span><span class="screen-reader-text">2 yeni bölüm</span></span>');
    const [second, third] = fx.published;
    expect(row).toContain(`<div class="chapter unread"><span>Okunmamış bölümler:</span><a href="${third.url}">Bölüm 3</a><a href="${second.url}">Bölüm 2</a></div>`);
  });

  it('opening a chapter page clears it; the reading history recording the next one clears that', async () => {
    const [second, third] = fx.published;
    const html = await page(second.url, fx.cookies.fresh);
    expect(bookmarks(fx.ids.fresh)[0].unread_c).toEqual([third.id]);
    expect(await menuBadge(fx.cookies.fresh)).toContain('<span aria-hidden="true">1</span>');
    const nonce = /var user_history_params = \{[^;]*"nonce":"([a-f0-9]+)"/.exec(html)?.[1] ?? '';
    const answer = await ajax({ action: 'manga-user-history', postID: String(fx.manga), chapterSlug: third.slug, paged: '1', img_id: '0', nonce }, { cookie: fx.cookies.fresh });
    expect(await answer.json()).toEqual({ success: true });
    expect(bookmarks(fx.ids.fresh)).toEqual([{ id: fx.manga, c: 0, p: 1, unread_c: [] }]);
    expect(await menuBadge(fx.cookies.fresh)).toBe('');
    // Madara's reader still has its own.
    expect(bookmarks(fx.ids.madara)[1].unread_c).toHaveLength(20);
  });

  it('e-mails: "at once" readers now, in their language; "a day" readers on the daily event, in theirs', () => {
    const [second, third] = fx.published;
    const now = fixture('alerts_send_mail', {});
    expect(now.map((mail) => mail.to)).toEqual([`alertfresh${stamp}@example.com`]);
    expect(now[0].subject).toMatch(/^New chapters on /);
    expect(now[0].message).toContain(`– Bölüm 2: ${second.url}`);
    expect(now[0].message).toContain(`– Bölüm 3: ${third.url}`);
    expect(now[0].message).toContain('To get no more of these e-mails, open this link: ');
    expect(now[0].headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(fixture('alerts_send_mail', {})).toEqual([]);

    const daily = fixture('alerts_send_mail', { daily: true });
    expect(daily.map((mail) => mail.to)).toEqual([`alertmadara${stamp}@example.com`]);
    expect(daily[0].subject).toMatch(/ sitesinde yeni bölümler$/);
    expect(daily[0].message).toContain('Bu e-postaları artık almamak için şu bağlantıyı açın: ');
  });

  it('the unsubscribe link works signed out, once signed; a changed signature is refused', async () => {
    await publish('Bölüm 4');
    fixture('alerts_cron', {});
    const [mail] = fixture('alerts_send_mail', {});
    const link = /open this link: (\S+)/.exec(mail.message)?.[1] ?? '';
    const header = mail.headers.find((h) => h.startsWith('List-Unsubscribe: '))?.slice('List-Unsubscribe: <'.length, -1);
    expect(header).toBe(link);
    const forged = await fetch(link.replace(/key=[0-9a-f]{8}/, 'key=00000000'));
    expect(forged.status).toBe(403);
    expect(fixture('user_meta', { user: fx.ids.fresh, key: 'yomu_alerts_email' })).toBe('instant');
    // Mail programs' one-click button: a POST (RFC 8058).
    const done = await fetch(link, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });
    expect(done.status).toBe(200);
    expect(fixture('user_meta', { user: fx.ids.fresh, key: 'yomu_alerts_email' })).toBe('');
    // Publishing again e-mails nobody who unsubscribed.
    await publish('Bölüm 5');
    fixture('alerts_cron', {});
    expect(fixture('alerts_send_mail', {})).toEqual([]);
  });
});
