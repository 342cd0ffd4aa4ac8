// Page cache purge through the real stack: nginx's fastcgi_cache in front of php-fpm, with the ngx_cache_purge
// location and YOMU_NGINX_PURGE set (scripts/lib/stack.mjs). An editor adding a chapter in wp-admin purges the
// manga page, so the next guest sees the chapter, while an unrelated manga page stays cached.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/site.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };
type Fixture = { manga: number; mangaPath: string; other: number; otherPath: string; editor: number };

let stack: { url: string; stop(): Promise<void> };
let fx: Fixture;
const password = 'purge-editor-Pw-1';
const chapterName = `Purge check ${Date.now()}`;

/** A request to the stack carrying the site's own Host header (fetch cannot set Host), so WordPress does not redirect. */
async function send(path: string, init: { method?: string; cookie?: string; body?: FormData | URLSearchParams } = {}): Promise<Answer> {
  const headers: Record<string, string> = { host: new URL(site.url).host };
  if (init.cookie) headers.cookie = init.cookie;
  let payload: Buffer | undefined;
  if (init.body) {
    const encoded = new Response(init.body);
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const request = http.request(`${stack.url}${path}`, { method: init.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function guest(path: string): Promise<Answer> {
  const answer = await send(path);
  expect(answer.status, path).toBe(200);
  return answer;
}

async function signIn(): Promise<string> {
  const answer = await send('/wp-login.php', {
    method: 'POST',
    cookie: 'wordpress_test_cookie=WP%20Cookie%20check',
    body: new URLSearchParams({ log: 'purge_editor', pwd: password, testcookie: '1' }),
  });
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  expect(cookies.some((c) => c.startsWith('wordpress_logged_in_')), `login answered ${answer.status}`).toBe(true);
  return cookies.join('; ');
}

beforeAll(async () => {
  const [manga, other] = fixture('cache_make_manga', { titles: ['Purged manga', 'Untouched manga'], chapters: ['Chapter 1'], text: '<p>One.</p>' });
  const editor = fixture('make_user', { login: 'purge_editor', password, role: 'editor' });
  fx = { manga: manga.id, mangaPath: manga.path, other: other.id, otherPath: other.path, editor };
  stack = await startStack({ siteDir: site.dir, port: await freePort(), cache: true, purge: true, children: 2 });
});

afterAll(async () => {
  await stack?.stop();
  if (fx) {
    fixture('delete_posts', { ids: [fx.manga, fx.other] });
    fixture('delete_users', { ids: [fx.editor] });
  }
});

describe('page cache purge (nginx fastcgi_cache)', () => {
  it('shows a chapter added in wp-admin to the next guest and keeps unrelated pages cached', async () => {
    for (const path of [fx.mangaPath, fx.otherPath]) {
      expect((await guest(path)).headers['x-cache'], path).toBe('MISS');
      expect((await guest(path)).headers['x-cache'], path).toBe('HIT');
    }
    expect((await guest(fx.mangaPath)).text).not.toContain(chapterName);

    const cookie = await signIn();
    const editor = await send(`/wp-admin/post.php?post=${fx.manga}&action=edit`, { cookie });
    expect(editor.status).toBe(200);
    const form = /<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="yomu_chapter_create_text">(.*?)<\/form>/s.exec(editor.text);
    expect(form, 'the editor prints the text chapter form').not.toBeNull();
    const body = new FormData();
    for (const input of (form?.[1] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
    body.append('action', 'yomu_chapter_create_text');
    body.append('chapter_name', chapterName);
    body.append('yomu_text', '<p>Two.</p>');
    const saved = await send('/wp-admin/admin-post.php', { method: 'POST', cookie, body });
    expect(saved.status, "admin-post redirects back to the editor (303)").toBe(303);

    const fresh = await guest(fx.mangaPath);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.text).toContain(chapterName);
    const again = await guest(fx.mangaPath);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toContain(chapterName);
    expect((await guest(fx.otherPath)).headers['x-cache']).toBe('HIT');
  });
});
