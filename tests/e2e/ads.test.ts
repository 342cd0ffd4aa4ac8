// Issue 31 (ads) in Chromium at 375 and 1280 px: every slot filled from Madara's theme options (an AdSense unit
// before the content, custom code with an external tag and an inline script elsewhere). Under GDPR nothing runs
// and no request reaches an ad host until "Tümünü Kabul Et"; the slots show the consent placeholder in their
// reserved space, then fill without a reload, each script in order and after the page's load event. With consent
// given before, the page barely shifts (CLS within DESIGN.md §7), and the reader keeps its slots through its
// takeover and in-place page and chapter turns. Under CCPA (no opt-in) the ads load with no action. There is no
// network: every request to another host is recorded and answered by a stub (ad hosts) or refused.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, reachConsent, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/ads';
import { layoutShift, watchLayoutShift, wakeReader } from '../support/reader-page';
import { frames } from '../support/settle';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `ade${Date.now().toString(36)}`;
const CLIENT = 'ca-pub-1234567890123456';
const AD_HOSTS = ['ads.example.com', 'pagead2.googlesyndication.com'];
/** A network's tag: a box, its external script, then an inline script that needs the external one to have run. */
const code = (name: string) =>
  `<div class="t-ad" style="height:80px;background:#fc6">${name}</div><script src="https://ads.example.com/tag.js?slot=${name}"></script>` +
  `<script>(window.adRan = window.adRan || []).push('${name}:' + (window.extRan || 0) + ':' + document.readyState);</script>`;

let browser: Browser;
let problems: PhpLogMark;
let savedThemeOptions: unknown;
let savedSiteWide: unknown;
let fx: { manga: number; url: string; chapters: string[]; text_manga: number; post: number; post_url: string; page: number; page_url: string };

beforeAll(async () => {
  problems = phpLogMark();
  savedThemeOptions = fixture('get_option', { name: 'option_tree' });
  savedSiteWide = fixture('get_option', { name: 'yomu_site_wide' });
  fixture('set_option', { name: 'yomu_ads', value: null });
  fixture('set_option', {
    name: 'option_tree',
    value: {
      adsense_id: CLIENT,
      adsense_slot_ads_before_content: '1111111111',
      ads_after_content: code('ads_after_content'),
      ads_footer: code('ads_footer'),
      ads_wall_left: code('ads_wall_left'),
      ads_wall_right: code('ads_wall_right'),
    },
  });
  fx = fixture('ads_seed', { title: `${TAG} Reklam` });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'option_tree', value: savedThemeOptions ?? null });
  fixture('set_option', { name: 'yomu_site_wide', value: savedSiteWide ?? null });
  if (fx) fixture('delete_posts', { ids: [fx.manga, fx.text_manga, fx.post, fx.page] });
  expect(phpProblemsSince(problems)).toEqual([]);
}, 60_000);

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every request to another host, in order. */
  external: string[];
  errors: string[];
}

async function open(width: number, height: number, url: string, options: { consent?: boolean; shifts?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height } });
  const external: string[] = [];
  const own = new URL(site.url).host;
  await context.route(
    (target) => target.host !== own,
    (route) => {
      const target = new URL(route.request().url());
      external.push(target.href);
      if (target.hostname === 'ads.example.com') return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.extRan = (window.extRan || 0) + 1;' });
      // AdSense's script is loaded with crossorigin="anonymous", as Google's snippet has it; Google answers with CORS.
      if (target.hostname === 'pagead2.googlesyndication.com') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'access-control-allow-origin': '*' }, body: 'window.adsenseRan = true;' });
      }
      return route.abort();
    },
  );
  if (options.consent) {
    await context.addCookies([
      {
        name: 'cookieyes-consent',
        value: encodeURIComponent('consentid:E2eAds0123456789abcdefABCDEFghij,consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes'),
        domain: new URL(site.url).hostname,
        path: '/',
      },
    ]);
  }
  if (options.shifts) await watchLayoutShift(context);
  const page = await context.newPage();
  const errors = watchErrors(page, site.url);
  await page.goto(url);
  await mounted(page);
  return { context, page, external, errors };
}

/** Waits until every ad island on the page has started. */
const mounted = (page: Page) =>
  page.waitForFunction(() => {
    const slots = Array.from(document.querySelectorAll<HTMLElement>('[data-island="ads"]'));
    return slots.length > 0 && slots.every((slot) => slot.dataset.mounted === 'true');
  });
const adRequests = (external: string[]) => external.filter((url) => AD_HOSTS.includes(new URL(url).hostname));
const ran = (page: Page) => page.evaluate(() => (window as unknown as { adRan?: string[] }).adRan ?? []);
const states = (page: Page) => page.$$eval('.yomu-ad', (holders) => holders.map((holder) => `${holder.className.split('--')[1]}:${holder.querySelector<HTMLElement>('[data-island]')?.dataset.ad}`));
/**
 * The inline ad scripts that ran: those of `names` (in whichever order their slots started), one slot at a time, each
 * after its own external tag (its count of loaded tags is its place), on a loaded page.
 */
