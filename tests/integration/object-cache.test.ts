// Which object cache the site under test runs, so the MariaDB + Redis layers really exercise the drop-in sites use:
// with YOMU_REDIS (try.mjs --redis, npm test's MariaDB run, the cluster) it is Redis Object Cache's own drop-in
// (shared/vendor/redis-cache.zip, installed by scripts/lib/site.mjs), connected through phpredis, with this site's key
// prefix on every key; without it, WordPress's in-memory cache. A hand-written drop-in coming back fails here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site, wpEval } from '../support/site';

const wp = path.resolve(__dirname, '../../vendor/bin/wp');
const redis = Boolean(process.env.YOMU_REDIS);

interface State {
  external: boolean;
  name: string;
  version: string;
  same_as_plugin: boolean;
  connected: boolean;
  client: string;
  prefix: string;
  foreign_keys: string[];
  own_keys: number;
}

const state = (): State =>
  JSON.parse(
    wpEval(`
      global $wp_object_cache;
      require_once ABSPATH . 'wp-admin/includes/plugin.php';
      $dropin = WP_CONTENT_DIR . '/object-cache.php';
      $plugin = WP_PLUGIN_DIR . '/redis-cache/includes/object-cache.php';
      $data   = file_exists( $dropin ) ? get_plugin_data( $dropin, false, false ) : array( 'Name' => '', 'Version' => '' );
      $out    = array(
        'external'       => (bool) wp_using_ext_object_cache(),
        'name'           => $data['Name'],
        'version'        => $data['Version'],
        'same_as_plugin' => file_exists( $dropin ) && file_exists( $plugin ) && md5_file( $dropin ) === md5_file( $plugin ),
        'connected'      => method_exists( $wp_object_cache, 'redis_status' ) && $wp_object_cache->redis_status(),
        'client'         => (string) ( $wp_object_cache->diagnostics['client'] ?? '' ),
        'prefix'         => defined( 'WP_REDIS_PREFIX' ) ? WP_REDIS_PREFIX : '',
        'foreign_keys'   => array(),
        'own_keys'       => 0,
      );
      if ( $out['connected'] ) {
        wp_cache_set( 'probe', 1, 'yomu-object-cache-test' );
        $keys = $wp_object_cache->redis_instance()->keys( '*' );
        $out['own_keys']     = count( array_filter( $keys, static fn ( $k ) => str_starts_with( $k, WP_REDIS_PREFIX ) ) );
        $out['foreign_keys'] = array_values( array_filter( $keys, static fn ( $k ) => ! str_starts_with( $k, WP_REDIS_PREFIX ) ) );
      }
      echo wp_json_encode( $out );`),
  ) as State;

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
