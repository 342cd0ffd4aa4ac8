// Chapter sitemaps (issue 32): WordPress core's /wp-sitemap.xml (which lists the chapter sitemaps) and one full chapter
// sitemap page of 2,000 URLs (core's entries per page), over HTTP, at 100 manga (5,000 chapters) and at 10,000 manga
// (500,000 chapters; 1,000 manga with --quick), on the --scale sites the other benches use.
// Measured: the page table's build on a site that never had one (the first index request scans every readable
// chapter id once, in primary-key chunks), the rescan after an old chapter changed (from the middle page on), then
// warm p50s of the index, the first page and the last page (a page is read by primary key after the previous page's
// last id: its cost must not grow with the table; DESIGN.md §7, within 2x of the small site).
import { SCALE, scaleSite } from './lib/scale.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Chapter sitemaps: index and a full 2,000-URL page (WordPress core sitemaps, over HTTP)';

const ROUNDS = Number(process.env.YOMU_BENCH_ROUNDS ?? 10);

/** Readable chapters, the ids of the first chapter of the middle page, and drops the stored page table. */
function prepare(siteDir, forget) {
  const out = phpInSite(
    siteDir,
    `
    global $wpdb;
    $t = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    $readable = "p.post_type = 'wp-manga' AND p.post_status = 'publish' AND p.post_password = ''";
    $count = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $t c INNER JOIN {$wpdb->posts} p ON p.ID = c.post_id WHERE $readable" );
    $middle = (int) $wpdb->get_var( $wpdb->prepare( "SELECT c.chapter_id FROM $t c INNER JOIN {$wpdb->posts} p ON p.ID = c.post_id WHERE $readable ORDER BY c.chapter_id LIMIT 1 OFFSET %d", intdiv( $count, 2 ) ) );
    if ( ${forget ? 'true' : 'false'} ) { delete_option( Yomu\\Core\\Seo\\Sitemaps\\PageTable::OPTION ); delete_option( Yomu\\Core\\Seo\\Sitemaps\\PageTable::DIRTY ); }
    echo wp_json_encode( array( 'count' => $count, 'middle' => $middle ) );`,
  );
  return JSON.parse(out.slice(out.indexOf('{')));
}

/** Marks the pages from a chapter on as stale, as a write to that chapter does. */
function touch(siteDir, chapterId) {
  phpInSite(siteDir, `Yomu\\Core\\Seo\\Sitemaps\\PageTable::mark( ${Number(chapterId)} );`);
}

async function time(url) {
  const began = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - began, body };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function p50(url) {
  const took = [];
  for (let i = 0; i < ROUNDS; i++) took.push((await time(url)).ms);
  return median(took);
}

async function measure(site) {
  const { count, middle } = prepare(site.siteDir, true);
  const index = `${site.url}/wp-sitemap.xml`;
  // The floor: a WordPress request that answers at once (and a warm server before the build is timed).
  const floor = `${site.url}/robots.txt`;
  for (let i = 0; i < 3; i++) await time(floor);
  const build = await time(index);
  const pages = [...build.body.matchAll(/wp-sitemap-chapters-(\d+)\.xml/g)].map((m) => Number(m[1]));
  const last = Math.max(...pages);
  // A full page in the middle (the last one may be short).
  const middlePage = Math.max(1, Math.floor(last / 2));
  touch(site.siteDir, middle);
  const rescan = await time(index);
  const first = await time(`${site.url}/wp-sitemap-chapters-1.xml`);
  const urls = (first.body.match(/<url>/g) ?? []).length;
  return {
    count,
    pages: pages.length,
    urls,
    build: build.ms,
    rescan: rescan.ms,
    floor: await p50(floor),
    index: await p50(index),
    first: await p50(`${site.url}/wp-sitemap-chapters-1.xml`),
    middle: await p50(`${site.url}/wp-sitemap-chapters-${middlePage}.xml`),
    last: await p50(`${site.url}/wp-sitemap-chapters-${last}.xml`),
  };
}

const round = (ms) => Math.round(ms * 10) / 10;

export async function run(site) {
  const hundred = await scaleSite(100, site.log);
  let small;
  try {
    small = await measure(hundred);
  } finally {
    await hundred.stop();
  }
  const scale = await scaleSite(SCALE, site.log);
  let large;
  try {
    large = await measure(scale);
  } finally {
    await scale.stop();
  }
  const rows = [];
  for (const m of [small, large]) {
    const n = m.count.toLocaleString('en-US');
    rows.push(
      { name: `page table build (first index request), ${n} chapters`, value: round(m.build), unit: 'ms', note: `${m.pages} pages; once, then only after changes` },
      { name: `rescan from the middle page after a change, ${n} chapters`, value: round(m.rescan), unit: 'ms', note: 'next index request after an old chapter changed' },
      { name: `sitemap index p50, ${n} chapters`, value: round(m.index), unit: 'ms' },
      { name: `chapter sitemap page 1 p50 (${m.urls} URLs), ${n} chapters`, value: round(m.first), unit: 'ms' },
      { name: `middle chapter sitemap page p50, ${n} chapters`, value: round(m.middle), unit: 'ms' },
      { name: `last chapter sitemap page p50, ${n} chapters`, value: round(m.last), unit: 'ms', note: 'may be short' },
      { name: `robots.txt p50, ${n} chapters`, value: round(m.floor), unit: 'ms', note: 'floor: WordPress boot' },
    );
  }
  rows.push(
    { name: 'sitemap index p50, large vs small', value: round(large.index / small.index), unit: 'x', budget: 2 },
    { name: 'full chapter sitemap page p50, large vs small', value: round(large.first / small.first), unit: 'x', budget: 2 },
    { name: 'middle chapter sitemap page p50, large vs small', value: round(large.middle / small.middle), unit: 'x', budget: 2 },
  );
  return rows;
}
