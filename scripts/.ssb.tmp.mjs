import { execFileSync } from 'node:child_process';
import { freePort, startSite } from '/work/wt-search/scripts/lib/site.mjs';
const db = process.argv[2] ?? 'sqlite';
const site = await startSite({ name: `search-bench-${db}`, db, port: await freePort(), fresh: true });
const php = (file, env = {}) => execFileSync('php', ['-d', 'memory_limit=1G', '-r', `$_SERVER['HTTP_HOST']='localhost'; require getenv('SSB_SITE') . '/wp-load.php'; require '${file}';`], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, ...site.env, SSB_SITE: site.siteDir, ...env } });
try {
  const seeded = JSON.parse(php('/tmp/ssb/seed.php').replace(/^[^{]*/, ''));
  console.log(`${db}: ${seeded.rows} rows indexed in ${seeded.rebuild.toFixed(1)} s`);
  console.log(php('/tmp/ssb/measure.php', { SSB_VOCAB: JSON.stringify(seeded.vocab) }));
} finally {
  await site.stop();
}
