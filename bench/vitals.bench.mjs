// Lab Web Vitals in Debian's Chromium (playwright-core + the DevTools protocol), served the way a host serves it
// (nginx with gzip in front of php-fpm: scripts/lib/stack.mjs, used as the browser's proxy so the site keeps its
// URL), each page loaded cold in a fresh browser context, median of RUNS loads:
// - mobile: Lighthouse's conditions (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown, 412×823 at 1.75×);
// - desktop: Lighthouse's desktop conditions (40 ms RTT, 10 Mbps, no CPU slowdown, 1350×940);
// - devtools: Lighthouse 13's devtools throttling, the conditions of issue 35's side-by-side with Madara (562.5 ms
//   request latency, 1.47 Mbps down, 675 kbps up, 4× CPU, the mobile screen), on Yomu's own routes only (every slot
//   filled included, as DESIGN.md §7 measures them).
// For the home page, the manga archive, a manga page, a paged chapter, a long-strip chapter, a text chapter and a
// search page: LCP (and which element it was: the consent banner must never be it), CLS (after scrolling the page),
// total blocking time (long tasks after the first contentful paint, beyond 50 ms each, until the network has been
// idle for a second, before any scrolling),
// image bytes fetched before LCP, the bytes the page moved before any scrolling (under devtools, the home and the manga
// archive held to half of what Madara moved in issue 35), how long any island mounted before the LCP image painted,
// and under devtools the first contentful paint after the HTML had arrived, held to one request on that link (its
// latency and the LCP image's bytes): nothing may stand between the HTML and the first paint but that image.
// The same chapter served as Madara serves it (its originals, no srcset/picture: bench/lib/long-chapter.mjs) is
// loaded in the same run, paged and long strip, and the ratio of the LCPs printed (it is held to no LCP budget).
// Budgets: DESIGN.md §7 for the reader (LCP ≤ 1.8 s on mobile, CLS ≤ 0.02, no island before the first image);
// home and manga page LCP ≤ 1.5 s on mobile; elsewhere LCP ≤ 2.5 s and CLS ≤ 0.05; TBT ≤ 150 ms and at most the loader (3 KB gzip) before LCP everywhere.
// The home, the manga page and a paged chapter are loaded again with every slot filled (bench/lib/every-slot.mjs:
// Madara's five ad slots with custom code, consent given, and sidebars full of Madara's widgets), held to the same
// budgets.
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { freePort } from '../scripts/lib/site.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { adConsentCookie, fillEverySlot, restoreSlots } from './lib/every-slot.mjs';
import { createMadaraCopy, longChapter, removeMadaraCopy } from './lib/long-chapter.mjs';
import { pageUrls } from './lib/wp.mjs';

export const title = 'Lab Web Vitals: LCP, CLS, TBT under Lighthouse mobile and desktop conditions (Chromium)';

const RUNS = Number(process.env.YOMU_BENCH_VITALS_RUNS ?? 3);
// Only these routes, to re-measure a few: names separated by commas without a space after them, since some names
// have one ("home,manga archive,home, every slot filled").
const ONLY = (process.env.YOMU_BENCH_VITALS_ROUTES ?? '').split(/,(?! )/).filter(Boolean);
// Only these profiles (mobile, devtools, desktop), separated by commas.
const PROFILES_ONLY = (process.env.YOMU_BENCH_VITALS_PROFILES ?? '').split(',').filter(Boolean);
const kbps = (value) => (value * 1024) / 8; // bytes per second, as the DevTools protocol wants
const PROFILES = {
  mobile: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    network: { latency: 150, downloadThroughput: kbps(1.6 * 1024), uploadThroughput: kbps(750) },
    cpu: 4,
  },
  devtools: {
    context: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    network: { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) },
    cpu: 4,
    routes: ['home', 'manga archive', 'manga page', 'paged chapter', 'long-strip chapter', 'text chapter', 'search', 'home, every slot filled', 'manga page, every slot filled', 'paged chapter, every slot filled'],
  },
  desktop: {
    context: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
    network: { latency: 40, downloadThroughput: kbps(10 * 1024), uploadThroughput: kbps(10 * 1024) },
    cpu: 1,
  },
};

