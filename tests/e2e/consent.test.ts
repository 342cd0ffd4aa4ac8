// Cookie consent (SPEC §2, §3, §4): banner, preference centre, revisit button; the consent cookie; held-back
// scripts and frames; cookie deletion on reject; the server log; the 300/150-character description cut; CCPA.
// A manga made here carries, in its summary, a YouTube frame (advertisement) and an inline script held for
// analytics.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerReady, launch, reachConsent, screenshot, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

let browser: Browser;
let pageId = 0;
let pageUrl = '';
let problemsBefore: PhpLogMark;
const COOKIE = 'cookieyes-consent';
const consentIds = new Set<string>(); // the ids this file logged, deleted afterwards
const FULL_GDPR_DESCRIPTION_START = 'Verimli gezinmenize yardımcı olmak';

function resetLimit(): void {
  fixture('consent_reset_rate_limit', {});
}

/** The log's rows of one consent id (a whole id, so the prefix matches that record only). */
function logged(consentId: string): Array<{ action: string; categories: string }> {
  return fixture('consent_log_rows', { prefix: consentId }).map(({ action, categories }) => ({ action, categories }));
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  resetLimit();
  ({ id: pageId, url: pageUrl } = fixture('consent_make_unfiltered_manga', {
    title: `Onay ${Math.random().toString(36).slice(2, 8)}`,
    content:
      '<p>Video:</p><iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video"></iframe>' +
      '<script type="text/plain" data-yomu-consent="analytics">window.heldRuns = (window.heldRuns || 0) + 1;</script>',
  }));
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  resetLimit();
  if (pageId) {
    fixture('delete_posts', { ids: [pageId] });
    fixture('set_option', { name: 'yomu_site_wide', value: null });
  }
  for (const id of consentIds) fixture('consent_delete_log', { prefix: id });
}, 60_000);

async function open(width = 1280, height = 800, init?: () => void): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height } });
  // No network here: the held frame's provider answers locally, so activation is observable.
  await context.route('https://www.youtube.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }));
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const errors = watchErrors(page, site.url);
  await page.goto(pageUrl);
  await reachConsent(page);
  return { context, page, errors };
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  const id = cookie && /consentid:([A-Za-z0-9]{32})/.exec(decodeURIComponent(cookie.value))?.[1];
  if (id) consentIds.add(id);
  return cookie ? { value: decodeURIComponent(cookie.value), days: (cookie.expires - Date.now() / 1000) / 86400, path: cookie.path } : null;
}

const banner = (page: Page) => page.locator('.yomu-consent-banner');
const revisit = (page: Page) => page.locator('.yomu-consent-revisit');
const frame = (page: Page) => page.locator('.yomu-consent-embed iframe');
/** The placeholder text while it is displayed, '' once hidden. */
const notice = (page: Page) =>
  page.locator('.yomu-consent-embed__notice').evaluate((element) => (getComputedStyle(element).display === 'none' ? '' : (element.textContent ?? '')));
