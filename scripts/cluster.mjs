// npm run cluster: the site on two php-fpm nodes behind one nginx (round robin, page cache on), sharing MariaDB,
// Redis and an S3 endpoint (s3rver). `node scripts/cluster.mjs [--port=8090] [--name=cluster] [--fresh] [--no-seed]
// [--no-cache]`. Ctrl-C stops everything it started. See scripts/lib/cluster.mjs for the layout.
import { parseArgs } from 'node:util';
import { buildIfStale } from './lib/build.mjs';
import { execFileSync } from 'node:child_process';
import { startClusterWithServices } from './lib/cluster.mjs';
import { seedDemoOnce } from './lib/seed.mjs';
import { stopOnSignals } from './lib/shutdown.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8090' },
    name: { type: 'string', default: 'cluster' },
    fresh: { type: 'boolean', default: false },
    seed: { type: 'boolean', default: true },
    cache: { type: 'boolean', default: true },
  },
  allowNegative: true,
});

const began = Date.now();
const { stops, shutdown } = stopOnSignals();

/** Points chapter storage at this run's bucket (its port changes on every start). */
function useBucket(siteDir, s3) {
  const code = `update_option( 'yomu_storage', Yomu\\Core\\Content\\Storage\\S3\\Settings::normalize( array( 'target' => 's3', 'endpoint' => '${s3.endpoint}',
    'region' => '${s3.region}', 'bucket' => '${s3.bucket}', 'prefix' => '', 'path_style' => true ) ) );`;
  execFileSync('php', ['-r', `$_SERVER['HTTP_HOST'] = 'localhost'; require '${siteDir}/wp-load.php'; ${code}`], { stdio: 'inherit' });
}

try {
  buildIfStale();
  const cluster = await startClusterWithServices({ name: values.name, port: Number(values.port), fresh: values.fresh, cache: values.cache });
  stops.push(cluster.stop);
  const { redis, s3 } = cluster;
  if (values.seed) await seedDemoOnce(cluster.siteDir);
  useBucket(cluster.siteDir, s3);
  console.log(`
Yomu cluster is running, ready in ${((Date.now() - began) / 1000).toFixed(1)} s
  Site:    ${cluster.url}/  (nginx, round robin over nodes a and b${values.cache ? ', page cache on' : ''})
  Admin:   ${cluster.url}/wp-admin/
  Login:   ${cluster.adminUser} / ${cluster.adminPassword}
  Nodes:   ${Object.entries(cluster.nodes).map(([node, dir]) => `${node}: ${dir}`).join('\n           ')}
  Pin one: send the header "X-Yomu-Node: a" (or b); every PHP answer names its node in X-Yomu-Node
  Shared:  MariaDB, Redis (${redis.socket}), the uploads folder ${cluster.siteDir}/wp-content/uploads
  S3:      new chapter pages go to ${s3.endpoint}/${s3.bucket}/ (s3rver; emptied when the cluster stops)
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}
