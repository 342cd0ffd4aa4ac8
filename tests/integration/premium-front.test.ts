// @vitest-environment jsdom
// Premium chapters on the front end over real HTTP, myCred on (MADARA-SITE.md §8.9 "Gate and front-end
// contract"): Chapter Coin's classes and span.coin badges on the manga page's li.wp-manga-chapter (locked:
// premium-block; bought: premium without it; free: free-chap), on the reader's options and Next button, with
// real chapter URLs; the locked page (body.chapter-blocked) and its purchase WITHOUT JavaScript through
// admin-post.php: bought once, then the chapter opens; refusals come back as a notice on the chapter page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import type { PremiumChapter } from '../support/fixtures/premium';
import '../support/fixtures/premium-front';

const PASSWORD = 'Premium-şifre-7';
let strings: Record<string, string> = {};
/** The site language's form of a plugin string (the test site may run in Turkish). */
const t = (text: string): string => strings[text] ?? text;
/** "{n} Points" as the site prints it. */
const points = (n: number): string => fixture('premium_points_label', { n });
const stamp = Date.now().toString(36);
let problemsBefore: PhpLogMark;
let manga = 0;
let mangaUrl = '';
let chapters: PremiumChapter[] = [];
const users: Record<'rich' | 'poor' | 'buyer', { id: number; cookie: string }> = {
  rich: { id: 0, cookie: '' },
  poor: { id: 0, cookie: '' },
  buyer: { id: 0, cookie: '' },
};

async function page(url: string, cookie = ''): Promise<Document> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

function item(doc: Document, chapter: PremiumChapter): Element {
  const link = Array.from(doc.querySelectorAll('li.wp-manga-chapter > a')).find((a) => a.getAttribute('href') === chapter.url);
  expect(link, chapter.url).toBeTruthy();
  return link!.parentElement!;
}

