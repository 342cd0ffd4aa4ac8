// Issue 29: every Madara setting Yomu reads is on Madara\CarriedOver's lists, every other one Madara documents has a
// reason on Madara\NotCarriedOver's (the doctor prints it), and README's table names them all. An id read without
// being listed would be reported as ignored; an id on both lists would be reported wrongly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');
const phpFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'vendor', 'dist'].includes(entry.name) ? [] : phpFiles(rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  });
const code = ['plugin/src', 'plugin/includes', 'theme'].flatMap(phpFiles).map(read);
const carried = read('plugin/src/Madara/CarriedOver.php');
const listIn = (source: string, constant: string): string[] => {
  const body = source.slice(source.indexOf(`const ${constant} = array(`)).split('\n\t);')[0];
  return [...body.matchAll(/^\t\t'([a-z0-9_-]+)',$/gm)].map((m) => m[1]);
};
const themeOptions = listIn(carried, 'THEME_OPTIONS');
const mangaSettings = listIn(carried, 'MANGA_SETTINGS');

/** Theme option ids the code reads by name: ThemeOptions::…( 'id', the theme's tags, and Reader\Options' 'theme' map. */
const themeReads = new Set(
  code.flatMap((source) => [
    ...[...source.matchAll(/(?:ThemeOptions::(?:get|stored|override|on)|yomu_madara_option|yomu_theme_option)\(\s*'([a-z0-9_-]+)'/g)].map((m) => m[1]),
    ...[...source.matchAll(/array\(\s*'theme',\s*'([a-z0-9_-]+)'\s*\)/g)].map((m) => m[1]),
  ]),
);

/** wp_manga_settings keys the code reads: Content\Settings (by whatever alias a file gives it) and Reader\Options' 'manga' map. */
const settingsReads = new Set(
  code.flatMap((source) => {
    const alias = /use Yomu\\Core\\Content\\Settings as (\w+);/.exec(source)?.[1]
      ?? (/use Yomu\\Core\\Content\\Settings;|namespace Yomu\\Core\\Content;/.test(source) ? 'Settings' : null);
    const direct = alias ? [...source.matchAll(new RegExp(`\\b${alias}::(?:get|stored|enabled|slug)\\(\\s*'([a-z0-9_-]+)'`, 'g'))].map((m) => m[1]) : [];
    return [...direct, ...[...source.matchAll(/array\(\s*'manga',\s*'([a-z0-9_-]+)'\s*\)/g)].map((m) => m[1])];
  }),
);

/** The shell patterns of Madara\NotCarriedOver, per store. */
const notCarried = read('plugin/src/Madara/NotCarriedOver.php');
const patternsIn = (method: string): string[] => {
  const body = notCarried.slice(notCarried.indexOf(`function ${method}()`)).split('\n\t}')[0];
  return [...body.matchAll(/array\( ('[^)]*') \),/g)].flatMap((m) => [...m[1].matchAll(/'([^']+)'/g)].map((p) => p[1]));
};
const themePatterns = patternsIn('theme_option_groups');
const settingPatterns = patternsIn('manga_setting_groups');
const glob = (pattern: string): RegExp => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\-]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
const covered = (patterns: string[], id: string): boolean => patterns.some((pattern) => glob(pattern).test(id));

/** Madara 1.7.4.1's theme option ids and settings keys, as MADARA-SITE.md §8.1 and §8.2 document them (a copy: CI has no ../shared). */
const documented = JSON.parse(read('scripts/madara-settings.json')) as { themeOptions: string[]; mangaSettings: string[] };

describe("Madara's settings carried over", () => {
  it('lists every theme option and setting the code reads', () => {
    expect(themeReads.size).toBeGreaterThan(15); // the scans find the reads
    expect(settingsReads.size).toBeGreaterThan(10);
    expect([...themeReads].filter((id) => !themeOptions.includes(id)).sort()).toEqual([]);
    expect([...settingsReads].filter((id) => !mangaSettings.includes(id)).sort()).toEqual([]);
  });

  it('gives every documented id Yomu does not read a reason, and none that it reads', () => {
    expect(documented.themeOptions.filter((id) => !themeOptions.includes(id) && !covered(themePatterns, id))).toEqual([]);
    expect(documented.mangaSettings.filter((id) => !mangaSettings.includes(id) && !covered(settingPatterns, id))).toEqual([]);
    expect(themeOptions.filter((id) => covered(themePatterns, id))).toEqual([]);
    expect(mangaSettings.filter((id) => covered(settingPatterns, id))).toEqual([]);
  });

  it("names every id and pattern in README's table", () => {
    const readme = read('README.md');
    const table = readme.slice(readme.indexOf("## Madara's settings carried over"));
    const missing = [...themeOptions, ...mangaSettings, ...themePatterns, ...settingPatterns].filter((id) => !table.includes(`\`${id}\``));
    expect(missing).toEqual([]);
  });
});
