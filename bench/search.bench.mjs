// Search suggestions (wp-manga-search-manga) over HTTP: p50 and p95 of 50 sequential queries
// at 100 and at 10,000 manga (1,000 with --quick; the --scale sites the server bench also uses, seeded once and kept).
// The 50 queries mix what readers type: 1 character, a few letters, whole words, whole titles, a number, an author
// and misses. A bare admin-ajax request (unknown action) on the same server is the floor.
// DESIGN.md §7: at 10,000 manga an action stays within 2x its cost at the small size.
import { URLSearchParams } from 'node:url';
import { SCALE, scaleSite } from './lib/scale.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Search: live suggestion latency (wp-manga-search-manga, 50 queries over HTTP)';


/** Counts and sample names; rebuilds the search index when rows are missing (the scale seeder writes SQL). */
function prepare(siteDir) {
  const out = phpInSite(
    siteDir,
    `
    global $wpdb;
    $table = Yomu\\Core\\Search\\Index::table();
    $manga = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'wp-manga' AND post_status = 'publish'" );
    $rows = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table" );
    $rebuilt = 0;
    if ( $rows < $manga ) { $began = microtime( true ); Yomu\\Core\\Search\\Index::rebuild(); $rebuilt = microtime( true ) - $began; }
    $ids = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type = 'wp-manga' AND post_status = 'publish' ORDER BY ID" );
    $step = max( 1, intdiv( count( $ids ), 8 ) );
    $titles = array();
    for ( $i = 0; $i < count( $ids ) && count( $titles ) < 8; $i += $step ) { $titles[] = get_post_field( 'post_title', (int) $ids[ $i ], 'raw' ); }
    $authors = get_terms( array( 'taxonomy' => 'wp-manga-author', 'hide_empty' => true, 'fields' => 'names', 'number' => 2 ) );
    echo wp_json_encode( array( 'manga' => $manga, 'rebuilt' => $rebuilt, 'titles' => $titles, 'authors' => is_array( $authors ) ? $authors : array() ) );`,
  );
  return JSON.parse(out.slice(out.indexOf('{')));
}

/** 50 queries from the site's own names. */
function queries({ titles, authors }) {
  const list = [];
  for (const title of titles) {
    const words = title.split(/\s+/).filter(Boolean);
    list.push(title.slice(0, 1), title.slice(0, 3).toLowerCase(), words[0], title, words.at(-1));
  }
  for (const author of authors) list.push(author.split(/\s+/)[0]);
  const misses = ['zqxj', 'qqqqqq', 'x y z w', "' OR 1=1 --", '%_%'];
  for (let i = 0; list.length < 50; i++) list.push(misses[i % misses.length]);
  return list.slice(0, 50);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function time(url, body) {
  const began = performance.now();
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(body) });
  await response.text();
  return performance.now() - began;
}

/** p50 and p95 (ms) of sequential suggestion requests, and the bare admin-ajax floor. */
async function measure(siteUrl, list) {
  const ajax = `${siteUrl}/wp-admin/admin-ajax.php`;
  for (const q of list.slice(0, 5)) await time(ajax, { action: 'wp-manga-search-manga', title: q });
  const took = [];
  for (const q of list) took.push(await time(ajax, { action: 'wp-manga-search-manga', title: q }));
  const floor = [];
  for (let i = 0; i < 20; i++) floor.push(await time(ajax, { action: 'yomu_bench_nothing' }));
  const oneChar = [];
  for (let i = 0; i < 10; i++) oneChar.push(await time(ajax, { action: 'wp-manga-search-manga', title: 'e' }));
  const results = [];
  const word = encodeURIComponent(list[2]);
  for (let i = 0; i < 10; i++) {
    const began = performance.now();
    await (await fetch(`${siteUrl}/?s=${word}&post_type=wp-manga`)).text();
    results.push(performance.now() - began);
  }
  const sort = (values) => values.sort((a, b) => a - b);
  return {
    p50: percentile(sort(took), 50),
    p95: percentile(took, 95),
    floor: percentile(sort(floor), 50),
    oneChar: percentile(sort(oneChar), 50),
    page: percentile(sort(results), 50),
  };
}

const round = (ms) => Math.round(ms * 10) / 10;

export async function run(site) {
  const hundred = await scaleSite(100, site.log);
  let small;
  let demo;
  try {
    small = prepare(hundred.siteDir);
    demo = await measure(hundred.url, queries(small));
  } finally {
    await hundred.stop();
  }

  const scale = await scaleSite(SCALE, site.log);
  let big;
  let large;
  try {
    large = prepare(scale.siteDir);
    if (large.rebuilt) site.log(`search index rebuilt for ${large.manga} manga in ${large.rebuilt.toFixed(1)} s`);
    big = await measure(scale.url, queries(large));
  } finally {
    await scale.stop();
  }

  const rows = [
    { name: `suggestions p50, ${small.manga} manga`, value: round(demo.p50), unit: 'ms' },
    { name: `suggestions p95, ${small.manga} manga`, value: round(demo.p95), unit: 'ms' },
    { name: `1-character query p50, ${small.manga} manga`, value: round(demo.oneChar), unit: 'ms', note: '"e": most titles match' },
    { name: `bare admin-ajax p50, ${small.manga} manga`, value: round(demo.floor), unit: 'ms', note: 'floor: WordPress boot' },
    { name: `suggestions p50, ${large.manga} manga`, value: round(big.p50), unit: 'ms' },
    { name: `suggestions p95, ${large.manga} manga`, value: round(big.p95), unit: 'ms' },
    { name: `1-character query p50, ${large.manga} manga`, value: round(big.oneChar), unit: 'ms', note: '"e": every title matches' },
    { name: `bare admin-ajax p50, ${large.manga} manga`, value: round(big.floor), unit: 'ms', note: 'floor: WordPress boot' },
    { name: `search results page p50, ${small.manga} manga`, value: round(demo.page), unit: 'ms', note: 'one title word' },
    { name: `search results page p50, ${large.manga} manga`, value: round(big.page), unit: 'ms', note: 'one title word' },
    { name: `suggestions p50 above the floor, ${large.manga} vs ${small.manga} manga`, value: round(Math.max(0, big.p50 - big.floor) / Math.max(1, demo.p50 - demo.floor)), unit: 'x' },
    { name: `suggestions p50, ${large.manga} vs ${small.manga} manga`, value: round(big.p50 / demo.p50), unit: 'x', budget: 2 },
  ];
  if (large.rebuilt) rows.push({ name: `search index rebuild, ${large.manga} manga`, value: round(large.rebuilt), unit: 's', note: 'once, after a bulk import' });
  return rows;
}
