import { chromium } from 'playwright-core';
import { pageUrls } from '/work/main/bench/lib/wp.mjs';
import { freePort } from '/work/main/scripts/lib/site.mjs';
import { startStack } from '/work/main/scripts/lib/stack.mjs';
const siteDir = '/work/main/.wp/sites/bench-sqlite';
const urls = pageUrls(siteDir);
const stack = await startStack({ siteDir, port: await freePort() });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'], proxy: { server: stack.url, bypass: '<-loopback>' } });
const kbps = (v) => (v * 1024) / 8;
for (let i = 0; i < 2; i++) {
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => { window.__lcp = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.size, e.url.split('/').pop()]); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: kbps(10240), uploadThroughput: kbps(10240) });
  await page.goto(urls[process.argv[2] ?? 'manga archive'], { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const r = await page.evaluate(() => ({ lcp: window.__lcp, high: document.querySelector('img[fetchpriority="high"]')?.currentSrc.split('/').pop(), js: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).map((e) => [Math.round(e.startTime), e.name.split('/').pop()]).slice(0, 6), imgs: performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'img').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.split('/').pop()]).slice(0, 8) }));
  console.log(JSON.stringify(r, null, 0));
  await context.close();
}
await browser.close(); await stack.stop();
