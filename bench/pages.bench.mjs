// Public page weight: for each page type, the gzip size of its HTML and of the CSS and JavaScript the browser
// actually fetched (the whole module graph, after scrolling the page so that "visible" islands load too, pointing at
// nothing, so islands that load on interaction stay unloaded), in
// Debian's Chromium through playwright-core. Budgets from DESIGN.md §7: CSS ≤ 20 KB gzip and reader HTML ≤ 14 KB
// gzip; JS ≤ 75 KB gzip on every route (React included when it comes), under half of Madara's, as issue 35 tightened
// DESIGN.md's 110. Each route's JS is also split into the loader,
// React's shared chunk, each island's own chunk and the shared libraries, by chunk file name.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { pageUrls } from './lib/wp.mjs';

export const title = 'Public pages: HTML, CSS and JS (gzip, as loaded by Chromium)';

const KB = 1024;
const CSS_BUDGET = 20;
const JS_BUDGET = 75;
const READER_HTML_BUDGET = 14;
const islandNames = new Set(fs.readdirSync(new URL('../src/islands/', import.meta.url)));

/** What a built chunk is, from its file name (name-HASH.js). */
function chunkKind(url) {
  const name = path.basename(new URL(url).pathname).replace(/-[\w-]{8}\.m?js$/, '');
  // What runs before the first image: the entry and the gestures it keeps for islands (src/main.ts).
  if (name === 'main' || name === 'early') return ['loader', name];
  if (name === 'react') return ['react', name];
  return [islandNames.has(name) ? 'island' : 'library', name];
}

/** gzip at the level most servers use (6), in KB with one decimal. */
const gzipKb = (buffer) => Math.round((zlib.gzipSync(buffer, { level: 6 }).length / KB) * 10) / 10;

/** The body of a URL as the server sends it (the browser's own copy can be evicted from its buffer on long pages). */
async function download(url, status = 200) {
  const response = await fetch(url);
  if (response.status !== status) throw new Error(`pages bench: ${url} answered ${response.status}, expected ${status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function measure(browser, url, status) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const origin = new URL(url).origin;
  const fetched = { stylesheet: new Set(), script: new Set() };
  page.on('request', (request) => {
    const type = request.resourceType();
    if ((type === 'stylesheet' || type === 'script') && request.url().startsWith(origin)) fetched[type].add(request.url());
  });
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10000));
  await page.goto(url, { waitUntil: 'load' });
  // A first visit that reads and scrolls but reaches for nothing: the pointer stays off the page, since Chromium
  // hovers whatever scrolls under a pointer left at 0,0 (the header), which would fetch the islands that load on
  // interaction (the header's menus, the hover popup) as if the reader had reached for them.
  await page.mouse.move(-1, -1);
  // Bring every part of the page into view so islands hydrated "when visible" fetch their modules too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  // Also what the page's own resource timing lists (request events can be missed when a page is busy).
  const listed = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const item of listed) {
    const path = new URL(item).pathname;
    if (!item.startsWith(origin)) continue;
    if (/\.m?js$/.test(path)) fetched.script.add(item);
    else if (path.endsWith('.css')) fetched.stylesheet.add(item);
  }
  await page.close();
  const round = (kb) => Math.round(kb * 10) / 10;
  const sizes = async (urls) => Promise.all([...urls].map(async (item) => [item, gzipKb(await download(item))]));
  const scripts = await sizes(fetched.script);
  const share = { loader: 0, react: 0, island: 0, library: 0, islands: [], libraries: [] };
  for (const [item, kb] of scripts) {
    const [kind, name] = chunkKind(item);
    share[kind] = round(share[kind] + kb);
    if (kind === 'island') share.islands.push(`${name} ${kb}`);
    if (kind === 'library') share.libraries.push(`${name} ${kb}`);
  }
  return {
    html: gzipKb(await download(url, status)),
    css: round((await sizes(fetched.stylesheet)).reduce((sum, [, kb]) => sum + kb, 0)),
    js: round(scripts.reduce((sum, [, kb]) => sum + kb, 0)),
    scripts: fetched.script.size,
    share,
  };
}

export async function run(site) {
  const urls = pageUrls(site.siteDir);
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const [name, url] of Object.entries(urls)) {
      site.log(`${name}: ${url}`);
      const reader = name === 'paged chapter';
      const m = await measure(browser, url, name === '404 page' ? 404 : 200);
      rows.push({ name: `${name}: HTML`, value: m.html, unit: 'KB gzip', ...(reader ? { budget: READER_HTML_BUDGET } : {}) });
      rows.push({ name: `${name}: CSS`, value: m.css, unit: 'KB gzip', budget: CSS_BUDGET });
      rows.push({ name: `${name}: JS`, value: m.js, unit: 'KB gzip', budget: JS_BUDGET, note: `${m.scripts} files fetched` });
      rows.push({ name: `${name}: JS, the loader`, value: m.share.loader, unit: 'KB gzip' });
      rows.push({ name: `${name}: JS, React's shared chunk`, value: m.share.react, unit: 'KB gzip' });
      rows.push({ name: `${name}: JS, islands' own chunks`, value: m.share.island, unit: 'KB gzip', note: m.share.islands.join(', ') || 'none' });
      rows.push({ name: `${name}: JS, shared libraries`, value: m.share.library, unit: 'KB gzip', note: m.share.libraries.join(', ') || 'none' });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
