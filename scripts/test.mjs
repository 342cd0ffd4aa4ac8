// npm test: every layer, each counted, ending with one line "N passed, N failed".
// Lint and types, unit (Vitest + jsdom), build, then against fresh real sites:
// - WordPress 6.5 with SQLite: every integration file (in two halves, on two sites) and the property-based fuzz
//   layer (tests/fuzz/);
// - WordPress 6.5 with MariaDB + Redis (the production shape: a persistent object cache, and no SQLite integration
//   emptying it on every redirect): PHPUnit and the integration files whose queries, locks and caches differ there;
// - the cross-node tests on two web nodes (MariaDB, Redis, S3), and the integration files whose state crosses requests;
// - the newest WordPress with SQLite: PHPUnit, the WordPress-facing integration files, and e2e in Chromium (in two
//   halves);
// - the package layer, whose tests start their own sites: the installable zips on a clean site, and the way back to
//   Madara (tests/package/wayback.test.ts: a Madara site before and after Yomu, on SQLite and MariaDB).
// After the build the jobs run two at a time (scripts/lib/job-pool.mjs; YOMU_TEST_LANES=1 runs them one by one),
// each on its own sites and S3 server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startClusterWithServices } from './lib/cluster.mjs';
import { runJobs } from './lib/job-pool.mjs';
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

/** @typedef {import('./lib/job-pool.mjs').jobLog} JobLogFactory */
/** @typedef {ReturnType<JobLogFactory>} JobLog */