/** Collects LCP, layout shifts, long tasks, FCP and island mounts from the first moment of the page. */
function observe() {
  const v = { lcp: 0, lcpWhat: '', lcpUrl: '', cls: 0, longTasks: [], fcp: 0, firstMount: 0 };
  window.__vitals = v;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      v.lcp = entry.renderTime || entry.loadTime || entry.startTime;
      const element = entry.element;
      const named = element ? `${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}` : '';
      v.lcpWhat = entry.url ? `image ${entry.url.split('/').pop()}` : named;
      v.lcpUrl = entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) v.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) v.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') v.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (!v.firstMount && document.querySelector('[data-mounted="true"]')) v.firstMount = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mounted'] });
}

async function load(browser, profile, url, strip, filled) {
  const context = await browser.newContext(profile.context);
  if (strip) await context.addCookies([{ name: 'yomu-reader-settings', value: 'strip.-.-', url }]);
  // The consent banner is a real part of a first visit, so it stays; with every slot filled, the visitor has allowed
  // advertisement cookies, so the ads load too.
  if (filled) await context.addCookies([adConsentCookie(url)]);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  await page.waitForLoadState('networkidle', { timeout: 120000 });
  await page.waitForTimeout(1000);
  // LCP is final at the first input and TBT is a load measure: read both, then scroll so CLS covers the whole page.
  const first = await page.evaluate(() => {
    const v = window.__vitals;
    // What the page moved over the network before any scrolling (Lighthouse's total byte weight): the document
    // and every response, headers included.
    const bytes = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
    // When the HTML had arrived, and what the LCP image weighed: the physical limit of the first paint is the HTML,
    // of the LCP the HTML and that image.
    const html = performance.getEntriesByType('navigation')[0].responseEnd;
    const image = performance.getEntriesByName(v.lcpUrl)[0]?.encodedBodySize ?? 0;
    return { at: v.lcp, what: v.lcpWhat, fcp: v.fcp, html, image, bytes, tbt: v.longTasks.filter(([start]) => start >= v.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0) };
  });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight && y < 20000; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 80));
    }
  });
  await page.waitForTimeout(1500);
  const result = await page.evaluate((lcpAt) => {
    const v = window.__vitals;
    const images = performance
      .getEntriesByType('resource')
      .filter((entry) => (entry.initiatorType === 'img' || /\.(jpe?g|png|webp|avif|gif)(\?|$)/.test(entry.name)) && entry.responseEnd <= lcpAt)
      .reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize || 0), 0);
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.startTime < lcpAt)
      .reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize || 0), 0);
    return { cls: v.cls, images, scripts, mountedEarly: v.firstMount && v.firstMount < lcpAt ? lcpAt - v.firstMount : 0 };
  }, first.at);
  await context.close();
  return { lcp: first.at, what: first.what, fcpAfterHtml: first.fcp - first.html, image: first.image, tbt: first.tbt, bytes: first.bytes, ...result };
}

/**
 * DESIGN.md §7 on mobile: reader 1.8 s, home and manga page 1.5 s; 2.5 s elsewhere and on desktop. Under devtools
 * throttling (issue 35) the same, and the text chapter 1.2 s.
 */
function lcpBudget(route, profileName) {
  if (profileName === 'desktop') return 2500;
  if (profileName === 'devtools' && route === 'text chapter') return 1200;
  if (route.includes('chapter')) return 1800;
  return route.startsWith('home') || route.startsWith('manga page') ? 1500 : 2500;
}

