// The Madara fixture (tests/fixtures/madara/load.php) loaded into and removed from the site under test.
import { fixture } from './fixture';

/** Loads a fresh copy of the fixture and returns what yomu_madara_fixture_load() returned (ids and slugs). */
export function loadMadaraFixture<T>(): T {
  return fixture('madara_load_fixture', {}) as T;
}

/** Removes everything one load created. */
export function unloadMadaraFixture(loaded: unknown): void {
  fixture('madara_unload_fixture', { fixture: loaded });
}
