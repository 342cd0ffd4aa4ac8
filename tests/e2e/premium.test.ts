// Premium chapters in Chromium (issue 28, "Buying"), myCred on: a guest, a reader without enough points and a
// reader with points reach a locked chapter at 375 and 1280 px, on a Turkish (tr_TR) and an Arabic (ar, RTL)
// site. The guest is offered the sign-in, the short reader Chapter Coin's "not enough coin" words and no button,
// the reader with points buys with the premium island (admin-ajax wp_manga_buy_chapter) and lands on the open
// chapter; one more reader buys with JavaScript off, through the form alone. Screenshots of the lock and after
// the purchase go to .wp/results/screenshots/premium/ (PREMIUM_SHOTS overrides).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import type { PremiumChapter } from '../support/fixtures/premium';
import '../support/fixtures/premium-front';
import { readerContext, wakeReader } from '../support/reader-page';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const SHOTS = process.env.PREMIUM_SHOTS ?? path.resolve('.wp/results/screenshots/premium');
const PASSWORD = 'Premium-e2e-şifre-9';
const stamp = Date.now().toString(36);
const VIEWS = [
  { view: 'mobile', width: 375, height: 740 },
  { view: 'desktop', width: 1280, height: 800 },
] as const;
const LANGS = [
  { lang: 'tr_TR', html: 'tr-TR', dir: 'ltr' },
  { lang: 'ar', html: 'ar', dir: 'rtl' },
] as const;

let browser: Browser;
let problemsBefore: PhpLogMark;
let language: unknown;
let manga = 0;
let seededUrl = '';
let chapters: PremiumChapter[] = [];
const made: number[] = [];

