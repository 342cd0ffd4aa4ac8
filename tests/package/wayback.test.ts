// The way back to Madara (issue 14, item 7): on a fresh site holding a Madara site's tables, meta and files
// (tests/fixtures/madara), Yomu is activated, used over HTTP, then deactivated. Madara's tables, meta, options
// and files must be exactly as before, except what README.md "Switching back to Madara" lists and what using
// the site changes in Madara's own places and shapes (view counts, bookmarks, history). Then uninstall must
// remove Yomu's own leftovers and keep Madara's data.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoDir } from '../../scripts/lib/paths.mjs';
import { phpProblemLines } from '../../scripts/lib/php-log.mjs';
import { freePort, startSite } from '../../scripts/lib/site.mjs';
import { compareSnapshots, type Snapshot } from './wayback-compare';
import { leftBehind, listed } from './wayback-list';

const scripts = path.join(repoDir, 'tests/fixtures/wayback');
const READER_PASSWORD = 'Madara-okuyucu-7';
const items = leftBehind(path.join(repoDir, 'README.md'));

interface Fixture {
  suffix: string;
  manga: number;
  manga_slug: string;
  novel: number;
  novel_slug: string;
  video: number;
  video_slug: string;
  odd: number;
  odd_slug: string;
  user: number;
}

let site: Awaited<ReturnType<typeof startSite>>;
let fixture: Fixture;
let before: Snapshot;
let after: Snapshot;
let uninstalled: Snapshot;
let rulesAfter = '';
let rulesOnDeactivation = '';

const php = (script: string, ...args: string[]) =>
  execFileSync('php', [path.join(scripts, script), site.siteDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const snapshot = () => JSON.parse(php('snapshot.php')) as Snapshot;

async function get(url: string, cookie = ''): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status, url).toBeLessThan(400);
  return response.text();
}

async function ajax(fields: Record<string, string>, cookie = ''): Promise<{ status: number; text: string }> {
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { ...(cookie ? { cookie } : {}), origin: site.url, referer: `${site.url}/` },
  });
  return { status: response.status, text: await response.text() };
}

async function login(user: string, password: string): Promise<string> {
  const response = await fetch(`${site.url}/wp-login.php`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
    body: new URLSearchParams({ log: user, pwd: password, testcookie: '1', 'wp-submit': 'Log In' }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.some((c) => c.startsWith('wordpress_logged_in_'))) throw new Error(`login failed for ${user} (${response.status})`);
  return cookies.join('; ');
}

/** Chapter URLs of a manga page's chapter list. */
function chapterLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/<li class="wp-manga-chapter[^"]*">\s*<a href="([^"]+)"/g)].map((m) => m[1]))];
}

/** Reads, searches, lists, counts views, bookmarks and records history, as readers and an editor would. */
async function useTheSite(): Promise<void> {
  await get(`${site.url}/`);
  await get(`${site.url}/manga/`);
  await get(`${site.url}/?s=${encodeURIComponent('Fixture')}&post_type=wp-manga`);
  await get(`${site.url}/manga/?m_orderby=views`);
  const more = await ajax({ action: 'madara_load_more', page: '0', template: 'madara-core/content/content-archive', 'vars[post_type]': 'wp-manga' });
  expect(more.text).toContain(fixture.manga_slug);
  const list = await fetch(`${site.url}/manga/${fixture.manga_slug}/ajax/chapters/`, { method: 'POST' });
  expect(await list.text()).toContain('wp-manga-chapter');
  const reader = await login(`madara_reader_${fixture.suffix}`, READER_PASSWORD);
  const mangas: Array<[number, string]> = [
    [fixture.manga, fixture.manga_slug],
    [fixture.novel, fixture.novel_slug],
    [fixture.video, fixture.video_slug],
    [fixture.odd, fixture.odd_slug],
  ];
  for (const [manga, slug] of mangas) {
    const id = String(manga);
    const page = await get(`${site.url}/manga/${slug}/`, reader);
    const chapters = chapterLinks(page);
    expect(chapters.length, slug).toBeGreaterThan(0);
    for (const url of chapters.slice(0, 3)) {
      const html = await get(url, reader);
      const chapter = url.slice(`${site.url}/manga/${slug}/`.length).split('/').filter(Boolean).pop() ?? '';
      expect((await ajax({ action: 'manga_views', manga: id, chapter })).status).toBe(200);
      const historyNonce = /yomu-user-history-params[\s\S]*?"nonce":"([a-f0-9]+)"/.exec(html)?.[1] ?? '';
      expect(historyNonce, url).not.toBe('');
      const history = await ajax({ action: 'manga-user-history', postID: id, chapterSlug: chapter, paged: '1', img_id: '', nonce: historyNonce }, reader);
      expect(history.text, url).toContain('true');
    }
  }
  const mangaPage = await get(`${site.url}/manga/${fixture.video_slug}/`, reader);
  const nonce = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(mangaPage)?.[1] ?? '';
  const bookmarked = await ajax({ action: 'wp-manga-user-bookmark', postID: String(fixture.video), nonce }, reader);
  expect(bookmarked.text).toContain('"success":true');
  const admin = await login('admin', site.adminPassword);
  await get(`${site.url}/wp-admin/`, admin);
  await get(`${site.url}/wp-admin/edit.php?post_type=wp-manga`, admin);
  await get(`${site.url}/wp-admin/post.php?post=${fixture.manga}&action=edit`, admin);
}

