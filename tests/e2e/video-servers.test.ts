// Video chapters as Madara stores them (MADARA.md §7) on the Madara fixture's video manga, in Chromium: the
// one-server chapter (v1, a bare iframe) and both servers of the two-server chapter (v2, `Server 1 :: … ||
// Server 2 :: …`) load their players, whose scripts run inside the sandbox. There is no network: the player URLs
// are answered by page.route with a tiny page that posts its address to the reader's page. The server choice
// works by keyboard, is remembered for the manga across a reload, and works without JavaScript (?server=N).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { loadMadaraFixture, unloadMadaraFixture } from '../support/madara';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PLAYERS = ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**'];
const ONE = 'https://www.youtube-nocookie.com/embed/yomuFixture1';
const FIRST = 'https://www.youtube-nocookie.com/embed/yomuFixture2';
const SECOND = 'https://player.vimeo.com/video/76979871';
// The stand-in player: a script that reports to the embedding page. It runs only if the sandbox allows scripts.
const PLAYER_PAGE = '<!doctype html><title>player</title><p>player</p><script>parent.postMessage({ yomuPlayer: location.href }, "*");</script>';

let browser: Browser;
let fixture: { video: number; video_slug: string; [key: string]: unknown };
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fixture = loadMadaraFixture<typeof fixture>();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (fixture) unloadMadaraFixture(fixture);
});

const chapterUrl = (slug: string) => `${site.url}/manga/${fixture.video_slug}/${slug}/`;

/** A context whose visitor allowed every consent category, with the players answered locally. */
async function visitor(javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await context.addCookies([
    {
      name: 'cookieyes-consent',
      value: encodeURIComponent('consentid:E2eVideoServers0123456789abcdefA,consent:yes,action:yes,necessary:yes,functional:yes,analytics:no,performance:no,advertisement:yes'),
      url: site.url,
    },
  ]);
  for (const pattern of PLAYERS) await context.route(pattern, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: PLAYER_PAGE }));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { yomuPlayers: string[] }).yomuPlayers = seen;
    window.addEventListener('message', (event: MessageEvent<{ yomuPlayer?: string }>) => {
      if (typeof event.data?.yomuPlayer === 'string') seen.push(event.data.yomuPlayer);
    });
  });
  return context;
}

const players = (page: Page) => page.evaluate(() => (window as unknown as { yomuPlayers: string[] }).yomuPlayers);
const frameSources = (page: Page) => page.locator('.chapter-video iframe').evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')));

describe('video chapters in Madara format', () => {
  it('plays the one-server chapter in a lazy, sandboxed, titled frame without a server choice', async () => {
    const context = await visitor();
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(chapterUrl('episode-1'));
    await expect.poll(() => players(page)).toEqual([ONE]);
    const frame = page.locator('.chapter-video iframe');
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(await frame.getAttribute('allowfullscreen')).not.toBeNull();
    expect(await frame.getAttribute('title')).toBe('Episode 1');
    expect(await page.locator('.chapter-video__servers').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays both servers of the two-server chapter, switched by keyboard, and remembers the choice', async () => {
    const context = await visitor();
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(chapterUrl('episode-2'));
    await page.waitForSelector('[data-island="video-servers"][data-mounted="true"]', { state: 'attached' });
    await expect.poll(() => players(page)).toEqual([FIRST]);
    expect(await page.locator('.chapter-video iframe').getAttribute('onload')).toBeNull();

    const group = page.getByRole('group', { name: 'Video sunucusu' });
    const first = group.getByRole('button', { name: 'Server 1' });
    const second = group.getByRole('button', { name: 'Server 2' });
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    expect(await second.getAttribute('aria-pressed')).toBe('false');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => players(page)).toEqual([FIRST, SECOND]);
    expect(await frameSources(page)).toEqual([SECOND]);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.chapter-video iframe').getAttribute('title')).toBe('Server 2 – Episode 2');
    await screenshot(page, 'video-servers-second');

    // The server reads the remembered choice: the reloaded page comes with the second player, loaded once.
    await page.reload();
    await page.waitForSelector('[data-island="video-servers"][data-mounted="true"]', { state: 'attached' });
    await expect.poll(() => players(page)).toEqual([SECOND]);
    expect(await page.getByRole('button', { name: 'Server 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the servers as links without JavaScript', async () => {
    const context = await visitor(false);
    const page = await context.newPage();
    await page.goto(chapterUrl('episode-2'));
    const nav = page.getByRole('navigation', { name: 'Video sunucusu' });
    expect(await nav.getByRole('link', { name: 'Server 1' }).getAttribute('aria-current')).toBe('true');
    await nav.getByRole('link', { name: 'Server 2' }).click();
    await page.waitForURL(/\?server=2$/);
    // Without JavaScript the consent layer keeps the player's address in data-src.
    const frame = page.locator('.chapter-video iframe');
    expect(await frame.count()).toBe(1);
    expect(await frame.getAttribute('data-src')).toBe(SECOND);
    expect(await page.getByRole('link', { name: 'Server 2' }).getAttribute('aria-current')).toBe('true');
    await context.close();
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
