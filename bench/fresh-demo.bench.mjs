// A fresh demo as `npm start` makes it (a new site, the demo seeded, its image chapters queued), then nobody visits:
// the time until the background worker has built every page's variants and the first chapter's reader serves
// them. Budget: 5 minutes from the start. Also the pages per second the workers kept up together, and the pages
// whose variants were copied from an identical page built before instead of encoded again.
import { freePort, startSite } from '../scripts/lib/site.mjs';
import { seedDemoOnce } from '../scripts/lib/seed.mjs';
import { longChapter } from './lib/long-chapter.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Fresh demo: every page variant built in the background after the start, with no visitor';

const LIMIT_MS = 15 * 60 * 1000;

/** Chapters and pages of the site's image chapters, and how many are done (ChapterWalk, as Tools → Page variants). */
function progress(siteDir) {
  const output = phpInSite(
    siteDir,
    `$t = array( 'chapters' => 0, 'done' => 0, 'pages' => 0, 'pages_done' => 0 );
    foreach ( ( new Yomu\\Core\\Images\\Background\\ChapterWalk() )->chapters() as $s ) {
      ++$t['chapters']; $t['done'] += 0 === $s['missing'] ? 1 : 0; $t['pages'] += $s['pages']; $t['pages_done'] += $s['pages'] - $s['missing'];
    }
    $t['queued'] = Yomu\\Core\\Images\\Background\\Queue::waiting();
    $t['failing'] = Yomu\\Core\\Images\\Background\\Queue::failing_count();
    echo wp_json_encode( $t );`,
  );
  return JSON.parse(output.slice(output.indexOf('{')));
}

/** Whether the first chapter's reader (the demo's 20-page chapter, which a newcomer opens first) lists WebP or AVIF. */
async function readerServesVariants(siteDir) {
  const html = await (await fetch(longChapter(siteDir).listUrl)).text();
  return /\.(webp|avif)\b/.test(html);
}

export async function run(site) {
  const began = Date.now();
  const own = await startSite({ name: 'bench-demo', db: 'sqlite', port: await freePort(), fresh: true });
  try {
    await seedDemoOnce(own.siteDir);
    const seeded = Date.now();
    let state = progress(own.siteDir);
    while (state.queued > 0 && Date.now() - began < LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 2000)); // Polling the database: the workers run elsewhere.
      state = progress(own.siteDir);
    }
    const done = Date.now();
    const served = await readerServesVariants(own.siteDir);
    site.log(`${JSON.stringify(state)} in ${((done - began) / 1000).toFixed(1)} s`);
    const building = (done - seeded) / 1000;
    return [
      { name: 'from the start to the demo seeded (site, content, pages drawn)', value: Math.round((seeded - began) / 1000), unit: 's' },
      { name: `from the start to every image page's variants (${state.pages_done} of ${state.pages} pages, ${state.done} of ${state.chapters} chapters, ${state.failing} failing)`, value: Math.round((done - began) / 1000), unit: 's', budget: 300 },
      { name: 'building: pages per second, all workers together', value: Number((state.pages_done / building).toFixed(2)), unit: 'pages/s' },
      { name: "the first chapter's reader serves WebP or AVIF then (1 = yes)", value: served ? 1 : 0, unit: '', floor: 1 },
    ];
  } finally {
    await own.stop();
  }
}