// SQLite and MariaDB: Madara sites run on MySQL-compatible servers, and their SHOW COLUMNS differ.
describe.each(['sqlite', 'mariadb'] as const)('switching a Madara site to Yomu and back (%s)', (db) => {
  beforeAll(async () => {
    site = await startSite({ name: 'madara-wayback', db, port: await freePort(), fresh: true, linkYomu: false });
    const content = path.join(site.siteDir, 'wp-content');
    fs.symlinkSync(path.join(repoDir, 'plugin'), path.join(content, 'plugins/yomu-core'));
    fs.symlinkSync(path.join(repoDir, 'theme'), path.join(content, 'themes/yomu'));
    fixture = JSON.parse(php('madara-site.php', site.adminPassword, READER_PASSWORD)) as Fixture;
    before = snapshot();
    php('switch.php', 'on');
    await useTheSite();
    rulesOnDeactivation = php('switch.php', 'off');
    after = snapshot();
    await get(`${site.url}/`); // WordPress rebuilds the rewrite rules without Yomu's.
    rulesAfter = php('option.php', 'rewrite_rules');
    php('switch.php', 'uninstall');
    uninstalled = snapshot();
  });

  afterAll(async () => {
    await site?.stop();
  });

  it('reads the README list of what Yomu leaves behind', () => {
    expect(items.filter((item) => item.kind === 'table').length).toBeGreaterThanOrEqual(5);
    expect(listed(items, 'option', 'yomu_core_version', before.prefix)?.uninstallRemoves).toBe(true);
    expect(listed(items, 'column', `${before.prefix}manga_chapters.views`, before.prefix)?.uninstallRemoves).toBe(false);
  });

  it('used the site: view counts, the bookmark and the history changed in Madara’s keys', () => {
    const value = (snap: Snapshot, kind: 'post' | 'user', id: number, key: string) => snap.meta[kind].find((row) => Number(row.id) === id && row.k === key)?.v;
    expect(Number(value(after, 'post', fixture.manga, '_wp_manga_views'))).toBeGreaterThan(Number(value(before, 'post', fixture.manga, '_wp_manga_views')));
    expect(value(after, 'user', fixture.user, '_wp_manga_bookmark')).not.toBe(value(before, 'user', fixture.user, '_wp_manga_bookmark'));
    expect(value(after, 'user', fixture.user, '_wp_manga_history')).not.toBe(value(before, 'user', fixture.user, '_wp_manga_history'));
    expect(Object.keys(after.tables).some((table) => table.startsWith(`${after.prefix}yomu_`))).toBe(true);
  });

  it('keeps the two columns Yomu adds to Madara 1.7.4.1’s chapters table, as the README lists', () => {
    const names = (snap: Snapshot) => snap.tables[`${snap.prefix}manga_chapters`].map((column) => column.split(' ')[0]);
    expect(names(before)).not.toContain('views');
    expect(names(before)).not.toContain('chapter_sort');
    expect(names(after)).toEqual([...names(before), 'views', 'chapter_sort']);
    expect(names(uninstalled)).toEqual(names(after));
  });

  it('leaves Madara’s tables, rows, options, meta and files as they were, apart from the README list and normal use', () => {
    expect(compareSnapshots(before, after, items)).toEqual([]);
  });

  it('leaves no Yomu event scheduled and no Yomu or manga route in the rewrite rules', () => {
    expect(after.cron.filter((hook) => hook.startsWith('yomu_'))).toEqual([]);
    // Right after the plugin's deactivation: WordPress flushes on the first load after a theme switch, which would
    // hide a plugin that leaves its rules stored.
    expect(rulesOnDeactivation).toBe('\nok\n');
    expect(rulesAfter).not.toMatch(/yomu|manga-core=/);
  });

  it('uninstall removes what only Yomu had and keeps Madara’s data', () => {
    const removable = items.filter((item) => item.uninstallRemoves);
    const prefix = uninstalled.prefix;
    expect(Object.keys(uninstalled.tables).filter((table) => listed(removable, 'table', table, prefix))).toEqual([]);
    expect(Object.keys(uninstalled.options).filter((name) => listed(removable, 'option', name, prefix))).toEqual([]);
    expect(uninstalled.meta.user.filter((row) => listed(removable, 'user meta', row.k, prefix))).toEqual([]);
    expect(uninstalled.meta.post.filter((row) => listed(removable, 'post meta', row.k, prefix))).toEqual([]);
    expect(Object.keys(uninstalled.files).filter((file) => listed(removable, 'file', `WP-manga/${file}`, prefix))).toEqual([]);
    expect(uninstalled.cron.filter((hook) => hook.startsWith('yomu_'))).toEqual([]);
    expect(compareSnapshots(before, uninstalled, items)).toEqual([]);
  });

  it('logged no PHP warning, notice, deprecation or fatal error', () => {
    expect(phpProblemLines(site.siteDir)).toEqual([]);
  });
});
