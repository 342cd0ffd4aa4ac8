// ad-hoc: waterfall under devtools profile. node bench/waterfall.tmp.mjs ROUTE [strip]
import { chromium } from 'playwright-core';
import { freePort, startSite } from '../scripts/lib/site.mjs';
import { startStack } from '../scripts/lib/stack.mjs';
import { pageUrls } from './lib/wp.mjs';
const kbps = (v) => (v * 1024) / 8;
const site = await startSite({ name: 'bench', db: 'sqlite', port: await freePort() });
const urls = pageUrls(site.siteDir);
const stack = await startStack({ siteDir: site.siteDir, port: await freePort() });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', ...(process.env.EXTRA_ARGS ? process.env.EXTRA_ARGS.split(' ') : [])], proxy: { server: stack.url, bypass: '<-loopback>' } });
try {
  for (const spec of process.argv.slice(2)) {
    const [route, strip] = spec.split(':');
    for (let run = 0; run < 2; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      if (strip) await context.addCookies([{ name: 'yomu-reader-settings', value: 'strip.-.-', url: urls[route] }]);
      await context.addInitScript(() => {
        window.__v = { lcp: [], paints: {} };
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__v.lcp.push([Math.round(e.renderTime || e.loadTime || e.startTime), e.url ? e.url.split('/').pop() : e.element?.tagName + '.' + (e.element?.className || '')]); }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__v.paints[e.name] = Math.round(e.startTime); }).observe({ type: 'paint', buffered: true });
        window.__v.long = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__v.long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', process.env.PROFILE === 'mobile' ? { offline: false, latency: 150, downloadThroughput: kbps(1.6 * 1024), uploadThroughput: kbps(750) } : { offline: false, latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (process.env.TRACE && run === 0) await browser.startTracing(page, { path: `/tmp/diag/trace-${route.replace(/\W+/g,'-')}.json`, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink', 'loading', 'disabled-by-default-devtools.timeline.frame'] });
      await page.goto(urls[route], { waitUntil: 'load', timeout: 120000 });
      await page.waitForTimeout(2500);
      if (process.env.TRACE && run === 0) await browser.stopTracing();
      const out = await page.evaluate(() => ({
        v: window.__v,
        nav: (({ requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd, transferSize }) => ({ requestStart, responseStart, responseEnd, domInteractive, domContentLoadedEventEnd, transferSize }))(performance.getEntriesByType('navigation')[0].toJSON()),
        res: performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd), e.transferSize, e.initiatorType, e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)]),
      }));
      console.log(`== ${spec} run ${run}`);
      console.log('nav', JSON.stringify(out.nav, (k, v) => (typeof v === 'number' ? Math.round(v) : v)));
      console.log('paints', JSON.stringify(out.v.paints), 'lcp', JSON.stringify(out.v.lcp), 'long', JSON.stringify(out.v.long));
      for (const r of out.res) console.log('  ', r.join('\t'));
      await context.close();
    }
  }
} finally { await browser.close(); await stack.stop(); await site.stop(); }
