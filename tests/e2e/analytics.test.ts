// Analytics (SPEC §9): the measurement tag loads only with analytics consent and then receives page views
// (history changes included), scrolls, outbound clicks, downloads, form start/submit, video and site search;
// 'purchase' is a conversion whose Ads ping also needs advertisement consent. There is no network: the tag
// script is a local stub (served by route) that turns every gtag event into a request, which the test records.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, reachConsent, watchErrors } from '../support/browser';
import { frames, pageTimersDue } from '../support/settle';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const MEASUREMENT_ID = 'G-E2ETEST42';
const ADS_ID = 'AW-123456789/PurchaseLbl';
const STUB = `(function () {
  var dl = (window.dataLayer = window.dataLayer || []);
  function send(a) {
    if (!a || a[0] !== 'event') return;
    var base = a[1] === 'conversion' ? 'https://www.googleadservices.com/pagead/conversion/' : 'https://www.google-analytics.com/g/collect';
    fetch(base + '?en=' + encodeURIComponent(a[1]) + '&ep=' + encodeURIComponent(JSON.stringify(a[2] || {})), { mode: 'no-cors', keepalive: true });
  }
  for (var i = 0; i < dl.length; i++) send(dl[i]);
  var push = dl.push.bind(dl);
  dl.push = function (a) { var r = push(a); send(a); return r; };
})();`;

interface Hit {
  host: string;
  en: string;
  ep: Record<string, unknown>;
}

let browser: Browser;
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fixture('set_option', { name: 'yomu_site_wide', value: { analytics_id: MEASUREMENT_ID, ads_id: ADS_ID } });
  browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  fixture('set_option', { name: 'yomu_site_wide', value: null });
}, 60_000);

async function open(consent: string | null, path = '/'): Promise<{ context: BrowserContext; page: Page; hits: Hit[]; tags: string[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hits: Hit[] = [];
  const tags: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    tags.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STUB });
  });
  for (const host of ['https://www.google-analytics.com/**', 'https://www.googleadservices.com/**']) {
    await context.route(host, (route) => {
      const url = new URL(route.request().url());
      hits.push({ host: url.hostname, en: url.searchParams.get('en') ?? '', ep: JSON.parse(url.searchParams.get('ep') ?? '{}') });
      return route.fulfill({ status: 204, body: '' });
    });
  }
  // The fixture's download link (hover prefetching may fetch it).
  await context.route('**/kitap.pdf', (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4' }));
  if (consent) {
    const id = 'E2eAnalytics0123456789abcdefABCD';
    await context.addCookies([
      {
        name: 'cookieyes-consent',
        value: encodeURIComponent(`consentid:${id},consent:yes,action:yes,${consent}`),
        domain: new URL(site.url).hostname,
        path: '/',
      },
    ]);
  }
  const page = await context.newPage();
  const errors = watchErrors(page, site.url);
  await page.goto(site.url + path);
  await page.waitForSelector('[data-island="analytics"][data-mounted="true"]', { state: 'attached' });
  await reachConsent(page);
  return { context, page, hits, tags, errors };
}

const events = (hits: Hit[], name: string) => hits.filter((hit) => hit.en === name);

/** gtag('event', name) calls in the page's data layer (what the tag turns into requests). */
const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate((event) => (window.dataLayer ?? []).filter((entry) => (entry as ArrayLike<unknown>)[0] === 'event' && (entry as ArrayLike<unknown>)[1] === event).length, name);

const tagScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]').count();

async function waitFor(hits: Hit[], name: string, match: (ep: Record<string, unknown>) => boolean = () => true) {
  await expect.poll(() => events(hits, name).some((hit) => match(hit.ep)), { timeout: 15_000 }).toBe(true);
}

/** Links, a form and a video to interact with; clicks and submits are stopped so the page stays. */
async function addFixtures(page: Page): Promise<void> {
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.innerHTML =
      '<a id="out" href="https://example.org/elsewhere">Dış bağlantı</a> <a id="pdf" href="/wp-content/uploads/kitap.pdf">PDF</a> <a id="inner" href="/manga/">İç</a>' +
      '<form id="contact" name="iletisim" action="/gonder"><input id="contact-name" name="ad"><button>Gönder</button></form>' +
      '<video id="clip" title="Tanıtım" width="160" height="90"></video>';
    document.querySelector('main')!.prepend(box);
    document.addEventListener('click', (event) => event.preventDefault());
    document.addEventListener('submit', (event) => event.preventDefault());
  });
}

