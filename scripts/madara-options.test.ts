// Issue 29: every Madara theme option Yomu reads is on Madara\CarriedOver's list, which the doctor uses to name the
// options a site set that Yomu does not read. An option read without being listed would be reported as ignored.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const phpFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'vendor', 'dist'].includes(entry.name) ? [] : phpFiles(rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  });
const code = ['plugin/src', 'plugin/includes', 'theme'].flatMap(phpFiles).map((file) => fs.readFileSync(path.join(root, file), 'utf8'));
const listed = [...fs.readFileSync(path.join(root, 'plugin/src/Madara/CarriedOver.php'), 'utf8').matchAll(/^\t\t'([a-z0-9_-]+)',$/gm)].map((m) => m[1]);

/** Option ids the code reads by name: ThemeOptions::…( 'id', the theme's yomu_madara_option( 'id' ), and Reader\Options' 'theme' map. */
const read = new Set(
  code.flatMap((source) => [
    ...[...source.matchAll(/(?:ThemeOptions::(?:get|stored|override|on)|yomu_madara_option|yomu_theme_option)\(\s*'([a-z0-9_-]+)'/g)].map((m) => m[1]),
    ...[...source.matchAll(/array\(\s*'theme',\s*'([a-z0-9_-]+)'\s*\)/g)].map((m) => m[1]),
  ]),
);

describe("Madara's theme options carried over", () => {
  it('lists every option the code reads', () => {
    expect(read.size).toBeGreaterThan(15); // the scan finds the reads
    expect([...read].filter((id) => !listed.includes(id)).sort()).toEqual([]);
  });
});
