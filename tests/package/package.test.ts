// The release zips: what they hold, and a clean WordPress site that installs them the way a site owner would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoDir } from '../../scripts/lib/paths.mjs';
import { freePort, startSite } from '../../scripts/lib/site.mjs';

const zips = { plugin: path.join(repoDir, 'dist/yomu-core.zip'), theme: path.join(repoDir, 'dist/yomu.zip') };
let site: Awaited<ReturnType<typeof startSite>>;

function entries(zip: string): string[] {
  const list = '$z = new ZipArchive(); $z->open($argv[1]); for ($i = 0; $i < $z->numFiles; $i++) echo $z->getNameIndex($i), "\\n";';
  return execFileSync('php', ['-r', list, zip], { encoding: 'utf8' }).trim().split('\n');
}

beforeAll(async () => {
  execFileSync('node', [path.join(repoDir, 'scripts/package.mjs'), '--no-build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  site = await startSite({ name: 'clean', db: 'sqlite', port: await freePort(), fresh: true, linkYomu: false, zips });
});

afterAll(async () => {
  await site?.stop();
});

describe('release zips', () => {
  it.each([
    ['plugin', 'yomu-core', ['yomu-core/yomu-core.php', 'yomu-core/readme.txt', 'yomu-core/php-bridge/bridge.php', 'yomu-core/dist/.vite/manifest.json']],
    ['theme', 'yomu', ['yomu/style.css', 'yomu/readme.txt', 'yomu/functions.php']],
  ] as const)('the %s zip has its top folder and key files, and no tests or dotfiles', (kind, top, keyFiles) => {
    const names = entries(zips[kind]);
    expect(names.every((n) => n.startsWith(`${top}/`))).toBe(true);
    expect(names).toEqual(expect.arrayContaining([...keyFiles]));
    const junk = names.filter((n) => /(^|\/)tests\//.test(n) || /(^|\/)\.(?!vite\/)/.test(n));
    expect(junk).toEqual([]);
  });

  it('ships php-bridge, the built assets, their source maps and the third-party licenses once, in the plugin, so its islands work under any theme', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoDir, 'plugin/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const names = entries(zips.plugin);
    for (const { file } of Object.values(manifest)) expect(names).toContain(`yomu-core/dist/${file}`);
    expect(names.some((n) => /^yomu-core\/dist\/assets\/.+\.js\.map$/.test(n))).toBe(true);
    expect(names).toContain('yomu-core/dist/THIRD-PARTY-LICENSES.txt');
    expect(entries(zips.theme).filter((n) => /^yomu\/(dist|php-bridge)\//.test(n))).toEqual([]);
  });
});

describe('a clean site with the zips installed', () => {
  it('serves the home page with the theme and its built stylesheet (from the plugin)', async () => {
    const response = await fetch(`${site.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang=');
    expect(html).toMatch(/<title>Yomu\b/);
    expect(html).toMatch(/<link[^>]+href=['"][^'"]*\/wp-content\/plugins\/yomu-core\/dist\/assets\/main-[^'"]+\.css/);
  });

  it('links the site feeds and the chapter feed once each (automatic-feed-links), with no generator tag or RSD link (removed by the plugin)', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const feeds = [...html.matchAll(/<link[^>]+type=['"]application\/rss\+xml['"][^>]*>/g)].map((m) => /href=['"]([^'"]+)/.exec(m[0])?.[1]);
    // The posts feed, the comments feed and the site's chapter feed (issue 32), each once.
    expect(feeds).toHaveLength(3);
    expect(new Set(feeds).size).toBe(3);
    expect(feeds.filter((href) => /manga-chapters/.test(href ?? ''))).toHaveLength(1);
    expect(html).not.toMatch(/<meta[^>]+name=['"]generator['"]/);
    expect(html).not.toMatch(/EditURI|xmlrpc\.php\?rsd/);
  });

  it('has the plugin active: its admin-ajax action answers', async () => {
    const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'wp-manga-get-user-section' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('logged no PHP warnings, notices, deprecations or fatal errors', () => {
    const logFile = path.join(site.siteDir, 'debug.log');
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
    expect(log.split('\n').filter((line) => /Warning|Notice|Fatal|Deprecated/.test(line))).toEqual([]);
  });
});
