// Several web nodes on one machine, laid out as separate machines would be: MariaDB, Redis and an S3 endpoint
// shared by two php-fpm nodes, each running its OWN copy of the site's code (WordPress, plugin, theme), behind one
// nginx that balances PHP requests between them round robin, with the guests' page cache in front.
//
// Each node's php-fpm runs in a mount namespace of its own where the node's code folder is mounted over the site
// folder, so every node sees the same absolute paths (as machines deployed from one release do) but its own files:
// a file one node writes into its code folder does not exist for the other. The one folder they share is
// wp-content/uploads (the shared mount a real cluster needs for the media library: covers and avatars are
// WordPress attachments written there; chapter pages go to the S3 bucket). nginx serves static files from the
// release folder (the site folder), as a front or a CDN would.
//
// Responses from PHP carry X-Yomu-Node (a or b); a request with the header X-Yomu-Node: a|b is sent to that node.
// Behind the balancer PHP sees the client's own address (nginx passes REMOTE_ADDR to php-fpm directly), so rate
// limits keyed on REMOTE_ADDR count the client, not the balancer.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sitesDir, workDir } from './paths.mjs';
import { startRedis } from './redis.mjs';
import { startS3 } from './s3.mjs';
import { phpCliCacheEnv } from './php-cli-cache.mjs';
import { s3Env, startSite } from './site.mjs';
import { fpmConfig, nginxConfig, purgePrefix, stopProcess, waitForPort, waitForSocket } from './stack.mjs';

const nodeNames = ['a', 'b'];

const fpmBinary = '/usr/sbin/php-fpm8.2';

/** Files of the release folder that belong to the machine that made it, not to a node. */
const notCopied = ['.admin-password', '.salts.json', '.reader-password', 'server.log', 'debug.log'];

/** Logs both nodes write into the release folder's file, as a log collector would gather them. */
const sharedLogs = ['debug.log', 'wp-content/mail.log'];

/** Copies the release folder to a node's folder: core as hard links, wp-content as real files, uploads left empty. */
function copyNode(siteDir, nodeDir) {
  fs.rmSync(nodeDir, { recursive: true, force: true });
  fs.mkdirSync(nodeDir, { recursive: true });
  for (const entry of fs.readdirSync(siteDir)) {
    if (notCopied.includes(entry) || entry === 'wp-content') continue;
    execFileSync('cp', ['-al', path.join(siteDir, entry), path.join(nodeDir, entry)]);
  }
  fs.rmSync(path.join(nodeDir, 'wp-config.php'));
  fs.copyFileSync(path.join(siteDir, 'wp-config.php'), path.join(nodeDir, 'wp-config.php'));
  const content = path.join(siteDir, 'wp-content');
  fs.mkdirSync(path.join(nodeDir, 'wp-content/uploads'), { recursive: true });
  for (const entry of fs.readdirSync(content)) {
    if (['uploads', 'database', 'mail.log'].includes(entry)) continue;
    // -L: the plugin and theme are links into the repository in the release folder; a node gets real copies.
    execFileSync('cp', ['-rL', path.join(content, entry), path.join(nodeDir, 'wp-content', entry)]);
  }
}

/**
 * Starts a node's php-fpm in a mount namespace of its own, nodeDir mounted over siteDir (the shared uploads kept),
 * with a temporary folder of its own, so a file one node leaves in get_temp_dir() is not there for the other.
 * (Not a mount over /tmp: the repository itself may live under /tmp.)
 */