/** What Madara 1.7.4.1 moved for the same listings under the devtools profile (issue 35's side-by-side). */
const MADARA_BYTES = { home: 563, 'manga archive': 496 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run(site) {
  const urls = pageUrls(site.siteDir);
  const copy = createMadaraCopy(site.siteDir, longChapter(site.siteDir).chapter);
  const routes = [
    ['home', urls.home, false],
    ['manga archive', urls['manga archive'], false],
    ['manga page', urls['manga page'], false],
    ['paged chapter', urls['paged chapter'], false],
    ['long-strip chapter', urls['paged chapter'], true],
    ['text chapter', urls['text chapter'], false],
    ['search', urls.search, false],
    ['paged chapter served as Madara does (originals)', copy.pagedUrl, false],
    ['long-strip chapter served as Madara does (originals)', copy.pagedUrl, true],
    ['home, every slot filled', urls.home, false, true],
    ['manga page, every slot filled', urls['manga page'], false, true],
    ['paged chapter, every slot filled', urls['paged chapter'], false, true],
  ];
  let saved = null;
  const lcps = {};
  const stack = await startStack({ siteDir: site.siteDir, port: await freePort() });
  const browser = await launchChromium({
    // Every request, loopback included, goes to nginx, which serves it with the site's own Host header.
    proxy: { server: stack.url, bypass: '<-loopback>' },
  });
  const rows = [];
  try {
    for (const [profileName, profile] of Object.entries(PROFILES)) {
      if (PROFILES_ONLY.length && !PROFILES_ONLY.includes(profileName)) continue;
      for (const [name, url, strip, filled = false] of routes) {
        if ((profile.routes && !profile.routes.includes(name)) || (ONLY.length && !ONLY.includes(name))) continue;
        if (filled !== (saved !== null)) {
          if (filled) saved = fillEverySlot(site.siteDir);
          else {
            restoreSlots(site.siteDir, saved);
            saved = null;
          }
        }
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await load(browser, profile, url, strip, filled));
        const pick = (key) => median(runs.map((r) => r[key]));
        const reader = name.includes('chapter');
        const label = `${name}, ${profileName}`;
        site.log(`${label}: LCP ${pick('lcp').toFixed(0)} ms (${runs[0].what})`);
        lcps[label] = pick('lcp');
        const baseline = name.includes('served as Madara does');
        rows.push({ name: `${label}: LCP`, value: Math.round(pick('lcp')), unit: 'ms', ...(baseline ? {} : { budget: lcpBudget(name, profileName) }), note: `${runs[0].what}; median of ${RUNS}` });
        rows.push({ name: `${label}: CLS`, value: Math.round(pick('cls') * 10000) / 10000, unit: '', budget: reader ? 0.02 : 0.05 });
        rows.push({ name: `${label}: total blocking time`, value: Math.round(pick('tbt')), unit: 'ms', budget: 150 });
        rows.push({ name: `${label}: JS requested before LCP`, value: Math.round(pick('scripts') / 102.4) / 10, unit: 'KB gzip', budget: 3, note: 'only the loader may load before the LCP element paints' });
        rows.push({ name: `${label}: image bytes before LCP`, value: Math.round(pick('images') / 102.4) / 10, unit: 'KB' });
        if (profileName === 'devtools') {
          // One request on this link: its latency, then the LCP image's bytes (none for a text LCP) at its bandwidth.
          const oneRequest = Math.round(profile.network.latency + (pick('image') / profile.network.downloadThroughput) * 1000);
          rows.push({ name: `${label}: first contentful paint after the HTML had arrived`, value: Math.round(pick('fcpAfterHtml')), unit: 'ms', budget: oneRequest, note: 'within one request of the physical limit: the latency and the LCP image' });
        }
        const madara = profileName === 'devtools' && !filled ? MADARA_BYTES[name] : undefined;
        rows.push({ name: `${label}: bytes moved before scrolling`, value: Math.round(pick('bytes') / 1024), unit: 'KB', ...(madara ? { budget: madara / 2, note: `half of Madara's ${madara} KB (issue 35)` } : {}) });
        if (reader && name !== 'text chapter') rows.push({ name: `${label}: island mounted before the first image painted, by`, value: Math.round(pick('mountedEarly')), unit: 'ms', budget: 0 });
      }
      for (const chapter of ['paged chapter', 'long-strip chapter']) {
        if (profile.routes || ONLY.length) break; // the Madara copies are loaded under the Lighthouse profiles only
        const ratio = lcps[`${chapter} served as Madara does (originals), ${profileName}`] / lcps[`${chapter}, ${profileName}`];
        rows.push({ name: `${chapter}, ${profileName}: LCP served as Madara does ÷ Yomu's LCP, same run`, value: Math.round(ratio * 100) / 100, unit: '×' });
      }
    }
  } finally {
    if (saved) restoreSlots(site.siteDir, saved);
    await browser.close();
    await stack.stop();
    removeMadaraCopy(site.siteDir, copy);
  }
  const notes = [
    'Lighthouse itself is not run (not installed here): each page is loaded in Chromium with Lighthouse\'s mobile and ' +
      'desktop network and CPU settings applied through the DevTools protocol (mobile 150 ms RTT, 1.6 Mbps, 4× CPU) ' +
      'and, as "devtools", DESIGN.md §7\'s devtools-throttling figures (562.5 ms request latency, 1.47 Mbps, 4× CPU) ' +
      'that issue 35 measured Madara and Yomu under.',
  ];
  return { rows, notes };
}