const heldRuns = (page: Page) => page.evaluate(() => (window as unknown as { heldRuns?: number }).heldRuns ?? 0);
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker);

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('first visit under GDPR ($name)', ({ name, width, height }) => {
  it('shows the box banner bottom-left and holds back the script and the video', async () => {
    const { context, page, errors } = await open(width, height);
    await banner(page).waitFor({ state: 'visible' });
    const box = (await banner(page).boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(16.5);
    expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(height - 17);
    expect(box.width).toBeLessThanOrEqual(440);
    expect(await revisit(page).isHidden()).toBe(true);
    expect(await heldRuns(page)).toBe(0);
    expect(await frame(page).getAttribute('src')).toBeNull();
    expect(await frame(page).getAttribute('data-src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(await notice(page)).toBe('Bu içeriğe erişmek için lütfen çerezleri kabul edin');
    expect(await consentCookie(context)).toBeNull();
    await screenshot(page, `consent-banner-${name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('React taking over the banner ($name)', ({ width, height }) => {
  it('renders exactly the server markup, and the banner never disappears on the way', async () => {
    // From the first moment the banner shows, every batch of DOM changes must leave one showing banner.
    const { context, page, errors } = await open(width, height, () => {
      const seen = { shown: false, gaps: 0 };
      (window as unknown as { bannerWatch: typeof seen }).bannerWatch = seen;
      new MutationObserver(() => {
        const showing = [...document.querySelectorAll<HTMLElement>('.yomu-consent-banner')].filter((banner) => !banner.hidden).length;
        if (showing === 1) seen.shown = true;
        else if (seen.shown) seen.gaps++;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { bannerWatch: { shown: boolean; gaps: number } }).bannerWatch)).toEqual({ shown: true, gaps: 0 });

    const html = await (await context.request.get(pageUrl)).text();
    const [server, live] = await page.evaluate((source) => {
      // Elements, sorted attributes and merged text; the centre description is cut by the island (tested apart).
      const canonical = (root: Element): string => {
        const copy = root.cloneNode(true) as Element;
        copy.querySelector('.yomu-consent-centre__description')?.replaceChildren();
        copy.normalize();
        const walk = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
          const element = node as Element;
          const attributes = Array.from(element.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
          return `<${element.localName} ${attributes.join(' ')}>${Array.from(element.childNodes, walk).join('')}</${element.localName}>`;
        };
        return walk(copy);
      };
      const served = new DOMParser().parseFromString(source, 'text/html').querySelector('[data-island="consent"] .yomu-consent')!;
      served.querySelector('.yomu-consent-banner')!.removeAttribute('hidden');
      return [canonical(served), canonical(document.querySelector('[data-island="consent"] > .island-root > .yomu-consent')!)];
    }, html);
    expect(live).toBe(server);
    expect(await page.locator('[data-island="consent"] .yomu-consent').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('banner before React', () => {
  it('shows the server banner as soon as the small consent entry runs, before the React chunk arrives', async () => {
    resetLimit();
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/react-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(pageUrl);
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.locator('[data-island="consent"]').getAttribute('data-mounted')).toBeNull();
    expect(await page.locator('[data-island="consent"] .island-root').count()).toBe(0);
    release();
    await reachConsent(page);
    expect(await banner(page).isVisible()).toBe(true);
    await banner(page).getByRole('button', { name: 'Tümünü Reddet' }).click();
    await revisit(page).waitFor({ state: 'visible' });
    expect((await consentCookie(context))?.value).toMatch(/,consent:no,action:yes,/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('React only when reached for', () => {
  it('keeps the server banner until the pointer reaches it, then takes over with the overlays chunk', async () => {
    resetLimit();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    const overlays: string[] = [];
    page.on('request', (request) => /\/assets\/overlays-[^/]+\.js$/.test(request.url()) && overlays.push(request.url()));
    await page.goto(pageUrl);
    // The page's own islands have run and the browser is idle.
    await headerReady(page);
    await page.waitForLoadState('networkidle');
    expect(overlays).toEqual([]);
    expect(await page.locator('[data-island="consent"]').getAttribute('data-mounted')).toBeNull();
    expect(await banner(page).isVisible()).toBe(true);
    await reachConsent(page);
    expect(overlays).toHaveLength(1);
    expect(await banner(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('consent actions', () => {
  it('Accept All: every category yes, 365 days, script and video activated without a reload, logged', async () => {
    resetLimit();
    const { context, page, errors } = await open();
    await mark(page);
    await banner(page).getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await revisit(page).waitFor({ state: 'visible' });
    expect(await banner(page).isHidden()).toBe(true);
    const cookie = (await consentCookie(context))!;
    expect(cookie.value).toMatch(
      /^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes$/,
    );
    expect(cookie.days).toBeGreaterThan(364.9);
    expect(cookie.days).toBeLessThan(365.1);
    expect(cookie.path).toBe('/');
    expect(await heldRuns(page)).toBe(1);
    expect(await frame(page).getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(await notice(page)).toBe('');
    expect(await marker(page)).toBe(7);
    const box = (await revisit(page).boundingBox())!;
    expect(box.x).toBeLessThanOrEqual(16.5);
    expect(Math.round(box.y + box.height)).toBeGreaterThanOrEqual(800 - 17);

    const id = /consentid:([A-Za-z0-9]{32})/.exec(cookie.value)![1];
    await expect.poll(() => logged(id), { timeout: 15_000 }).toEqual([
      { action: 'accept', categories: 'necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes' },
    ]);

    // The choice holds on the next page: no banner, the revisit button, scripts run at once.
    await page.reload();
    await reachConsent(page);
    expect(await banner(page).isHidden()).toBe(true);
    expect(await revisit(page).isVisible()).toBe(true);
    expect(await heldRuns(page)).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Reject All: only necessary, the rejected categories’ cookies deleted, nothing activated, logged', async () => {
    resetLimit();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const host = new URL(site.url).hostname;
    await context.addCookies(
      ['_ga', '_ga_ABC123', '_gid', '_gcl_au', 'wpmanga-adault', 'yomu-keep'].map((name) => ({
        name,
        value: name === 'wpmanga-adault' ? '1' : 'x',
        domain: host,
        path: '/',
      })),
    );
    const page = await context.newPage();
    const errors = watchErrors(page, site.url);
    await page.goto(pageUrl);
    await reachConsent(page);
    await banner(page).getByRole('button', { name: 'Tümünü Reddet' }).click();
    await revisit(page).waitFor({ state: 'visible' });
    const cookie = (await consentCookie(context))!;
    expect(cookie.value).toMatch(
      /^consentid:[A-Za-z0-9]{32},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no$/,
    );
    const names = (await context.cookies()).map((c) => c.name).sort();
    expect(names).toEqual([COOKIE, 'wpmanga-adault', 'yomu-keep'].sort());
    expect(await heldRuns(page)).toBe(0);
    expect(await frame(page).getAttribute('src')).toBeNull();
    const id = /consentid:([A-Za-z0-9]{32})/.exec(cookie.value)![1];
    await expect.poll(() => logged(id), { timeout: 15_000 }).toEqual([
      { action: 'reject', categories: 'necessary:yes,functional:no,analytics:no,performance:no,advertisement:no' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Customise and save: each category follows its toggle; revisit reopens with the saved choices', async () => {
    resetLimit();
    const { context, page, errors } = await open();
    await mark(page);
    await banner(page).getByRole('button', { name: 'Özelleştir' }).click();
    const centre = page.getByRole('dialog', { name: 'Onay Tercihlerini Özelleştir' });
    await centre.waitFor({ state: 'visible' });
    expect(await centre.getByText('Her Zaman Etkin').isVisible()).toBe(true);
    for (const label of ['İşlevsel', 'Analitik', 'Performans', 'Reklam']) {
      expect(await centre.getByRole('switch', { name: label }).isChecked()).toBe(false);
    }
    await centre.getByRole('switch', { name: 'Analitik' }).check();
    await screenshot(page, 'consent-centre-desktop');
    await centre.getByRole('button', { name: 'Tercihlerimi Kaydet' }).click();
    await centre.waitFor({ state: 'hidden' });
    const first = (await consentCookie(context))!;
    expect(first.value).toMatch(
      /^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no$/,
    );
    expect(await heldRuns(page)).toBe(1); // analytics script ran
    expect(await frame(page).getAttribute('src')).toBeNull(); // the advertisement video stays held
    expect(await banner(page).isHidden()).toBe(true);

    // Revisit: the centre shows the saved choices; switching analytics off and advertisement on is saved.
    await revisit(page).click();
    await centre.waitFor({ state: 'visible' });
    expect(await centre.getByRole('switch', { name: 'Analitik' }).isChecked()).toBe(true);
    expect(await centre.getByRole('switch', { name: 'Reklam' }).isChecked()).toBe(false);
    await centre.getByRole('switch', { name: 'Analitik' }).uncheck();
    await centre.getByRole('switch', { name: 'Reklam' }).check();
    await centre.getByRole('button', { name: 'Tercihlerimi Kaydet' }).click();
    await centre.waitFor({ state: 'hidden' });
    const second = (await consentCookie(context))!;
    const id = /consentid:([A-Za-z0-9]{32})/.exec(first.value)![1];
    expect(second.value).toBe(
      `consentid:${id},consent:yes,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:yes`,
    );
    expect(await frame(page).getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(await marker(page)).toBe(7);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('yomu-consent-revisit'))).toBe(true);
    await expect.poll(() => logged(id).map((row) => row.action), { timeout: 15_000 }).toEqual(['custom', 'custom']);

    // Escape closes the centre without changing anything.
    await revisit(page).click();
    await centre.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await centre.waitFor({ state: 'hidden' });
    expect((await consentCookie(context))!.value).toBe(second.value);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  { width: 1280, limit: 300 },
  { width: 375, limit: 150 },
])('preference-centre description at $width px', ({ width, limit }) => {
  it(`is cut at ${limit} characters with a Show more toggle`, async () => {
    const { context, page } = await open(width, 800);
    await banner(page).getByRole('button', { name: 'Özelleştir' }).click();
    const description = page.locator('.yomu-consent-centre__description > span');
    await description.waitFor({ state: 'visible' });
    const cut = await description.innerText();
    expect(cut.startsWith(FULL_GDPR_DESCRIPTION_START)).toBe(true);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(limit + 3);
    expect(cut.length).toBeGreaterThan(limit - 10);
    await page.locator('.yomu-consent-centre__more').click();
    const full = await description.innerText();
    expect(full.length).toBeGreaterThan(500);
    expect(full.startsWith(cut.slice(0, -3))).toBe(true);
    expect(await page.locator('.yomu-consent-centre__more').innerText()).toBe('Daha az göster');
    await screenshot(page, `consent-centre-${width}`);
    await context.close();
  });
});

describe('CCPA wording', () => {
  it('offers the opt-out link and the Opt-out Preferences centre; opting out stops and deletes everything optional', async () => {
    fixture('set_option', { name: 'yomu_site_wide', value: { law: 'ccpa' } });
    try {
      resetLimit();
      const { context, page, errors } = await open(375, 740);
      await banner(page).waitFor({ state: 'visible' });
      // Opt-out regime: optional categories run until the visitor opts out.
      expect(await heldRuns(page)).toBe(1);
      expect(await banner(page).getByRole('button', { name: 'Tümünü Kabul Et' }).count()).toBe(0);
      await banner(page).getByRole('button', { name: 'Kişisel Bilgilerimi Satma veya Paylaşma' }).click();
      const centre = page.getByRole('dialog', { name: 'Devre Dışı Bırakma Tercihleri' });
      await centre.waitFor({ state: 'visible' });
      await screenshot(page, 'consent-ccpa-mobile');
      await centre.getByRole('checkbox', { name: 'Kişisel Bilgilerimi Satma veya Paylaşma' }).check();
      await centre.getByRole('button', { name: 'Tercihlerimi Kaydet' }).click();
      await centre.waitFor({ state: 'hidden' });
      expect((await consentCookie(context))!.value).toMatch(
        /^consentid:[A-Za-z0-9]{32},consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no$/,
      );
      expect(await frame(page).getAttribute('src')).toBeNull();
      expect(await revisit(page).isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      fixture('set_option', { name: 'yomu_site_wide', value: null });
    }
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});