function record(log, name, passed, failed) {
  tally.passed += passed;
  tally.failed += failed;
  if (failed) failures.push(`${name}: ${failed} failed`);
  log.say(`\n▶ ${name}: ${passed} passed, ${failed} failed\n`);
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

/** A step that passes or fails as a whole (lint tools). */
async function check(log, name, command, args) {
  log.say(`\n━━ ${name}`);
  const ok = await log.run(command, args);
  record(log, name, ok ? 1 : 0, ok ? 0 : 1);
}

/**
 * One Vitest project. args: test files and options such as --shard.
 * @param {JobLog} log
 */
async function vitest(log, project, env = {}, label = env.YOMU_DB, args = []) {
  const name = `${project}${label ? ` (${label})` : ''}`;
  log.say(`\n━━ ${name}`);
  const out = path.join(resultsDir, `${project}-${label?.replace(/\W+/g, '-') ?? 'none'}.json`);
  const flakyFile = out.replace(/\.json$/, '-retried.jsonl');
  const reporters = ['--reporter=default', '--reporter=json', '--reporter=./scripts/lib/flaky-reporter.mjs'];
  const ok = await log.run('npx', ['vitest', 'run', '--project', project, ...args, ...reporters, `--outputFile.json=${out}`], { ...env, YOMU_FLAKY_FILE: flakyFile });
  if (!fs.existsSync(out)) return record(log, name, 0, 1);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  // A test that passed only on its retry (e2e retries once) is a failure: Vitest counts it as passed.
  const retried = fs.existsSync(flakyFile) ? fs.readFileSync(flakyFile, 'utf8').trim().split('\n').map((line) => JSON.parse(line)) : [];
  retried.forEach(({ test, reason }) => failedTests.push(`${name} · ${test}\n    ${reason}`));
  const failed = report.numFailedTests + retried.length + (report.numTotalTests === 0 || (!ok && report.numFailedTests + retried.length === 0) ? 1 : 0);
  noteFailedTests(name, report);
  record(log, name, report.numPassedTests - retried.length, failed);
}

/** @param {JobLog} log */
async function phpunit(log, siteDir, label, env = {}) {
  const name = `phpunit (${label})`;
  log.say(`\n━━ ${name}`);
  const junit = path.join(resultsDir, `phpunit-${label.replace(/\W+/g, '-')}.xml`);
  const ok = await log.run('vendor/bin/phpunit', ['--log-junit', junit], { ...env, YOMU_WP_DIR: siteDir });
  if (!fs.existsSync(junit)) return record(log, name, 0, 1);
  const suite = /<testsuite [^>]*>/.exec(fs.readFileSync(junit, 'utf8'))?.[0] ?? '';
  const [tests, fails, errors] = ['tests', 'failures', 'errors'].map((key) => Number(new RegExp(`${key}="(\\d+)"`).exec(suite)?.[1] ?? 0));
  const failed = fails + errors + (tests === 0 || (!ok && fails + errors === 0) ? 1 : 0);
  record(log, name, tests - fails - errors, failed);
}

/** Everything the layers did to this site must have left no PHP warning, notice, deprecation or fatal. */
function phpLog(log, siteDir, label) {
  const problems = phpProblemLines(siteDir);
  problems.slice(0, 20).forEach((line) => log.say(line));
  record(log, `PHP log clean (${label})`, problems.length ? 0 : 1, problems.length ? 1 : 0);
}

/**
 * A fresh site (with its own S3 server) for some layers. layers: [project, vitest args][]; label names the
 * results. phpunit runs PHPUnit there first.
 * @param {JobLog} log
 */
async function againstSite(log, { name, db, wordpress = 'oldest', redis = false, phpunit: withPhpunit = false, label, layers }) {
  const s3 = await startS3({ name, bucket: `yomu-${name}` });
  let site;
  try {
    site = await startSite({ name, db, port: await freePort(), fresh: true, wordpress, s3, redis, testSite: true });
  } catch (error) {
    await s3.stop();
    log.say(`Could not start the ${name} site: ${error instanceof Error ? error.stack : String(error)}`);
    return record(log, `site (${label})`, 0, 1);
  }
  const env = { ...site.env, YOMU_SITE_URL: site.url, YOMU_SITE_DIR: site.siteDir, YOMU_ADMIN_PASSWORD: site.adminPassword, YOMU_DB: db, ...(redis ? { YOMU_REDIS: '1' } : {}) };
  try {
    if (withPhpunit) await phpunit(log, site.siteDir, label, site.env);
    for (const [project, args] of layers) await vitest(log, project, env, label, args);
    phpLog(log, site.siteDir, label);
  } finally {
    await site.stop();
    await s3.stop();
  }
}

// Integration files whose state crosses requests (sessions, throttles, locks, counters, cached listings): on the
// cluster, consecutive requests and the WP-CLI writes between them land on different nodes.
const clusterIntegration = ['account', 'account-library', 'concurrency', 'views', 'cache-freshness', 'premium-lock', 'premium-s3'];

/**
 * The cluster layer, on `npm run cluster`'s topology (two php-fpm nodes, MariaDB, Redis, S3): the cross-node tests
 * (tests/cluster/) with the page cache on, as the cluster runs; then integration files with it off, since they
 * expect a guest's next request to reach PHP.
 * @param {JobLog} log
 */
async function againstCluster(log) {
  for (const [cache, project, files] of [
    [true, 'cluster', []],
    [false, 'integration', clusterIntegration.map((f) => `tests/integration/${f}.test.ts`)],
  ]) {
    let cluster;
    try {
      cluster = await startClusterWithServices({ name: 'test-cluster', port: await freePort(), fresh: true, cache });
    } catch (error) {
      log.say(`Could not start the cluster: ${error instanceof Error ? error.stack : String(error)}`);
      return record(log, 'cluster', 0, 1);
    }
    try {
      await vitest(log, project, cluster.env, `two nodes, MariaDB, Redis, S3, page cache ${cache ? 'on' : 'off'}`, files);
      phpLog(log, cluster.siteDir, `cluster, page cache ${cache ? 'on' : 'off'}`);
    } finally {
      await cluster.stop();
    }
  }
}

// Integration files named `*.newest.test.ts` need the newest WordPress (Yoast SEO asks for 6.9): they run there only.
const integrationFiles = fs.readdirSync('tests/integration').filter((f) => f.endsWith('.test.ts'));
const newestOnly = integrationFiles.filter((f) => f.endsWith('.newest.test.ts'));
const onOldest = integrationFiles.filter((f) => !newestOnly.includes(f)).map((f) => `tests/integration/${f}`);

// On MariaDB + Redis, the files whose SQL, transactions and object cache differ from SQLite's: listings and search,
// counters, ratings, premium purchases and reports, sitemaps and feeds, REST and admin-ajax reads, hostile input to
// every action. The files that check how pages are printed, uploads and storage (S3 is the same either way), the
// command line and admin forms run on SQLite only; the cluster runs clusterIntegration on MariaDB + Redis.
const mariadbIntegration = [
  'admin-ajax', 'ajax-contract', 'alerts', 'bounded-search', 'cache-headers', 'chapter-feed', 'chapter-list-action', 'chapter-sitemaps',
  'comments', 'concurrency-fifty', 'doctor', 'enumeration', 'hostile-input', 'listing', 'madara-fixture', 'madara-search', 'manga-page',
  'object-cache', 'opds', 'page-cache-purge', 'premium-early-access', 'premium-front', 'premium-report', 'ratings', 'reader', 'rest',
  'router', 'search', 'shortcodes', 'views-counted', 'widgets',
].map((f) => `tests/integration/${f}.test.ts`);

// On the newest WordPress, integration runs the files that go through WordPress's own surfaces (login, admin
// screens and admin-ajax, REST and hostile input to it, comments, rewrites, dates and languages, templates); the
// rest is Yomu's own code on the same PHP, already run above (hostile input to every admin-ajax action on SQLite and
// MariaDB), and e2e covers the pages on this version.
const newestIntegration = [
  'account', 'account-profile', 'admin-ajax', 'admin-bar', 'admin-language', 'admin-permissions', 'cache-headers', 'chapter-feed', 'chapter-sitemaps',
  'comment-length', 'comments', 'comments-template', 'dates', 'hostile-rest', 'madara-blog', 'markup-header', 'rest',
  'router', 'routing', 'seo-fields', 'site-language', 'site-settings', 'theme',
].map((f) => `tests/integration/${f}.test.ts`).concat(newestOnly.map((f) => `tests/integration/${f}`));

const newest = `WordPress ${wordpressVersions.newest ?? 'newest'}`;

// Longest first; the two e2e halves are paired with other work (job-pool.mjs).
const jobs = [
  { name: `e2e 1/2 (${newest})`, browser: true, work: (log) => againstSite(log, { name: 'test-wp-newest-e2e1', db: 'sqlite', wordpress: 'newest', label: `sqlite, ${newest}, 1 of 2`, layers: [['e2e', ['--shard=1/2']]] }) },
  { name: 'integration (sqlite) 1/2', work: (log) => againstSite(log, { name: 'test-1', db: 'sqlite', label: 'sqlite, 1 of 2', layers: [['integration', [...onOldest, '--shard=1/2']]] }) },
  { name: `e2e 2/2 (${newest})`, browser: true, work: (log) => againstSite(log, { name: 'test-wp-newest-e2e2', db: 'sqlite', wordpress: 'newest', label: `sqlite, ${newest}, 2 of 2`, layers: [['e2e', ['--shard=2/2']]] }) },
  { name: 'integration (sqlite) 2/2, fuzz', work: (log) => againstSite(log, { name: 'test-2', db: 'sqlite', label: 'sqlite, 2 of 2', layers: [['integration', [...onOldest, '--shard=2/2']], ['fuzz', []]] }) },
  { name: `PHPUnit, integration (${newest})`, work: (log) => againstSite(log, { name: 'test-wp-newest', db: 'sqlite', wordpress: 'newest', phpunit: true, label: `sqlite, ${newest}`, layers: [['integration', newestIntegration]] }) },
  { name: 'PHPUnit, integration (mariadb + redis)', work: (log) => againstSite(log, { name: 'test', db: 'mariadb', redis: true, phpunit: true, label: 'mariadb + redis', layers: [['integration', mariadbIntegration]] }) },
  { name: 'cluster', work: againstCluster },
  { name: 'unit', work: (log) => vitest(log, 'unit') },
  { name: 'lint', work: async (log) => { for (const [name, command, args] of lintSteps) await check(log, name, command, args); } },
  { name: 'package', work: (log) => vitest(log, 'package') },
];

console.log('\n━━ build');
const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoDir, stdio: 'inherit' }).status === 0;
tally.passed += built ? 1 : 0;
tally.failed += built ? 0 : 1;
if (!built) failures.push('build: 1 failed');
console.log(`\n▶ build: ${built ? '1 passed, 0 failed' : '0 passed, 1 failed'}\n`);

const lanes = Math.max(1, Number(process.env.YOMU_TEST_LANES ?? 2));
await runJobs(jobs, {
  lanes,
  logDir: path.join(workDir, 'job-logs'),
  failed: (name) => {
    tally.failed += 1;
    failures.push(`${name}: stopped`);
  },
});

console.log(`\nnpm test took ${((Date.now() - began) / 1000).toFixed(0)} s`);
failedTests.forEach((line) => console.log(`✗ ${line}`));
if (failures.length) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed ? 1 : 0);
