// Which object cache the site under test runs, so the MariaDB + Redis layers really exercise the drop-in sites use:
// with YOMU_REDIS (try.mjs --redis, npm test's MariaDB run, the cluster) it is Redis Object Cache's own drop-in
// (shared/vendor/redis-cache.zip, installed by scripts/lib/site.mjs), connected through phpredis, with this site's key
// prefix on every key; without it, WordPress's in-memory cache. A hand-written drop-in coming back fails here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

const wp = path.resolve(__dirname, '../../vendor/bin/wp');
const redis = Boolean(process.env.YOMU_REDIS);

const state = () => fixture('cache_object_cache_state', {});

const redisStatus = () =>
  spawnSync(wp, ['--allow-root', `--path=${site.dir}`, '--exec=WP_CLI::add_wp_hook( "locale", static fn () => "en_US" );', 'redis', 'status'], { encoding: 'utf8' });

describe(redis ? 'with Redis' : 'without Redis', () => {
  it(redis ? 'runs Redis Object Cache 2.6.3, its drop-in unchanged, connected through phpredis' : 'keeps the cache in memory, with no drop-in', () => {
    const s = state();
    if (!redis) {
      expect(s).toMatchObject({ external: false, name: '', connected: false });
      return;
    }
    expect(s).toMatchObject({ external: true, name: 'Redis Object Cache Drop-In', version: '2.6.3', same_as_plugin: true, connected: true });
    expect(s.client).toMatch(/^PhpRedis \(v/);
    // Every key under this site's prefix (the site folder's name), so sites sharing a server never share keys.
    expect(s.prefix).toBe(`${path.basename(site.dir)}:`);
    expect(s.own_keys).toBeGreaterThan(0);
    expect(s.foreign_keys).toEqual([]);
  });

  it(redis ? 'says Connected and Valid in `wp redis status`' : 'has no `wp redis` command (Redis Object Cache is not installed)', () => {
    const run = redisStatus();
    if (!redis) {
      expect(run.status).not.toBe(0);
      expect(run.stderr).toMatch(/'redis' is not a registered wp command/);
      return;
    }
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Status: Connected$/m);
    expect(run.stdout).toMatch(/^Client: PhpRedis/m);
    expect(run.stdout).toMatch(/^Drop-in: Valid$/m);
    expect(run.stdout).toMatch(/^Plugin Version: 2\.6\.3$/m);
  });
});
