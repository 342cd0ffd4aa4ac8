// npm test: every layer, each counted, ending with one line "N passed, N failed".
// Lint and types, unit (Vitest + jsdom), build, then against fresh real sites: PHPUnit inside WordPress and
// integration over HTTP (and the property-based fuzz layer, tests/fuzz/, on SQLite) on WordPress 6.5 with SQLite and with MariaDB + Redis (the production shape: a persistent
// object cache, and no SQLite integration emptying it on every redirect), the cross-node tests on two web nodes
// (MariaDB, Redis, S3), then PHPUnit, the WordPress-facing integration files and e2e in Chromium on the newest
// WordPress with SQLite;
// finally the package layer, whose tests start their own sites: the installable zips on a clean site, and the way
// back to Madara (tests/package/wayback.test.ts: a Madara site before and after Yomu, on SQLite and MariaDB).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startClusterWithServices } from './lib/cluster.mjs';
import { lintSteps } from './lib/lint-steps.mjs';
import { phpProblemLines } from './lib/php-log.mjs';
import { startS3 } from './lib/s3.mjs';
import { freePort, startSite } from './lib/site.mjs';
import { repoDir, workDir } from './lib/paths.mjs';
import { wordpressVersions } from './lib/pinned.mjs';

const resultsDir = path.join(workDir, 'results');
fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });

const tally = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];
const began = Date.now();

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: repoDir, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function record(name, passed, failed) {
  tally.passed += passed;
  tally.failed += failed;
  if (failed) failures.push(`${name}: ${failed} failed`);
  console.log(`\n▶ ${name}: ${passed} passed, ${failed} failed\n`);
}

/** Keeps the names and first error lines of failed tests, so the last lines of a long log say what broke. */
function noteFailedTests(layer, report) {
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = stripVTControlCharacters(String(test.failureMessages?.[0] ?? '')).split('\n').slice(0, 3).join(' | ').slice(0, 400);
      failedTests.push(`${layer} · ${path.relative(repoDir, file.name)} · ${test.fullName}\n    ${reason}`);
    }
  }
}

