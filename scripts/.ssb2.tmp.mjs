import { execFileSync } from 'node:child_process';
import { freePort, startSite } from '/work/wt-search/scripts/lib/site.mjs';
const db = process.argv[2] ?? 'sqlite';
const site = await startSite({ name: `search-dbg-${db}`, db, port: await freePort(), fresh: true });
try {
  console.log(execFileSync('php', ['-r', `$_SERVER['HTTP_HOST']='localhost'; require getenv('SSB_SITE') . '/wp-load.php'; require '/tmp/ssb/dbg.php';`], { encoding: 'utf8', env: { ...process.env, ...site.env, SSB_SITE: site.siteDir } }));
} finally { await site.stop(); }
