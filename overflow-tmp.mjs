import { chromium } from 'playwright-core';
import { pageUrls } from '/work/main/bench/lib/wp.mjs';
import { freePort } from '/work/main/scripts/lib/site.mjs';
import { startStack } from '/work/main/scripts/lib/stack.mjs';
const siteDir = '/work/main/.wp/sites/bench-sqlite';
const urls = pageUrls(siteDir);
const stack = await startStack({ siteDir, port: await freePort() });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'], proxy: { server: stack.url, bypass: '<-loopback>' } });
for (const route of ['home', 'manga archive', 'manga page', 'paged chapter', 'text chapter', 'search', 'genre page', '404 page']) {
  for (const critical of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, javaScriptEnabled: true });
    const page = await context.newPage();
    if (critical) await page.route(/\/assets\/(main-[^/]*\.css|.*\.js)/, (r) => r.abort());
    await page.goto(urls[route]);
    const wide = await page.evaluate(() => {
      const out = [];
      for (const el of document.querySelectorAll('body *')) {
        const r = el.getBoundingClientRect();
        if (r.right > document.documentElement.clientWidth + 1 && r.width > 0 && getComputedStyle(el).visibility !== 'hidden') out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)}`);
      }
      return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, out: out.slice(0, 6) };
    });
    console.log(route, critical ? 'critical only' : 'full css', wide.scroll, wide.client, wide.out.join(' | '));
    await context.close();
  }
}
await browser.close(); await stack.stop();
