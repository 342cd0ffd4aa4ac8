// The Madara fixture (tests/fixtures/madara/load.php) loaded into and removed from the site under test.
import path from 'node:path';
import { wpEval } from './site';

const loader = path.resolve(__dirname, '../fixtures/madara/load.php');

/** Loads a fresh copy of the fixture and returns what yomu_madara_fixture_load() returned (ids and slugs). */
export function loadMadaraFixture<T>(): T {
  return JSON.parse(wpEval(`require_once ${JSON.stringify(loader)}; echo wp_json_encode( yomu_madara_fixture_load() );`)) as T;
}

/** Removes everything one load created. */
export function unloadMadaraFixture(fixture: unknown): void {
  wpEval(`require_once ${JSON.stringify(loader)}; yomu_madara_fixture_unload( json_decode( ${JSON.stringify(JSON.stringify(fixture))}, true ) );`);
}
