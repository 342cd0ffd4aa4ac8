// What a wordpress.org reviewer checks first, run over the release zips as built (Theme Check's and Plugin Check's
// REQUIRED/ERROR rules that apply to Yomu; neither tool can be installed here, so the rules are written out):
// headers of style.css, the plugin file and both readme.txt files, the theme screenshot, the functions every
// classic theme must call, nothing of a plugin's job in the theme, no placeholder URIs, direct-access guards,
// no debug output, no files that must not ship, the third-party licenses and source maps of the minified assets,
// and PHPCS (the project's WordPress standard) over the shipped PHP (what the lint layer does not already check) with
// every phpcs:ignore on the line it covers.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoDir } from '../../scripts/lib/paths.mjs';

const zips = { plugin: path.join(repoDir, 'dist/yomu-core.zip'), theme: path.join(repoDir, 'dist/yomu.zip') };
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-zips-'));
const plugin = path.join(out, 'yomu-core');
const theme = path.join(out, 'yomu');

type Fields = Record<string, string>;

/** Every file under dir, as paths relative to dir. */
function files(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => fs.statSync(path.join(dir, name)).isFile());
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const phpFiles = (dir: string) => files(dir).filter((name) => name.endsWith('.php'));
const allPhp = (dir: string) => phpFiles(dir).map((name) => read(path.join(dir, name))).join('\n');

/** `Key: value` lines of a header block (readme.txt, a PHP docblock, a CSS comment). */
function fields(text: string): Fields {
  const result: Fields = {};
  for (const line of text.split('\n')) {
    const match = /^(?:\s*\*\s*)?([A-Z][A-Za-z ]+?):\s+(.+?)\s*$/.exec(line);
    if (match && !(match[1] in result)) result[match[1]] = match[2];
  }
  return result;
}

const styleHeader = () => fields(read(path.join(theme, 'style.css')).split('*/')[0]);
const pluginHeader = () => fields(read(path.join(plugin, 'yomu-core.php')).split('*/')[0]);
const readmeHeader = (dir: string) => fields(read(path.join(dir, 'readme.txt')).split('\n\n')[0]);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The package name of a node_modules path (pkg or @scope/pkg), innermost node_modules first. */
function packageOf(source: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
  return match ? match[1] : null;
}

/** Text with whitespace and comment stars removed, to compare a license comment with its minified copy. */
const squeeze = (text: string) => text.replace(/[\s*]/g, '');

/** Repository paths phpcs.xml.dist leaves out (third-party and generated code). */
const lintExcluded = /(^|\/)(vendor|node_modules|\.wp)\/|^plugin\/dist\/|^tests\/stubs\//;

/** Whether the lint layer's PHPCS already checks this shipped file: the same bytes at a path it covers. */
function checkedByLint(kind: 'plugin' | 'theme', name: string): boolean {
  const source = path.join(repoDir, kind, name);
  if (!fs.existsSync(source)) return false;
  const real = path.relative(repoDir, fs.realpathSync(source));
  return !lintExcluded.test(real) && fs.readFileSync(source).equals(fs.readFileSync(path.join(out, kind === 'plugin' ? 'yomu-core' : 'yomu', name)));
}