async function startNode({ dir, name, siteDir, nodeDir, children, env }) {
  const socket = path.join(dir, `${name}.sock`);
  const conf = path.join(dir, `${name}.conf`);
  const tmp = path.join(dir, `${name}-tmp`);
  fs.mkdirSync(tmp, { mode: 0o1777 });
  fs.writeFileSync(conf, fpmConfig({ dir, name, socket, children, tmp }));
  const uploads = path.join(siteDir, 'wp-content/uploads');
  for (const file of sharedLogs) {
    fs.appendFileSync(path.join(siteDir, file), '');
    fs.appendFileSync(path.join(nodeDir, file), '');
  }
  const script = [
    'set -e',
    'mount --make-rprivate /',
    `mount --bind "${uploads}" "${path.join(nodeDir, 'wp-content/uploads')}"`,
    ...sharedLogs.map((file) => `mount --bind "${path.join(siteDir, file)}" "${path.join(nodeDir, file)}"`),
    `mount --rbind "${nodeDir}" "${siteDir}"`,
    `exec ${fpmBinary} -R -F -y "${conf}"`,
  ].join('\n');
  const child = spawn('unshare', ['--mount', 'sh', '-c', script], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  await waitForSocket(socket, child);
  return { name, socket, process: child };
}

/** Fails early, with the reason, where mount namespaces are not allowed (they need root). */
function checkNamespaces() {
  try {
    execFileSync('unshare', ['--mount', 'true'], { stdio: 'ignore' });
  } catch {
    throw new Error('The cluster runs each node in its own mount namespace (unshare --mount), which needs root.');
  }
}

/**
 * Rewrites the one-pool nginx configuration for the nodes: PHP goes to the node the X-Yomu-Node request header
 * names, else round robin to all; every PHP response names its node.
 */
function clusterNginx(config, nodes) {
  const upstreams = nodes.map((n) => `upstream yomu_node_${n.name} { server unix:${n.socket}; }`).join('\n  ');
  const pin = nodes.map((n) => `${n.name} yomu_node_${n.name};`).join(' ');
  const names = nodes.map((n) => `"~/${path.basename(n.socket).replace('.', '\\.')}$" ${n.name};`).join(' ');
  const http = `${upstreams}
  map $http_x_yomu_node $yomu_pass { default yomu_php; ${pin} }
  map $upstream_addr $yomu_node { default ""; ${names} }
  client_max_body_size 64m;
  server {`;
  const edits = [
    ['\n  server {', `\n  ${http}`],
    ['fastcgi_pass yomu_php;', 'fastcgi_pass $yomu_pass;\n      add_header X-Yomu-Node $yomu_node always;'],
  ];
  // A request for one node is for that node's own answer, never the cache's.
  if (config.includes('fastcgi_cache_bypass $yomu_personal ')) edits.push(['fastcgi_cache_bypass $yomu_personal ', 'fastcgi_cache_bypass $yomu_personal $http_x_yomu_node ']);
  let out = config;
  for (const [from, to] of edits) {
    if (!out.includes(from)) throw new Error(`scripts/lib/stack.mjs's nginx configuration changed: "${from.trim()}" not found`);
    out = out.replace(from, to);
  }
  return out;
}

/** Writes and checks the cluster's nginx.conf and starts nginx. Returns { url, process }. */
async function startNginx(options, nodes) {
  const conf = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(conf, clusterNginx(nginxConfig(options), nodes));
  execFileSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf], { stdio: 'inherit' });
  const child = spawn('/usr/sbin/nginx', ['-c', conf], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  await waitForPort(url, child);
  return { url, process: child };
}

/**
 * Starts the cluster. Options: name (site name, default 'cl'), port (nginx, the site URL), fresh (empty
 * database), cache (guests' page cache with its purge location), children (php-fpm workers per node), redis and s3
 * (handed to startSite: the shared object cache and chapter storage; null leaves them out).
 * Returns { url, purgeUrl, siteDir, nodes: { a: dir, b: dir }, adminUser, adminPassword, stop() }.
 */
export async function startCluster({ name = 'cl', port, fresh = false, cache = true, children = 4, redis = null, s3 = null }) {
  checkNamespaces();
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const site = await startSite({ name, db: 'mariadb', port, fresh, serve: false, redis, s3 });
    stops.push(site.stop);
    fs.mkdirSync(path.join(site.siteDir, 'wp-content/uploads'), { recursive: true });
    // Runtime files (configurations, sockets, each node's temporary folder) in the git-ignored work folder.
    const dir = path.join(workDir, 'cluster', name);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    stops.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    // The site's wp-config.php turns YOMU_NGINX_PURGE into the constant that sends purges to nginx.
    const purgeUrl = cache ? `http://127.0.0.1:${port}${purgePrefix.replace(/\/$/, '')}` : '';
    const env = purgeUrl ? { YOMU_NGINX_PURGE: purgeUrl } : {};
    const nodes = [];
    for (const node of nodeNames) {
      const nodeDir = path.join(sitesDir, `${name}-node-${node}`);
      copyNode(site.siteDir, nodeDir);
      const started = await startNode({ dir, name: node, siteDir: site.siteDir, nodeDir, children, env });
      stops.push(() => stopProcess(started.process));
      nodes.push({ ...started, dir: nodeDir });
    }
    const nginx = await startNginx({ dir, port, root: site.siteDir, upstreams: nodes.map((n) => n.socket), cache, purge: cache }, nodes);
    stops.push(() => stopProcess(nginx.process));
    return {
      url: nginx.url,
      purgeUrl,
      siteDir: site.siteDir,
      nodes: Object.fromEntries(nodes.map((n) => [n.name, n.dir])),
      adminUser: site.adminUser,
      adminPassword: site.adminPassword,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The whole topology: a Redis server and s3rver for this cluster, then startCluster() with them. Options as
 * startCluster's. Returns the cluster plus { redis, s3, env, stop() }; env is what the Vitest layers read
 * (YOMU_SITE_URL, YOMU_SITE_DIR (the release folder, for PHP run from the command line), YOMU_ADMIN_PASSWORD, YOMU_DB,
 * and the S3 server's address).
 */
export async function startClusterWithServices({ name = 'cl', ...options }) {
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const redis = await startRedis({ name });
    stops.push(redis.stop);
    const s3 = await startS3({ name, bucket: `yomu-${name}` });
    stops.push(s3.stop);
    const cluster = await startCluster({ name, ...options, redis, s3 });
    stops.push(cluster.stop);
    const env = {
      YOMU_SITE_URL: cluster.url,
      YOMU_SITE_DIR: cluster.siteDir,
      YOMU_ADMIN_PASSWORD: cluster.adminPassword,
      YOMU_DB: 'mariadb',
      YOMU_REDIS: '1',
      ...(cluster.purgeUrl ? { YOMU_NGINX_PURGE: cluster.purgeUrl } : {}),
      ...s3Env(s3),
      ...phpCliCacheEnv(),
    };
    return { ...cluster, redis, s3, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