async function member(name: string, points: number): Promise<{ id: number; cookie: string }> {
  // Unique per attempt: a retried test makes its members again.
  const loginName = `pe${name}${stamp}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const id = fixture('make_user', { login: loginName, password: PASSWORD });
  made.push(id);
  fixture('premium_set_points', { user: id, points });
  return { id, cookie: await login(loginName, PASSWORD) };
}

async function signedIn(ctx: BrowserContext, cookie: string): Promise<void> {
  await ctx.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: site.url };
    }),
  );
}

async function shot(page: Page, name: string, at = '.premium-offer'): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  // The reader island may draw the reading area again while the pages load: scroll to whichever is there now.
  await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), at);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Opens a locked chapter and waits for the premium island to take the offer over. */
async function openLocked(page: Page, url: string, dir: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('[data-island="premium"][data-mounted="true"]', { state: 'attached' });
  expect(await page.locator('html').getAttribute('dir')).toBe(dir === 'rtl' ? 'rtl' : null);
  expect(await page.locator('body').getAttribute('class')).toContain('chapter-blocked');
  expect(await page.locator('.reading-content .wp-manga-chapter-img').count()).toBe(0);
}

/** The offer box lies inside the viewport's width (nothing cut off at 375 px). */
async function fitsWidth(page: Page, width: number): Promise<void> {
  const box = await page.locator('.premium-offer').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  language = fixture('get_option', { name: 'WPLANG' });
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  // Chapter 1 free; chapters 2–5 cost 5 points, one bought in each language and width; chapter 6 stays locked.
  const seeded = fixture('premium_seed', { title: `Premium e2e ${stamp}`, prices: [0, 5, 5, 5, 5, 5, 5] });
  manga = seeded.manga;
  seededUrl = seeded.url;
  chapters = seeded.chapters;
  const images = chapters.flatMap((chapter) => chapter.images);
  expect(fixture('premium_front_page_files', { urls: images })).toBe(images.length);
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'WPLANG', value: language ?? null });
  fixture('premium_mycred', { on: 0 });
  if (manga) fixture('delete_posts', { ids: [manga] });
  if (made.length) fixture('delete_users', { ids: made });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60_000);

describe.each(LANGS)('$lang site', ({ lang, html, dir }) => {
  describe.each(VIEWS)('$width px', ({ view, width, height }) => {
    const locked = () => chapters[6];
    const name = `${html.slice(0, 2)}-${view}`;

    it('a guest is offered the sign-in, which opens the account modal (and, signed in there, the offer)', async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const ctx = await readerContext(browser, width, height);
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await openLocked(page, locked().url, dir);
      expect(await page.locator('html').getAttribute('lang')).toBe(html);
      const signIn = page.locator('.premium-offer a.premium-sign-in');
      expect(await signIn.getAttribute('href')).toContain('wp-login.php');
      expect(await page.locator('.premium-offer button').count()).toBe(0);
      await fitsWidth(page, width);
      await shot(page, `lock-guest-${name}`);
      await signIn.click();
      await page.locator('#form-login').waitFor({ state: 'visible' });
      if (view === 'desktop') {
        // Signed in through the modal, the page comes again with the member's balance and the Buy it button.
        const guestLogin = `peg${html.slice(0, 2)}${stamp}${Math.floor(Math.random() * 1e6).toString(36)}`;
        made.push(fixture('make_user', { login: guestLogin, password: PASSWORD }));
        fixture('premium_set_points', { user: made[made.length - 1], points: 9 });
        await page.fill('#log', guestLogin);
        await page.fill('#pwd', PASSWORD);
        await page.locator('#loginform button[type="submit"]').click();
        await page.locator('.premium-offer button.btn-agree').waitFor({ state: 'visible' });
        expect(await page.locator('.premium-offer .premium-balance strong').textContent()).toMatch(/9/);
        expect(await page.locator('.premium-offer a.premium-sign-in').count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await ctx.close();
    });

    it('a reader without enough points sees the words and no buy button', async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const poor = await member(`p${html}${view[0]}`, 2);
      const ctx = await readerContext(browser, width, height);
      await signedIn(ctx, poor.cookie);
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await openLocked(page, locked().url, dir);
      expect(await page.locator('.premium-offer .message-lack-of-coin').isVisible()).toBe(true);
      expect(await page.locator('.premium-offer .premium-balance strong').textContent()).toMatch(/2/);
      expect(await page.locator('.premium-offer button').count()).toBe(0);
      expect(await page.locator('input#wp_manga_chapter_coin_user_balance').getAttribute('value')).toBe('2');
      await fitsWidth(page, width);
      await shot(page, `lock-short-${name}`);
      expect(fixture('premium_ledger', { user: poor.id, chapter: locked().id }).purchases).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    });

    it('a reader with points buys with the island and reads the chapter', async () => {
      fixture('set_option', { name: 'WPLANG', value: lang });
      const target = chapters[1 + LANGS.findIndex((l) => l.lang === lang) * 2 + VIEWS.findIndex((v) => v.view === view)];
      const rich = await member(`r${html}${view[0]}`, 12);
      const ctx = await readerContext(browser, width, height);
      await signedIn(ctx, rich.cookie);
      const page = await ctx.newPage();
      const errors = watchErrors(page, site.url);
      await openLocked(page, target.url, dir);
      expect(await page.locator('.premium-offer .premium-balance strong').textContent()).toMatch(/12/);
      await fitsWidth(page, width);
      await shot(page, `lock-buy-${name}`);
      const buy = page.locator('.premium-offer button.btn-agree');
      await buy.focus();
      const bought = page.waitForRequest((request) => request.url().includes('admin-ajax.php') && request.postData()?.includes('action=wp_manga_buy_chapter') === true);
      await page.keyboard.press('Enter');
      expect(new URLSearchParams((await bought).postData() ?? '').get('chapter')).toBe(String(target.id));
      // The island announces the answer, then follows its data.url.
      await page.waitForURL(target.url);
      await wakeReader(page);
      const first = page.locator('.reading-content .wp-manga-chapter-img').first();
      await first.waitFor({ state: 'visible' });
      // The page comes through the buyer's own signed link, and it loads.
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('yomu_page=');
      expect(await page.locator('body').getAttribute('class')).not.toContain('chapter-blocked');
      expect(await page.locator('input#wp_manga_chapter_coin_user_balance').getAttribute('value')).toBe('7');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `after-buy-${name}`, 'body');
      // The manga page's list: the bought chapter unlocked, the others locked, the first free.
      await page.goto(seededUrl);
      await page.waitForSelector('#page-loader', { state: 'detached' });
      const item = page.locator('li.wp-manga-chapter', { has: page.locator(`a[href="${target.url}"]`) });
      expect(await item.getAttribute('class')).toBe(`wp-manga-chapter premium coin-5 data-chapter-${target.id}`);
      expect(await page.locator('li.wp-manga-chapter.premium-block').count()).toBe(5);
      await shot(page, `list-after-buy-${name}`, '.manga-chapters');
      const ledger = fixture('premium_ledger', { user: rich.id, chapter: target.id });
      expect(ledger).toMatchObject({ balance: 7 });
      expect(ledger.purchases).toHaveLength(1);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  });
});

describe('without JavaScript', () => {
  it('the Buy it form alone buys the chapter and opens it', async () => {
    fixture('set_option', { name: 'WPLANG', value: 'tr_TR' });
    const reader = await member('nojs', 5);
    const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    await signedIn(ctx, reader.cookie);
    const page = await ctx.newPage();
    await page.goto(chapters[5].url);
    expect(await page.locator('body').getAttribute('class')).toContain('chapter-blocked');
    await page.locator('.premium-offer button.btn-agree').click();
    await page.waitForURL(chapters[5].url);
    await page.locator('.reading-content .wp-manga-chapter-img').first().waitFor({ state: 'attached' });
    expect(await page.locator('.premium-offer').count()).toBe(0);
    await shot(page, 'after-buy-nojs-tr-mobile');
    expect(fixture('premium_ledger', { user: reader.id, chapter: chapters[5].id })).toMatchObject({ balance: 0 });
    await ctx.close();
  });
});
