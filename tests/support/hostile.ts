// Hostile input for every entry point of the product: which entry points exist (read from the running
// WordPress, so a new action is covered the day it is added), the payloads, and snapshots of the database
// and the uploads folder to show that bad input changed nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fixture } from './fixture';
import { phpLogMark, phpProblemsSince, site, type PhpLogMark } from './site';

export interface EntryPoint {
  kind: 'ajax' | 'admin-post';
  action: string;
  guest: boolean;
}

/** Every admin-ajax and admin-post action whose handler lives in Yomu's plugin or theme. */
export function productEntryPoints(): EntryPoint[] {
  return fixture('hostile_entry_points', {});
}

/** Field names the product's calls use, so each payload reaches real parameters. */
export const fieldNames = [
  'id', 'postID', 'post_id', 'manga', 'manga_id', 'mangaID', 'chapter', 'chapter_id', 'chapterId', 'chapter_slug',
  'volume', 'volume_id', 'page', 'paged', 'template', 'vars', 'style', 'host', 'type', 'title', 'name', 'name_extend',
  'login', 'user_login', 'username', 'email', 'user_email', 'pass', 'password', 'new_password', 'current_password',
  'key', 'rp_key', 'url', 'redirect_to', '_wp_http_referer', 'file', 'path', 'folder', 'storage', 'content',
  'comment', 'comment_parent', 'display_name', 'bookmark', 'bookmarks', 'ids', 'itemId', 'position', 'order',
  'orderby', 'm_orderby', 'consent', 'categories', 'consentId', 'settings', 'direction', 'fit', 'query', 'q', 's',
  'nonce', '_wpnonce', 'security', 'captcha', 'cf-turnstile-response', 'h-captcha-response', 'yomu-captcha-response',
];

const huge = 'A'.repeat(20_000); // per field: about 1.4 MB a request, under PHP's post_max_size

/** Named payloads: each is a function from a field name to the form entries for it. */
export const payloads: Record<string, (field: string) => [string, string][]> = {
  empty: () => [],
  sql: (f) => [[f, "1' OR '1'='1' -- ; DROP TABLE wp_posts; SELECT SLEEP(5)"]],
  script: (f) => [[f, '"><script>alert(document.cookie)</script><img src=x onerror=alert(1)>']],
  traversal: (f) => [[f, '../../../../wp-config.php']],
  arrays: (f) => [[`${f}[]`, '1'], [`${f}[a][b]`, '2']],
  numbers: (f) => [[f, '-1'], [`${f}_big`, '99999999999999999999999']],
  huge: (f) => [[f, huge]],
  unicode: (f) => [[f, 'İıŞş\u202Eevil\u0000null\uFFFF😀\uD800']],
  base64: (f) => [[f, '%%%not-base64==']],
  redirect: (f) => [[f, 'https://evil.example/steal']],
};

/** The form for one payload across every field name (a lone surrogate is sent as its replacement). */
export function formFor(payload: string, action: string): URLSearchParams {
  const form = new URLSearchParams();
  form.set('action', action);
  for (const field of fieldNames) for (const [name, value] of payloads[payload](field)) form.append(name, value);
  return form;
}

/** A digest per table of the site's database (rate-limit counters and other transients left out). */
export function databaseDigest(): Record<string, string> {
  return fixture('hostile_database_digest', {});
}

/** Every file under wp-content/uploads with its size and a hash. */
export function uploadsDigest(): Record<string, string> {
  const root = path.join(site.dir, 'wp-content/uploads');
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(root, full)] = crypto.createHash('md5').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(root);
  return out;
}

/** Tables and files whose digest differs. */
export function changed(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]).sort();
}

/** What a hostile sweep must leave as it was: the database, the uploads folder and the PHP log. */
export interface SiteState {
  database: Record<string, string>;
  uploads: Record<string, string>;
  problems: PhpLogMark;
}

/** The state once the site's own background work (worker, due cron events) has ended. */
export function siteState(): SiteState {
  fixture('hostile_settle', {});
  return { database: databaseDigest(), uploads: uploadsDigest(), problems: phpLogMark() };
}

/** The closing tests of a sweep, against the state taken before it. */
export function itLeftTheSiteAsItWas(before: () => SiteState): void {
  it('changed nothing in the database or the uploads folder', () => {
    expect(changed(before().database, databaseDigest())).toEqual([]);
    expect(changed(before().uploads, uploadsDigest())).toEqual([]);
  });

  it('logged no PHP warning, notice or error', () => {
    expect(phpProblemsSince(before().problems)).toEqual([]);
  });
}