beforeAll(() => {
  execFileSync('node', [path.join(repoDir, 'scripts/package.mjs'), '--no-build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const unzip = '$z = new ZipArchive(); foreach (array_slice($argv, 2) as $f) { $z->open($f); $z->extractTo($argv[1]); $z->close(); }';
  execFileSync('php', ['-r', unzip, out, zips.plugin, zips.theme]);
});

afterAll(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

describe('theme (Theme Check REQUIRED)', () => {
  it('style.css has every required header, Tested up to as major.minor, and the theme text domain', () => {
    const header = styleHeader();
    for (const name of ['Theme Name', 'Description', 'Author', 'Version', 'License', 'License URI', 'Text Domain', 'Tested up to', 'Requires PHP', 'Requires at least']) {
      expect(header[name], name).toBeTruthy();
    }
    expect(header['Tested up to']).toMatch(/^\d+\.\d+$/);
    expect(header['Text Domain']).toBe('yomu');
    expect(header.License).toMatch(/^GPL/);
  });

  it('ships screenshot.png at the top, 1200×900 (4:3), under 300 KB', () => {
    const file = path.join(theme, 'screenshot.png');
    expect(pngSize(file)).toEqual([1200, 900]);
    expect(fs.statSync(file).size).toBeLessThan(300 * 1024);
  });

  it('calls what every classic theme must, automatic-feed-links included', () => {
    const php = allPhp(theme);
    expect(php).toMatch(/add_theme_support\s*\(\s?(["'])automatic-feed-links\1\s?\)/);
    for (const call of [/DOCTYPE/i, /wp_body_open\s*\(/, /wp_footer\s*\(/, /wp_head\s*\(/, /language_attributes/, /charset/, /body_class\s*\(/, /wp_link_pages\s*\(/, /post_class\s*\(/]) {
      expect(php, String(call)).toMatch(call);
    }
  });

  it("does nothing that is a plugin's job (post types, shortcodes, head removals such as the generator tag)", () => {
    const removals = 'wp_generator|feed_links|feed_links_extra|wp_resource_hints|adjacent_posts_rel_link_wp_head|wp_shortlink_wp_head|_admin_bar_bump_cb|rsd_link|rest_output_link_wp_head|wp_oembed_add_discovery_links|wp_oembed_add_host_js|rel_canonical';
    const headers = 'rest_output_link_header|wp_shortlink_header|redirect_canonical';
    const found = phpFiles(theme).flatMap((name) => {
      const text = read(path.join(theme, name));
      return [
        ...text.matchAll(/[\s?](register_post_type|register_taxonomy|register_block_type|add_role|add_shortcode|registerBlockType)\s?\(/g),
        ...text.matchAll(/[\s?]add_filter\s*\(\s*['"](mime_types|upload_mimes|user_contactmethods)['"]\s*,/g),
        ...text.matchAll(new RegExp(`[\\s?]remove_action\\s*\\(\\s*['"]wp_head['"]\\s*,\\s*['"](${removals})['"]`, 'g')),
        ...text.matchAll(new RegExp(`[\\s?]remove_action\\s*\\(\\s*['"]template_redirect['"]\\s*,\\s*['"](${headers})['"]`, 'g')),
      ].map((match) => `${name}: ${match[0].trim()}`);
    });
    expect(found).toEqual([]);
  });
});

describe('plugin (Plugin Check ERROR)', () => {
  it('has a valid header: GPL license, Text Domain equal to the slug, Requires at least and Requires PHP', () => {
    const header = pluginHeader();
    expect(header['Plugin Name']).toBe('Yomu Core');
    expect(header.Version).toMatch(/^[a-z0-9.-]+$/i);
    expect(header.Description).toBeTruthy();
    expect(header.License).toMatch(/^GPL/);
    expect(header['Text Domain']).toBe('yomu-core');
    expect(header['Requires at least']).toMatch(/^\d+\.\d(\.\d+)?$/);
    expect(header['Requires PHP']).toMatch(/^\d+(\.\d+){1,2}$/);
    // load_plugin_textdomain() stays: it loads the catalogues shipped in Domain Path, which WordPress's own
    // just-in-time loading (wp-content/languages only) would not find. Plugin Check rates it a warning.
    expect(header['Domain Path']).toBe('/languages');
    expect(files(path.join(plugin, 'languages')).some((name) => name.endsWith('.l10n.php'))).toBe(true);
  });

});

describe.each([
  ['plugin', 'yomu-core', () => pluginHeader().Version],
  ['theme', 'yomu', () => styleHeader().Version],
] as const)('the %s readme.txt', (_kind, top, version) => {
  it('has every header the directory reads, and Stable tag is the shipped version', () => {
    const header = readmeHeader(path.join(out, top));
    for (const name of ['Contributors', 'Requires at least', 'Tested up to', 'Requires PHP', 'Stable tag', 'License', 'License URI']) {
      expect(header[name], name).toBeTruthy();
    }
    expect(header['Stable tag']).toBe(version());
    expect(header['Tested up to']).toMatch(/^\d+\.\d+$/);
    expect(header['License URI']).toMatch(/^https:\/\/www\.gnu\.org\/licenses\//);
  });
});

describe.each([
  ['plugin', 'yomu-core'],
  ['theme', 'yomu'],
] as const)('the %s zip', (kind, top) => {
  const dir = () => path.join(out, top);

  it('has no placeholder URIs, in headers or anywhere else', () => {
    const uris = /\b(Theme|Plugin|Author|Update) URI:\s*(.+)/g;
    const headers = ['style.css', 'yomu-core.php'].filter((name) => fs.existsSync(path.join(dir(), name))).flatMap((name) => [...read(path.join(dir(), name)).matchAll(uris)].map((m) => m[2]));
    expect(headers.filter((uri) => !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i.test(uri) || /example\.(com|org|net)|localhost/.test(uri))).toEqual([]);
    const placeholder = /https?:\/\/(www\.)?example\.(com|org|net)\b/;
    const text = files(dir()).filter((name) => /\.(php|css|txt|json|html)$/.test(name) && !name.startsWith('dist/'));
    expect(text.filter((name) => placeholder.test(read(path.join(dir(), name))))).toEqual([]);
  });

  it('guards every PHP file that runs code against direct requests', () => {
    const missing = JSON.parse(execFileSync('php', [path.join(repoDir, 'tests/package/direct-access.php'), dir()], { encoding: 'utf8' }));
    expect(missing).toEqual([]);
  });

  it('prints no debug output (var_dump, print_r, var_export, debug backtraces)', () => {
    const calls = phpFiles(dir()).flatMap((name) =>
      [...read(path.join(dir(), name)).matchAll(/^(?!\s*(\*|\/\/)).*\b(var_dump|print_r|var_export|debug_zval_dump|debug_print_backtrace)\s*\(/gm)].map(() => name),
    );
    expect(calls).toEqual([]);
  });

  it('holds no VCS folders, dotfiles, tests, archives, executables, badly named files or build sources', () => {
    const bad = files(dir()).filter(
      (name) =>
        /(^|\/)\.(?!vite\/)/.test(name) ||
        /(^|\/)(tests?|node_modules|vendor)\//.test(name) ||
        /\.(tsx?|jsx)$/.test(name) ||
        /\.(zip|gz|tgz|rar|tar|7z|phar|exe|sh|so|bin|dmg)$/i.test(name) ||
        /\s|[!@#$%^&*()+=[\]{};:"'<>,?\\|`~]/.test(path.basename(name)) ||
        /^(package(-lock)?\.json|composer\.(json|lock)|vite\.config\.\w+|tsconfig\.json|phpcs\.xml(\.dist)?)$/.test(path.basename(name)),
    );
    expect(bad).toEqual([]);
  });

  it('passes the WordPress coding standard as shipped, with every phpcs:ignore on the line it covers', () => {
    const spans = JSON.parse(execFileSync('php', [path.join(repoDir, 'tests/package/phpcs-ignore-spans.php'), dir()], { encoding: 'utf8' }));
    expect(spans).toEqual([]);
    // A shipped file byte for byte the same as a repository file the lint layer's PHPCS checks (same standard) is
    // checked there; the zips copy files unchanged, so this leaves what the packaging itself would have changed.
    const unchecked = phpFiles(dir()).filter((name) => !checkedByLint(kind, name));
    if (unchecked.length === 0) return;
    const phpcs = spawnSync(
      path.join(repoDir, 'vendor/bin/phpcs'),
      ['-q', '--standard=' + path.join(repoDir, 'tests/package/shipped.phpcs.xml'), '--report=json', '-d', 'error_reporting=24575', ...unchecked.map((name) => path.join(dir(), name))],
      { cwd: repoDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(phpcs.stdout);
    const problems = Object.entries(report.files as Record<string, { messages: { line: number; source: string }[] }>).flatMap(([file, { messages }]) =>
      messages.map((m) => `${path.relative(out, file)}:${m.line} ${m.source}`),
    );
    expect(Object.keys(report.files).length).toBe(unchecked.length);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 600_000);
});

describe('third-party code in the plugin zip, which ships the built islands (GPL: licenses and sources)', () => {
  const assets = () => path.join(plugin, 'dist/assets');
  const scripts = () => files(assets()).filter((name) => name.endsWith('.js'));
  const maps = () => scripts().filter((name) => fs.existsSync(path.join(assets(), `${name}.map`)));

  it('ships a source map with the original sources next to every built script, and no browser loads one', () => {
    // rolldown's runtime helper is generated, so it has no source to map.
    expect(scripts().filter((name) => !name.startsWith('rolldown-runtime-') && !maps().includes(name))).toEqual([]);
    for (const name of maps()) {
      const map = JSON.parse(read(path.join(assets(), `${name}.map`)));
      expect(map.sourcesContent?.length, name).toBe(map.sources.length);
      expect(read(path.join(assets(), name)), name).not.toContain('sourceMappingURL');
    }
  });

  it('lists every bundled npm package in THIRD-PARTY-LICENSES.txt with its version, license, copyright and license text', () => {
    const licenses = read(path.join(plugin, 'dist/THIRD-PARTY-LICENSES.txt'));
    const bundled = new Set<string>();
    for (const name of maps()) {
      const map = JSON.parse(read(path.join(assets(), `${name}.map`)));
      for (const source of map.sources as string[]) {
        const pkg = packageOf(source.replace(/\\/g, '/'));
        if (pkg) bundled.add(pkg);
      }
    }
    expect(bundled.size).toBeGreaterThan(0);
    for (const pkg of bundled) {
      const meta = JSON.parse(read(path.join(repoDir, 'node_modules', pkg, 'package.json')));
      const entry = new RegExp(`^${meta.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} ${meta.version.replace(/\./g, '\\.')}\\nLicense: (.+)\\n(.+)\\n`, 'm').exec(licenses);
      expect(entry, pkg).not.toBeNull();
      expect(entry?.[1]).toBe(typeof meta.license === 'string' ? meta.license : meta.license?.type);
      expect(entry?.[2]).toMatch(/copyright/i);
      const licenseFile = fs.readdirSync(path.join(repoDir, 'node_modules', pkg)).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
      expect(licenseFile, pkg).toBeTruthy();
      expect(licenses).toContain(read(path.join(repoDir, 'node_modules', pkg, licenseFile!)).replace(/\r\n/g, '\n').trim());
    }
  });

  it("keeps the libraries' own license comments in the minified scripts", () => {
    let kept = 0;
    for (const name of maps()) {
      const map = JSON.parse(read(path.join(assets(), `${name}.map`)));
      const built = squeeze(read(path.join(assets(), name)));
      (map.sources as string[]).forEach((source, i) => {
        if (!packageOf(source.replace(/\\/g, '/'))) return;
        const comments = [...(map.sourcesContent[i] ?? '').matchAll(/\/\*[^]*?\*\//g)].map((m) => m[0]);
        for (const comment of comments.filter((c) => c.startsWith('/*!') || /@license|@preserve/.test(c))) {
          expect(built, `${source} in ${name}`).toContain(squeeze(comment));
          kept++;
        }
      });
    }
    expect(kept).toBeGreaterThan(0);
  });
});