describe('analytics without consent', () => {
  it('loads no tag and sends nothing, whatever the visitor does', async () => {
    const { context, page, hits, tags, errors } = await open(null);
    await addFixtures(page);
    await page.evaluate(() => history.pushState({}, '', '/?page=2'));
    await page.click('#out');
    await page.click('#pdf');
    await page.focus('#contact-name');
    await page.evaluate(() => (document.getElementById('contact') as HTMLFormElement).requestSubmit());
    await page.evaluate(() => window.yomuAnalytics?.track('purchase', { value: 5, currency: 'TRY', transaction_id: 'T0' }));
    // The island is mounted (open() waited) and decides at once: with consent it would have added the tag's script
    // and filled the data layer synchronously, and history changes send their page view on the next timer.
    await pageTimersDue(page, 0);
    expect(await tagScripts(page)).toBe(0);
    expect(tags).toEqual([]);
    expect(hits).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer === undefined)).toBe(true);

    // Rejecting keeps it that way.
    await page.locator('.yomu-consent-banner').getByRole('button', { name: 'Tümünü Reddet' }).click();
    // The choice is announced to the island within the click (the banner closes after it).
    await page.locator('.yomu-consent-banner').waitFor({ state: 'hidden' });
    await frames(page);
    expect(await tagScripts(page)).toBe(0);
    expect(await page.evaluate(() => window.dataLayer === undefined)).toBe(true);
    expect(tags).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('analytics with consent', () => {
  it('Accept All loads the tag without a reload and every interaction is measured', async () => {
    const { context, page, hits, tags, errors } = await open(null);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.locator('.yomu-consent-banner').getByRole('button', { name: 'Tümünü Kabul Et' }).click();
    await expect.poll(() => tags.length, { timeout: 15_000 }).toBe(1);
    expect(tags[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
    await waitFor(hits, 'page_view', (ep) => ep.page_location === site.url + '/');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);

    // History changes (the reader pushes history) are page views too; the same URL twice counts once.
    await page.evaluate(() => history.pushState({}, '', '/?sayfa=2'));
    await waitFor(hits, 'page_view', (ep) => ep.page_location === site.url + '/?sayfa=2');
    await page.evaluate(() => history.replaceState({}, '', '/?sayfa=2'));
    await pageTimersDue(page, 0); // the island's page view for a history change runs on a 0 ms timer
    expect(await dataLayerEvents(page, 'page_view')).toBe(2);
    expect(events(hits, 'page_view').length).toBe(2);

    await addFixtures(page);
    await page.evaluate(() => {
      document.body.style.minHeight = '6000px';
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await waitFor(hits, 'scroll', (ep) => ep.percent_scrolled === 90);

    await page.click('#out');
    await waitFor(hits, 'click', (ep) => ep.outbound === true && ep.link_domain === 'example.org' && ep.link_url === 'https://example.org/elsewhere');
    await page.click('#pdf');
    await waitFor(hits, 'file_download', (ep) => ep.file_extension === 'pdf' && ep.link_text === 'PDF');
    await page.click('#inner');
    await page.focus('#contact-name');
    await waitFor(hits, 'form_start', (ep) => ep.form_id === 'contact' && ep.form_name === 'iletisim');
    await page.evaluate(() => (document.getElementById('contact') as HTMLFormElement).requestSubmit());
    await waitFor(hits, 'form_submit', (ep) => ep.form_id === 'contact');
    await page.evaluate(() => document.getElementById('clip')!.dispatchEvent(new Event('play')));
    await waitFor(hits, 'video_start', (ep) => ep.video_title === 'Tanıtım');
    expect(events(hits, 'click').length).toBe(1); // the internal link is not an outbound click
    expect(events(hits, 'form_start').length).toBe(1);

    await page.evaluate(() => window.yomuAnalytics?.track('purchase', { value: 49.9, currency: 'TRY', transaction_id: 'T-1' }));
    await waitFor(hits, 'purchase', (ep) => ep.value === 49.9 && ep.transaction_id === 'T-1');
    await waitFor(hits, 'conversion', (ep) => ep.send_to === ADS_ID && ep.value === 49.9 && ep.currency === 'TRY');
    expect(events(hits, 'conversion')[0].host).toBe('www.googleadservices.com');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['s', 'q', 'search', 'query', 'keyword'])('reports a site search from ?%s=', async (param) => {
    const { context, hits } = await open(
      'necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no',
      `/?${param}=tilki%20tap%C4%B1na%C4%9F%C4%B1`,
    );
    await waitFor(hits, 'view_search_results', (ep) => ep.search_term === 'tilki tapınağı');
    await context.close();
  });

  it('without advertisement consent a purchase is measured but no Ads conversion ping is sent', async () => {
    const { context, page, hits, tags, errors } = await open(
      'necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no',
    );
    await expect.poll(() => tags.length, { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => window.yomuAnalytics?.track('purchase', { value: 10, currency: 'TRY', transaction_id: 'T-2' }));
    await waitFor(hits, 'purchase', (ep) => ep.transaction_id === 'T-2');
    // track() pushes the purchase and, with advertisement consent, the conversion in the same call.
    expect(await dataLayerEvents(page, 'conversion')).toBe(0);
    expect(events(hits, 'conversion')).toEqual([]);
    expect(hits.every((hit) => hit.host === 'www.google-analytics.com')).toBe(true);
    // Consent mode tells the tag that ad storage is denied.
    const consentDefault = await page.evaluate(() =>
      JSON.stringify((window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === 'consent')),
    );
    expect(JSON.parse(consentDefault)).toEqual([
      'consent',
      'default',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(errors).toEqual([]);
    await context.close();
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});
