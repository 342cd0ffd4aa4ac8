// The reader in Debian's Chromium (playwright-core), on the bench site's demo content:
// - main-thread time of a preloaded page turn, from a Chromium trace (CDP tracing): the busy time of the renderer's
//   main thread from the keydown dispatch to the end of the commit of the first frame after it (the frame that shows
//   the new page), median of up to 8 turns; split into script, style/layout/paint and commit. What the reader does
//   after that frame (URL, scroll, history, moving the preload window) is not part of showing the page.
//   Budget (DESIGN §7): 16 ms, in single and in double-page mode (two-page spreads: one turn shows two new pages).
//   The machine's load average is noted: on a shared, loaded machine it dominates.
// - CLS of a paged chapter page and of a long-strip chapter scrolled to its end (layout-shift observer).
//   Budget 0.02.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { launchChromium } from '../scripts/lib/chromium.mjs';

export const title = 'Reader: preloaded page turn and layout stability (Chromium)';

const TURNS = Number(process.env.YOMU_BENCH_TURNS ?? 8);

function chapterUrl(siteDir) {
  // The demo image chapter with the most pages, opened in the paged style on page 1.
  const code = `
    $best = null; $most = 0;
    foreach ( get_posts( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'posts_per_page' => 10, 'fields' => 'ids', 'meta_query' => array( array( 'key' => '_wp_manga_chapter_type', 'value' => 'manga' ) ) ) ) as $id ) {
      foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( $id ) as $chapter ) {
        $count = count( Yomu\\Core\\Content\\ChapterRepository::pages( $chapter ) );
        if ( $count > $most ) { $most = $count; $best = array( $id, $chapter ); }
      }
    }
    echo wp_json_encode( array( 'url' => Yomu\\Core\\Routing\\Urls::chapter( $best[0], $best[1], '', '', 1 ), 'pages' => $most ) );`;
  const script = `$_SERVER['HTTP_HOST']='localhost'; require ${JSON.stringify(`${siteDir}/wp-load.php`)}; ${code}`;
  const out = execFileSync('php', ['-r', script], { encoding: 'utf8' });
  return JSON.parse(out.slice(out.indexOf('{')));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Main-thread work of one page turn in a Chromium trace: from the keydown dispatch to the end of the first
 * frame commit after it (the frame that shows the new page). Idle time between tasks is not counted. */
function turnCost(events) {
  const key = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  if (!key) throw new Error('no keydown in the trace');
  const thread = (e) => e.pid === key.pid && e.tid === key.tid;
  const keyEnd = key.ts + key.dur;
  const commit = events.filter((e) => thread(e) && e.name === 'Commit' && e.ts >= keyEnd).sort((a, b) => a.ts - b.ts)[0];
  if (!commit) throw new Error('no frame after the keydown');
  const end = commit.ts + commit.dur;
  const within = (e) => thread(e) && e.ts >= key.ts && e.ts + (e.dur ?? 0) <= end;
  const sum = (names) => events.filter((e) => within(e) && names.includes(e.name)).reduce((total, e) => total + e.dur, 0);
  const busy = events
    .filter((e) => thread(e) && e.name === 'RunTask' && e.dur)
    .reduce((total, e) => total + Math.max(0, Math.min(e.ts + e.dur, end) - Math.max(e.ts, key.ts)), 0);
  return {
    main: busy / 1000,
    script: (key.dur + sum(['FireAnimationFrame'])) / 1000,
    render: sum(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']) / 1000,
    commit: commit.dur / 1000,
  };
}

async function pageTurns(browser, url, pages, log, spread = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (spread) await context.addCookies([{ name: 'yomu-reader-settings', value: '-.-.-.-.double', url }]);
  const page = await context.newPage();
  page.on('pageerror', (error) => log(`page error: ${error.message}`));
  page.on('console', (message) => message.type() === 'error' && log(`console: ${message.text()}`));
  page.on('response', (response) => response.request().resourceType() === 'document' && response.status() >= 400 && log(`${response.status()} ${response.url()}`));
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  await page.waitForSelector('[data-island="reader"][data-mounted="true"]', { state: 'attached', timeout: 120000 });
  const costs = [];
  // Spreads: the demo chapters are short, so the turns go forward to the end and back again, each one showing other
  // pages than the turn before (two of them for every full spread).
  const turns = spread ? TURNS : Math.min(TURNS, pages - 1);
  let forward = true;
  const ids = () => page.evaluate(() => [...document.querySelectorAll('.reading-content img')].map((img) => img.id).join(' '));
  let before = await ids();
  if (spread && before.split(' ').length !== 2) throw new Error(`the spread shows ${before}`);
  for (let i = 0; i < turns; i++) {
    // Let the preload window fill (and the previous turn's bookkeeping finish) first.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'] });
    if (spread && before.split(' ').includes(`image-${pages - 1}`)) forward = false;
    if (spread && before.split(' ').includes('image-0')) forward = true;
    await page.keyboard.press(forward ? 'ArrowRight' : 'ArrowLeft');
    await page.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const shown = await page.evaluate(() => {
      const images = [...document.querySelectorAll('.reading-content img')];
      return { id: images.map((img) => img.id).join(' '), count: images.length, ready: images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0) };
    });
    const turned = spread ? shown.id !== before : shown.id === `image-${i + 1}`;
    if (!turned || !shown.ready) throw new Error(`page turn ${i + 1} showed ${shown.id}`);
    before = shown.id;
    costs.push(turnCost(trace.traceEvents ?? trace));
  }
  await context.close();
  const pick = (key) => median(costs.map((cost) => cost[key]));
  return { main: pick('main'), script: pick('script'), render: pick('render'), commit: pick('commit'), turns };
}

async function cls(browser, url, mode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (mode === 'strip') await context.addCookies([{ name: 'yomu-reader-settings', value: 'strip.-.-', url }]);
  await context.addInitScript(() => {
    window.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  await page.waitForSelector('[data-island="reader"][data-mounted="true"]', { state: 'attached', timeout: 120000 });
  const shownMode = await page.evaluate(() => (document.body.className.match(/reader-mode-(\w+)/) ?? [])[1]);
  if (shownMode !== mode) throw new Error(`expected the ${mode} mode, got ${shownMode}`);
  if (mode === 'strip') {
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 700) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const value = await page.evaluate(() => window.cls);
  await context.close();
  return value;
}

export async function run(site) {
  const { url, pages } = chapterUrl(site.siteDir);
  site.log(`chapter ${url} (${pages} pages)`);
  const browser = await launchChromium();
  try {
    const turn = await pageTurns(browser, url, pages, site.log);
    const double = await pageTurns(browser, url, pages, site.log, true);
    const paged = await cls(browser, url, 'paged');
    const strip = await cls(browser, url, 'strip');
    return [
      { name: 'Preloaded page turn: main-thread time', value: round(turn.main), unit: 'ms', budget: 16, note: `median of ${turn.turns} turns, keydown to the commit of the frame showing the page; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores` },
      { name: 'Preloaded page turn: script (key handler + animation frame callbacks)', value: round(turn.script), unit: 'ms' },
      { name: 'Preloaded page turn: style, layout and paint', value: round(turn.render), unit: 'ms' },
      { name: 'Preloaded page turn: frame commit', value: round(turn.commit), unit: 'ms' },
      { name: 'Preloaded page turn, two-page spreads: main-thread time', value: round(double.main), unit: 'ms', budget: 16, note: `median of ${double.turns} turns, forward to the end of the chapter and back, spread by spread; load average ${os.loadavg()[0].toFixed(1)}` },
      { name: 'Preloaded page turn, two-page spreads: script', value: round(double.script), unit: 'ms' },
      { name: 'Preloaded page turn, two-page spreads: style, layout and paint', value: round(double.render), unit: 'ms' },
      { name: 'CLS, paged chapter page', value: round(paged, 4), unit: '', budget: 0.02 },
      { name: 'CLS, long-strip chapter scrolled to the end', value: round(strip, 4), unit: '', budget: 0.02 },
    ];
  } finally {
    await browser.close();
  }
}
