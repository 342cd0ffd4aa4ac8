// Public page weight: for each page type, the gzip size of its HTML and of the CSS and JavaScript the browser
// actually fetched (the whole module graph, after scrolling the page so that "visible" islands load too), in
// Debian's Chromium through playwright-core. Budgets from DESIGN.md §7: CSS ≤ 20 KB gzip on every route, JS ≤ 90 KB
// gzip on the reader route and ≤ 75 KB elsewhere, reader HTML ≤ 14 KB gzip.
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export const title = 'Public pages: HTML, CSS and JS (gzip, as loaded by Chromium)';

const KB = 1024;
const CSS_BUDGET = 20;
const JS_BUDGET = 75;
const READER_JS_BUDGET = 90;
const READER_HTML_BUDGET = 14;

/** gzip at the level most servers use (6), in KB with one decimal. */
const gzipKb = (buffer) => Math.round((zlib.gzipSync(buffer, { level: 6 }).length / KB) * 10) / 10;

function targets(siteDir) {
  const code = `
    $ids = get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 1, 'fields' => 'ids', 'orderby' => 'ID', 'order' => 'ASC', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'manga' ) ) ) );
    $manga = get_post( $ids[0] );
    $order = Yomu\\Core\\Content\\ChapterRepository::reading_order( $manga->ID );
    $genres = get_terms( array( 'taxonomy' => 'wp-manga-genre', 'hide_empty' => true, 'number' => 1, 'orderby' => 'count', 'order' => 'DESC' ) );
    echo wp_json_encode( array(
      'home'          => home_url( '/' ),
      'manga archive' => get_post_type_archive_link( 'wp-manga' ),
      'genre page'    => get_term_link( $genres[0] ),
      'manga page'    => Yomu\\Core\\Routing\\Urls::manga( $manga ),
      'paged chapter' => Yomu\\Core\\Routing\\Urls::chapter( $manga, $order[0], 'paged', '', 2 ),
      'search'        => add_query_arg( array( 's' => 'gece', 'post_type' => 'wp-manga' ), home_url( '/' ) ),
      '404 page'      => home_url( '/no-such-page-bench/' ),
    ) );`;
  const script = `$_SERVER['HTTP_HOST']='localhost'; require ${JSON.stringify(`${siteDir}/wp-load.php`)}; ${code}`;
  const out = execFileSync('php', ['-r', script], { encoding: 'utf8' });
  return JSON.parse(out.slice(out.indexOf('{')));
}

async function measure(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const bodies = { document: null, stylesheet: new Map(), script: new Map() };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const target = type === 'document' ? 'document' : type === 'stylesheet' ? 'stylesheet' : type === 'script' ? 'script' : null;
    if (!target || !response.url().startsWith(new URL(url).origin)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          if (target === 'document') bodies.document ??= body;
          else bodies[target].set(response.url(), body);
        })
        .catch(() => {}),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // Bring every part of the page into view so islands hydrated "when visible" fetch their modules too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  const sum = (map) => [...map.values()].reduce((total, body) => total + gzipKb(body), 0);
  return {
    html: bodies.document ? gzipKb(bodies.document) : 0,
    css: Math.round(sum(bodies.stylesheet) * 10) / 10,
    js: Math.round(sum(bodies.script) * 10) / 10,
    scripts: bodies.script.size,
  };
}

export async function run(site) {
  const urls = targets(site.siteDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  const rows = [];
  try {
    for (const [name, url] of Object.entries(urls)) {
      site.log(`${name}: ${url}`);
      const reader = name === 'paged chapter';
      const m = await measure(browser, url);
      rows.push({ name: `${name}: HTML`, value: m.html, unit: 'KB gzip', ...(reader ? { budget: READER_HTML_BUDGET } : {}) });
      rows.push({ name: `${name}: CSS`, value: m.css, unit: 'KB gzip', budget: CSS_BUDGET });
      rows.push({ name: `${name}: JS`, value: m.js, unit: 'KB gzip', budget: reader ? READER_JS_BUDGET : JS_BUDGET, note: `${m.scripts} files fetched` });
    }
  } finally {
    await browser.close();
  }
  return rows;
}
