// The bench's scale sites: N manga of 50 chapters each from the --scale seeder, seeded once and kept in
// .wp/sites/bench-scale-N-{db} (seeding 10,000 manga takes minutes, once).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoDir } from '../../scripts/lib/paths.mjs';
import { freePort, startSite } from '../../scripts/lib/site.mjs';

/** The large site's size: DESIGN.md §7's 10,000 manga; `npm run bench -- --quick` sets 1,000. */
export const SCALE = Number(process.env.YOMU_BENCH_SCALE ?? 10000);

export async function scaleSite(count, log = () => {}, db = 'sqlite') {
  const site = await startSite({ name: `bench-scale-${count}`, db, port: await freePort() });
  const marker = path.join(site.siteDir, '.scale-seeded');
  if (!fs.existsSync(marker)) {
    log(`seeding ${count} manga on ${db} (once)…`);
    execFileSync('php', ['-d', 'memory_limit=1G', path.join(repoDir, 'scripts/wp/seed.php'), site.siteDir, '--scale', `--manga=${count}`], { stdio: 'inherit' });
    fs.writeFileSync(marker, new Date().toISOString());
  }
  // Derived data a newer Yomu keeps differently (stored latest chapters, a new search index layout) is brought up to
  // date before measuring, so no measured request does that work.
  const upkeep = "$_SERVER['HTTP_HOST'] = 'localhost'; require getenv('YOMU_SITE_DIR') . '/wp-load.php';"
    + ' while ( Yomu\\Core\\Listing\\LatestChapters::fill( 1000 ) > 0 ) { wp_cache_flush_runtime(); }'
    + ' Yomu\\Core\\Search\\Index::maybe_upgrade(); while ( Yomu\\Core\\Search\\Index::rebuilding() ) { Yomu\\Core\\Search\\Index::resume( 30 ); }';
  execFileSync('php', ['-d', 'memory_limit=1G', '-r', upkeep], { stdio: 'inherit', env: { ...process.env, ...site.env, YOMU_SITE_DIR: site.siteDir } });
  return site;
}
