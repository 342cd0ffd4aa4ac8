// The version claims site owners read (readme.txt, the plugin header, style.css) agree with each other and with
// what the suites run on: the pinned WordPress cores (scripts/lib/pinned.mjs) and the PHP that runs the tests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoDir } from '../../scripts/lib/paths.mjs';
import { wordpressVersions } from '../../scripts/lib/pinned.mjs';
import { ensureWordPressCore } from '../../scripts/lib/wordpress-core.mjs';

type Fields = Record<string, string>;

function read(file: string): string {
  return fs.readFileSync(path.join(repoDir, file), 'utf8');
}

/** `Key: value` lines of a header (a readme.txt's top block, a PHP docblock with ` * `, a CSS comment). */
function fields(text: string): Fields {
  const out: Fields = {};
  for (const line of text.split('\n')) {
    const match = /^(?:\s*\*\s*)?([A-Z][A-Za-z ]+?):\s+(.+?)\s*$/.exec(line);
    if (match && !(match[1] in out)) out[match[1]] = match[2];
  }
  return out;
}

/** The readme.txt header: the lines between `=== Name ===` and the first blank line. */
function readmeHeader(file: string): Fields {
  const text = read(file);
  expect(text.split('\n')[0]).toMatch(/^=== .+ ===$/);
  return fields(text.split('\n\n')[0]);
}

const branch = (version: string) => version.split('.').slice(0, 2).join('.');
const runningPhp = execFileSync('php', ['-r', 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;'], { encoding: 'utf8' });

function coreVersions(which: 'oldest' | 'newest'): { wp: string; php: string } {
  const source = fs.readFileSync(path.join(ensureWordPressCore(which), 'wp-includes/version.php'), 'utf8');
  const value = (name: string) => new RegExp(`\\$${name} = '([^']+)'`).exec(source)?.[1] ?? '';
  return { wp: value('wp_version'), php: value('required_php_version') };
}

const products = [
  { name: 'plugin', readme: 'plugin/readme.txt', header: fields(read('plugin/yomu-core.php').split('*/')[0]), title: 'Yomu Core' },
  { name: 'theme', readme: 'theme/readme.txt', header: fields(read('theme/style.css').split('*/')[0]), title: 'Yomu' },
];

describe.each(products)('the $name readme.txt', ({ readme, header, title }) => {
  const claims = readmeHeader(readme);

  it('names the product and carries the fields WordPress reads', () => {
    expect(read(readme).split('\n')[0]).toBe(`=== ${title} ===`);
    for (const key of ['Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License']) expect(claims[key], key).toBeTruthy();
    expect(read(readme)).toMatch(/\n== Changelog ==\n\n= \d+\.\d+\.\d+ =\n\* /);
  });

  it('agrees with the header WordPress reads from the code', () => {
    const name = header['Plugin Name'] ?? header['Theme Name'];
    expect(name).toBe(title);
    expect(claims['Requires at least']).toBe(header['Requires at least']);
    expect(claims['Requires PHP']).toBe(header['Requires PHP']);
    expect(claims['Stable tag']).toBe(header.Version);
    expect(claims.License).toBe(header.License);
    expect(read(readme)).toContain(`\n= ${header.Version} =\n`);
  });

  it('claims exactly the WordPress versions the suites run on', () => {
    expect(claims['Requires at least']).toBe(branch(wordpressVersions.oldest));
    expect(claims['Tested up to']).toBe(branch(wordpressVersions.newest));
  });

  it('requires the PHP the suites run on', () => {
    expect(claims['Requires PHP']).toBe(runningPhp);
  });
});

describe('the pinned WordPress cores', () => {
  it.each(['oldest', 'newest'] as const)('the %s core is the version pinned, and runs on the PHP Yomu requires', (which) => {
    const core = coreVersions(which);
    expect(core.wp).toBe(wordpressVersions[which]);
    const atLeast = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true }) >= 0;
    expect(atLeast(runningPhp, core.php), `WordPress ${core.wp} needs PHP ${core.php}`).toBe(true);
  });

  it('the newest is newer than the oldest', () => {
    expect(wordpressVersions.newest.localeCompare(wordpressVersions.oldest, 'en', { numeric: true })).toBe(1);
  });
});