function expectRan(entries: string[], names: string[]): void {
  expect(entries.map((entry) => entry.split(':')[0]).sort()).toEqual([...names].sort());
  expect(entries.map((entry) => entry.split(':').slice(1).join(':'))).toEqual(names.map((_, i) => `${i + 1}:complete`));
}
/** Waits until `count` inline ad scripts have run. */
const ranCount = (page: Page, count: number) => page.waitForFunction((n) => ((window as unknown as { adRan?: string[] }).adRan ?? []).length >= n, count);

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('ad slots ($name)', ({ name, width, height }) => {
  it('hold every slot behind the consent placeholder, then fill them without a reload after "Tümünü Kabul Et"', async () => {
    const { context, page, external, errors } = await open(width, height, fx.post_url);
    await page.waitForFunction(() => document.readyState === 'complete');
    await frames(page);
    // The walls are for screens of 1460 px and wider.
    expect(await states(page)).toEqual(['before-content:held', 'after-content:held', 'footer:held', 'wall-left:held', 'wall-right:held']);
    expect(await ran(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { adsenseRan?: boolean }).adsenseRan ?? false)).toBe(false);
    expect(adRequests(external)).toEqual([]);
    expect(await page.locator('.yomu-ad--before-content .yomu-ad__notice').isVisible()).toBe(true);
    expect(await page.locator('.yomu-ad--after-content .yomu-ad__notice').isVisible()).toBe(true);
    expect(await page.locator('.yomu-ad .t-ad').count()).toBe(0);
    await screenshot(page, `ads-held-${name}`);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    await reachConsent(page);
    await page.locator('.yomu-consent-banner').getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await ranCount(page, 2);
    expectRan(await ran(page), ['ads_after_content', 'ads_footer']);
    expect(await page.evaluate(() => (window as unknown as { adsenseRan?: boolean }).adsenseRan)).toBe(true);
    expect(adRequests(external).map((url) => new URL(url).hostname + new URL(url).search).sort()).toEqual(
      [`pagead2.googlesyndication.com?client=${CLIENT}`, 'ads.example.com?slot=ads_after_content', 'ads.example.com?slot=ads_footer'].sort(),
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7); // no reload
    expect(await states(page)).toEqual(['before-content:shown', 'after-content:shown', 'footer:shown', 'wall-left:waiting', 'wall-right:waiting']);
    expect(await page.locator('.yomu-ad__notice:visible').count()).toBe(0);
    expect(await page.locator('.yomu-ad--before-content ins.adsbygoogle').getAttribute('data-ad-slot')).toBe('1111111111');
    await page.locator('.yomu-ad--after-content .t-ad').scrollIntoViewIfNeeded();
    await screenshot(page, `ads-shown-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with consent given before: load the ads after the page, keep the layout still, and keep the reader\'s slots through in-place turns', async () => {
    const { context, page, errors } = await open(width, height, fx.post_url, { consent: true, shifts: true });
    await ranCount(page, 2);
    await frames(page);
    expectRan(await ran(page), ['ads_after_content', 'ads_footer']);
    const pageShift = await layoutShift(page);
    expect(pageShift).toBeLessThanOrEqual(0.05);

    await page.goto(fx.chapters[0]);
    await wakeReader(page);
    await mounted(page);
    await ranCount(page, 2);
    await frames(page);
    const readerShift = await layoutShift(page);
    expect(readerShift).toBeLessThanOrEqual(0.02);
    // Taken over by the reader: the server's slots sit in the React tree, around the reading content, filled.
    const kept = await page.$$eval('.read-container > *', (children) => children.map((child) => child.className));
    expect(kept).toEqual(['read-container__kept', expect.stringContaining('reading-content'), 'read-container__kept']);
    expect(await page.locator('.read-container .yomu-ad--after-content .t-ad').textContent()).toBe('ads_after_content');
    await page.locator('.read-container .yomu-ad--after-content').evaluate((holder) => ((holder as HTMLElement).dataset.mark = 'kept'));
    await screenshot(page, `ads-reader-${name}`);

    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/p\/2\/$/);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/\/p\/3\/$/);
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(fx.chapters[1]);
    await frames(page);
    expect(await page.locator('.read-container .yomu-ad--after-content[data-mark="kept"] .t-ad').textContent()).toBe('ads_after_content');
    expect(await page.locator('.read-container .yomu-ad--before-content ins.adsbygoogle').count()).toBe(1);
    expect(await ran(page)).toHaveLength(2); // kept, not run again
    console.log(`ads CLS ${name}: post ${pageShift.toFixed(4)}, reader ${readerShift.toFixed(4)}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('ad slots on wide screens and without opt-in', () => {
  it('fill the wall slots beside the content at 1600 px', async () => {
    const { context, page, errors } = await open(1600, 900, fx.post_url, { consent: true, shifts: true });
    await ranCount(page, 4);
    expect((await ran(page)).map((entry) => entry.split(':')[0]).sort()).toEqual(['ads_after_content', 'ads_footer', 'ads_wall_left', 'ads_wall_right']);
    // Beside the content column (the before-content slot spans it), not over it.
    const column = (await page.locator('.yomu-ad--before-content').boundingBox())!;
    const left = (await page.locator('.yomu-ad--wall-left').boundingBox())!;
    const right = (await page.locator('.yomu-ad--wall-right').boundingBox())!;
    expect([left.width, left.height, right.width, right.height]).toEqual([160, 600, 160, 600]);
    expect(left.x + left.width).toBeLessThanOrEqual(column.x);
    expect(right.x).toBeGreaterThanOrEqual(column.x + column.width);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await screenshot(page, 'ads-walls-1600');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('load the ads with no action where the law asks for no opt-in (CCPA)', async () => {
    fixture('set_option', { name: 'yomu_site_wide', value: { law: 'ccpa' } });
    try {
      const { context, page, external, errors } = await open(1280, 800, fx.post_url);
      await ranCount(page, 2);
      expectRan(await ran(page), ['ads_after_content', 'ads_footer']);
      expect(adRequests(external).length).toBe(3);
      expect(await page.locator('.yomu-ad__notice:visible').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      fixture('set_option', { name: 'yomu_site_wide', value: savedSiteWide ?? null });
    }
  });
});