async function buyByForm(cookie: string, chapter: number, nonce: string): Promise<Response> {
  return fetch(`${site.url}/wp-admin/admin-post.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams({ action: 'yomu_buy_chapter', 'wp-manga-chapter': String(chapter), 'wp-manga-coin-nonce': nonce }),
  });
}

const nonceOn = (doc: Document) => doc.querySelector<HTMLInputElement>('.premium-offer input[name="wp-manga-coin-nonce"]')?.value ?? '';

beforeAll(async () => {
  strings = fixture('manga_translations', { strings: ['Free', 'Unlocked', 'Price: %s', 'Your balance: %s', 'Buy it', 'You do not have enough coin to buy this chapter', 'Invalid request. Please try again'] });
  problemsBefore = phpLogMark();
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  const seeded = fixture('premium_seed', { title: `Premium front ${stamp}`, prices: [0, 5, 3, null] });
  manga = seeded.manga;
  mangaUrl = seeded.url;
  chapters = seeded.chapters;
  for (const [name, points] of [['rich', 0], ['poor', 2], ['buyer', 10]] as const) {
    const loginName = `pf${name}${stamp}`;
    users[name].id = fixture('make_user', { login: loginName, password: PASSWORD });
    fixture('premium_set_points', { user: users[name].id, points });
    users[name].cookie = await login(loginName, PASSWORD);
  }
  // "rich" bought chapter 2 once (through the ajax action, as a member would).
  fixture('premium_set_points', { user: users.rich.id, points: 5 });
  const doc = await page(chapters[1].url, users.rich.cookie);
  const answer = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: { cookie: users.rich.cookie },
    body: new URLSearchParams({ action: 'wp_manga_buy_chapter', chapter: String(chapters[1].id), nonce: nonceOn(doc) }),
  });
  expect(((await answer.json()) as { success: boolean }).success).toBe(true);
});

afterAll(() => {
  fixture('premium_mycred', { on: 0 });
  if (manga) fixture('delete_posts', { ids: [manga] });
  fixture('delete_users', { ids: Object.values(users).map((user) => user.id).filter(Boolean) });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('chapter lists', () => {
  it('a guest sees the priced chapters locked, the free ones free, each with its badge and real URL', async () => {
    const doc = await page(mangaUrl);
    const [free, five, three, unpriced] = chapters.map((chapter) => item(doc, chapter));
    expect(Array.from(five.classList).sort()).toEqual(['coin-5', `data-chapter-${chapters[1].id}`, 'premium', 'premium-block', 'wp-manga-chapter'].sort());
    expect(three.classList.contains('premium-block')).toBe(true);
    expect(three.classList.contains('coin-3')).toBe(true);
    for (const li of [free, unpriced]) {
      expect(li.classList.contains('free-chap')).toBe(true);
      expect(li.classList.contains('premium')).toBe(false);
      expect(li.querySelector(':scope > span.coin.free')?.textContent).toBe(t('Free'));
    }
    expect(free.classList.contains(`data-chapter-${chapters[0].id}`)).toBe(true);
    const badge = five.querySelector(':scope > span.coin');
    expect(badge?.nextElementSibling?.tagName).toBe('A');
    expect(badge?.querySelector('i.fas.fa-lock')).not.toBeNull();
    expect(badge?.textContent).toBe(points(5));
    // The link is the chapter's own URL and its text the chapter name alone (reader apps read both).
    expect(five.querySelector('a')?.textContent).toBe('Chapter 2');
    expect(doc.querySelector('style#wp-manga-chapter-coin-css')?.textContent).toContain('.chapter-item.premium.premium-block .coin{color:#ffffff;background-color:#fe6a10}');
  });

  it('a member who bought a chapter sees it premium but unlocked; the others stay locked', async () => {
    const doc = await page(mangaUrl, users.rich.cookie);
    const bought = item(doc, chapters[1]);
    expect(bought.classList.contains('premium')).toBe(true);
    expect(bought.classList.contains('premium-block')).toBe(false);
    expect(bought.querySelector('span.coin')?.textContent).toBe(t('Unlocked'));
    expect(item(doc, chapters[2]).classList.contains('premium-block')).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('input#wp_manga_chapter_coin_user_balance')?.value).toBe('0');
  });

  it('a listing card marks its latest chapters the same way', () => {
    const card = (user: number) => new DOMParser().parseFromString(fixture('premium_front_card', { manga, user }), 'text/html');
    const items = (doc: Document) => Array.from(doc.querySelectorAll('.chapter-item'), (div) => [div.className, div.querySelector('.chapter > .coin')?.textContent]);
    // The two newest: chapter 4 (no price: free) and chapter 3 (3 points).
    expect(items(card(0))).toEqual([
      [`chapter-item free-chap data-chapter-${chapters[3].id}`, t('Free')],
      [`chapter-item premium coin-3 data-chapter-${chapters[2].id} premium-block`, points(3)],
    ]);
    expect(card(0).querySelector('.chapter-item.premium-block a')?.getAttribute('href')).toBe(chapters[2].url);
  });

  it('the reader marks the chapter options and a Next button leading to a locked chapter, with real URLs', async () => {
    // The list style: Next leads to the next chapter (in the paged style, to the next page first).
    const doc = await page(`${chapters[0].url}?style=list`);
    expect(doc.body.classList.contains('chapter-blocked')).toBe(false);
    const option = doc.querySelector<HTMLOptionElement>(`.wp-manga-nav.header option[value="${chapters[1].slug}"]`);
    expect(option?.className).toBe(`premium coin-5 data-chapter-${chapters[1].id} premium-block`);
    expect(option?.dataset.redirect?.startsWith(chapters[1].url)).toBe(true);
    expect(option?.hasAttribute('data-navigation')).toBe(false);
    expect(doc.querySelector(`.wp-manga-nav.header option[value="${chapters[0].slug}"]`)?.className).toBe(`free-chap data-chapter-${chapters[0].id}`);
    const next = doc.querySelector('.wp-manga-nav.header .nav-next');
    expect(next?.className).toBe(`nav-next premium coin-5 data-chapter-${chapters[1].id} premium-block`);
    expect(next?.querySelector('a')?.getAttribute('href')?.startsWith(chapters[1].url)).toBe(true);
    expect(doc.querySelector('.wp-manga-nav.header .nav-previous')).toBeNull();
  });
});

describe('the locked chapter page', () => {
  it('asks a guest to sign in, and sends a guest’s form post to the sign-in page', async () => {
    const doc = await page(chapters[1].url);
    expect(doc.body.classList.contains('chapter-blocked')).toBe(true);
    const block = doc.querySelector('.reading-content .premium.content-blocked.premium-block');
    expect(block?.classList.contains(`coin-5`)).toBe(true);
    expect(block?.classList.contains(`data-chapter-${chapters[1].id}`)).toBe(true);
    expect(block?.querySelector('.premium-lock-price')?.textContent).toBe(t('Price: %s').replace('%s', points(5)));
    const signIn = block?.querySelector<HTMLAnchorElement>('a.premium-sign-in');
    expect(signIn?.getAttribute('href')).toContain('wp-login.php?redirect_to=' + encodeURIComponent(chapters[1].url));
    expect(block?.querySelector('form')).toBeNull();
    expect(doc.querySelectorAll('.wp-manga-chapter-img')).toHaveLength(0);
    const response = await buyByForm('', chapters[1].id, nonceOn(doc));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('wp-login.php');
  });

  it('tells a member short of points so, with no buy form; a forged form post charges nothing and comes back with the refusal', async () => {
    const doc = await page(chapters[1].url, users.poor.cookie);
    const block = doc.querySelector('.premium-offer');
    expect(block?.querySelector('.premium-balance')?.textContent).toBe(t('Your balance: %s').replace('%s', points(2)));
    expect(block?.querySelector('.message-lack-of-coin')?.textContent).toBe(t('You do not have enough coin to buy this chapter'));
    expect(block?.querySelector('form')).toBeNull();
    const response = await buyByForm(users.poor.cookie, chapters[1].id, 'forged');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(chapters[1].url);
    const back = await page(chapters[1].url, users.poor.cookie);
    expect(back.querySelector('.premium-notice')?.textContent).toBe(t('Invalid request. Please try again'));
    // Shown once.
    expect((await page(chapters[1].url, users.poor.cookie)).querySelector('.premium-notice')).toBeNull();
    expect(fixture('premium_ledger', { user: users.poor.id, chapter: chapters[1].id })).toEqual({ balance: 2, purchases: [] });
  });

  it('sells the chapter to a member through the form alone: charged once, then the chapter opens', async () => {
    const doc = await page(chapters[2].url, users.buyer.cookie);
    const form = doc.querySelector<HTMLFormElement>('.premium-offer form.premium-buy');
    expect(form?.getAttribute('action')).toBe(`${site.url}/wp-admin/admin-post.php`);
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe(t('Buy it'));
    expect(doc.querySelector('.premium-balance')?.textContent).toBe(t('Your balance: %s').replace('%s', points(10)));
    const nonce = nonceOn(doc);
    for (let i = 0; i < 2; i++) {
      const response = await buyByForm(users.buyer.cookie, chapters[2].id, nonce);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(chapters[2].url);
    }
    const ledger = fixture('premium_ledger', { user: users.buyer.id, chapter: chapters[2].id });
    expect(ledger.balance).toBe(7);
    expect(ledger.purchases).toHaveLength(1);
    const open = await page(chapters[2].url, users.buyer.cookie);
    expect(open.body.classList.contains('chapter-blocked')).toBe(false);
    expect(open.querySelector('.premium-offer')).toBeNull();
    expect(open.querySelectorAll('.wp-manga-chapter-img').length).toBeGreaterThan(0);
    expect(open.querySelector<HTMLInputElement>('input#wp_manga_chapter_coin_user_balance')?.value).toBe('7');
    expect(item(await page(mangaUrl, users.buyer.cookie), chapters[2]).className).toBe(`wp-manga-chapter premium coin-3 data-chapter-${chapters[2].id}`);
  });
});