/** A step that passes or fails as a whole (lint tools, the build). */
function check(name, command, args, env) {
  console.log(`\n━━ ${name}`);
  const ok = run(command, args, env);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

function vitest(project, env = {}, label = env.YOMU_DB, files = []) {
  const name = `${project}${label ? ` (${label})` : ''}`;
  console.log(`\n━━ ${name}`);
  const out = path.join(resultsDir, `${project}-${label?.replace(/\W+/g, '-') ?? 'none'}.json`);
  const flakyFile = out.replace(/\.json$/, '-retried.jsonl');
  const reporters = ['--reporter=default', '--reporter=json', '--reporter=./scripts/lib/flaky-reporter.mjs'];
  const ok = run('npx', ['vitest', 'run', '--project', project, ...files, ...reporters, `--outputFile.json=${out}`], { ...env, YOMU_FLAKY_FILE: flakyFile });
  if (!fs.existsSync(out)) return record(name, 0, 1);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  // A test that passed only on its retry (e2e retries once) is a failure: Vitest counts it as passed.
  const retried = fs.existsSync(flakyFile) ? fs.readFileSync(flakyFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];
  retried.forEach(({ test, reason }) => failedTests.push(`${name} · ${test}\n    ${reason}`));
  const failed = report.numFailedTests + retried.length + (report.numTotalTests === 0 || (!ok && report.numFailedTests + retried.length === 0) ? 1 : 0);
  noteFailedTests(name, report);
  record(name, report.numPassedTests - retried.length, failed);
}

function phpunit(siteDir, db, env = {}) {
  const name = `phpunit (${db})`;
  console.log(`\n━━ ${name}`);
  const junit = path.join(resultsDir, `phpunit-${db.replace(/\W+/g, '-')}.xml`);
  const ok = run('vendor/bin/phpunit', ['--log-junit', junit], { ...env, YOMU_WP_DIR: siteDir });
  if (!fs.existsSync(junit)) return record(name, 0, 1);
  const suite = /<testsuite [^>]*>/.exec(fs.readFileSync(junit, 'utf8'))?.[0] ?? '';
  const [tests, fails, errors] = ['tests', 'failures', 'errors'].map((key) => Number(new RegExp(`${key}="(\\d+)"`).exec(suite)?.[1] ?? 0));
  const failed = fails + errors + (tests === 0 || (!ok && fails + errors === 0) ? 1 : 0);
  record(name, tests - fails - errors, failed);
}

/** Everything the layers did to this site must have left no PHP warning, notice, deprecation or fatal. */
function phpLog(siteDir, db) {
  const problems = phpProblemLines(siteDir);
  problems.slice(0, 20).forEach((line) => console.log(line));
  record(`PHP log clean (${db})`, problems.length ? 0 : 1, problems.length ? 1 : 0);
}

async function againstSite(db, layers, wordpress = 'oldest', { redis = false, files = {} } = {}) {
  let site;
  try {
    site = await startSite({ name: wordpress === 'oldest' ? 'test' : `test-wp-${wordpress}`, db, port: await freePort(), fresh: true, wordpress, s3, redis, testSite: true });
  } catch (error) {
    console.error(`Could not start the ${db} test site:`, error);
    return record(`site (${db})`, 0, 1);
  }
  const env = { ...site.env, YOMU_SITE_URL: site.url, YOMU_SITE_DIR: site.siteDir, YOMU_ADMIN_PASSWORD: site.adminPassword, YOMU_DB: db, ...(redis ? { YOMU_REDIS: '1' } : {}) };
  try {
    const shape = redis ? `${db} + redis` : db;
    const label = wordpress === 'oldest' ? shape : `${shape}, WordPress ${wordpressVersions[wordpress] ?? wordpress}`;
    phpunit(site.siteDir, label, site.env);
    for (const layer of layers) vitest(layer, env, label, files[layer]);
    phpLog(site.siteDir, label);
  } finally {
    await site.stop();
  }
}

// Integration files whose state crosses requests (sessions, throttles, locks, counters, cached listings): on the
// cluster, consecutive requests and the WP-CLI writes between them land on different nodes.
const clusterIntegration = ['account', 'account-library', 'concurrency', 'views', 'cache-freshness', 'premium-lock', 'premium-s3'].map((f) => `tests/integration/${f}.test.ts`);

/**
 * The cluster layer, on `npm run cluster`'s topology (two php-fpm nodes, MariaDB, Redis, S3): the cross-node tests
 * (tests/cluster/) with the page cache on, as the cluster runs; then integration files with it off, since they
 * expect a guest's next request to reach PHP.
 */
async function againstCluster() {
  for (const [cache, project, files] of [
    [true, 'cluster', []],
    [false, 'integration', clusterIntegration],
  ]) {
    let cluster;
    try {
      cluster = await startClusterWithServices({ name: 'test-cluster', port: await freePort(), fresh: true, cache });
    } catch (error) {
      console.error('Could not start the cluster:', error);
      return record('cluster', 0, 1);
    }
    try {
      vitest(project, cluster.env, `two nodes, MariaDB, Redis, S3, page cache ${cache ? 'on' : 'off'}`, files);
      phpLog(cluster.siteDir, `cluster, page cache ${cache ? 'on' : 'off'}`);
    } finally {
      await cluster.stop();
    }
  }
}

for (const [name, command, args] of lintSteps) check(name, command, args);
vitest('unit');
check('build', 'npm', ['run', 'build', '--silent']);
// One S3 server for the whole run: every site gets its keys, tests switch S3 storage on and off themselves.
const s3 = await startS3({ name: 'test' });
// Integration files named `*.newest.test.ts` need the newest WordPress (Yoast SEO asks for 6.9): they run there only.
const integrationFiles = fs.readdirSync('tests/integration').filter((f) => f.endsWith('.test.ts'));
const newestOnly = integrationFiles.filter((f) => f.endsWith('.newest.test.ts'));
const onOldest = integrationFiles.filter((f) => !newestOnly.includes(f)).map((f) => `tests/integration/${f}`);
await againstSite('sqlite', ['integration', 'fuzz'], 'oldest', { files: { integration: onOldest } });
// On MariaDB + Redis, integration leaves out the files that check how pages and screens are printed (markup,
// Madara's look and templates, captchas, languages): their SQL is the listings' and the reader's, which the files
// kept here run; SQLite above runs every file.
const printedOnly = [
  'account-captcha', 'account-profile', 'admin-bar', 'admin-permissions', 'ads', 'comments-template', 'dates', 'demo-showcase',
  'login-captcha', 'madara-blog', 'madara-branding', 'madara-configured', 'madara-look', 'madara-manga-page', 'madara-observed',
  'madara-pages', 'madara-reading', 'madara-same-origin', 'madara-settings', 'madara-weaknesses', 'markup-account',
  'markup-fixtures', 'markup-header', 'markup-reader', 'reader-settings', 'reflected-params', 'sidebars', 'site-language',
  'theme', 'variants-background',
];
const mariadbIntegration = onOldest.filter((f) => !printedOnly.includes(path.basename(f, '.test.ts')));
await againstSite('mariadb', ['integration'], 'oldest', { redis: true, files: { integration: mariadbIntegration } });
await againstCluster();
// PHPUnit + integration + e2e on the newest WordPress (SQLite; scripts/lib/pinned.mjs), beside 6.5 above: e2e runs
// once, on the WordPress site owners run now; 6.5 keeps PHPUnit on SQLite and MariaDB and every integration file on SQLite.
// On the newest WordPress, integration runs the files that go through WordPress's own surfaces (login, admin
// screens and admin-ajax, REST, comments, rewrites, dates and languages, templates, hostile input to every action);
// the rest is Yomu's own code on the same PHP, already run twice above, and e2e covers the pages on this version.
const newestIntegration = [
  'account', 'account-profile', 'admin-ajax', 'admin-bar', 'admin-permissions', 'cache-headers', 'chapter-feed', 'chapter-sitemaps',
  'comment-length', 'comments', 'comments-template', 'dates', 'hostile-input', 'hostile-rest', 'madara-blog', 'markup-header', 'rest',
  'router', 'routing', 'seo-fields', 'site-language', 'theme',
].map((f) => `tests/integration/${f}.test.ts`).concat(newestOnly.map((f) => `tests/integration/${f}`));
await againstSite('sqlite', ['integration', 'e2e'], 'newest', { files: { integration: newestIntegration } });
await s3.stop();
vitest('package');

console.log(`\nnpm test took ${((Date.now() - began) / 1000).toFixed(0)} s`);
failedTests.forEach((line) => console.log(`✗ ${line}`));
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
