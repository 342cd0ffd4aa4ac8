// The chapter import's admin-ajax actions over real HTTP (issue 33 item 1): a subscriber, an author on another's
// manga, a request without the manga's nonce and a guest are refused and nothing is staged; an editor's session is
// theirs alone; a chunk at the wrong offset is told where the file stands; and the whole flow (begin, chunks,
// preview, start, progress) creates the chapters, on local disk and, when new pages go there, in the S3 bucket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/import';
import '../support/fixtures/storage';
import '../support/fixtures/upload';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Ice-aktarma-42-long';
const stamp = `${Date.now().toString(36)}${process.pid}`;
const fx = { manga: 0, other: 0, users: [] as number[], cookies: { editor: '', author: '', subscriber: '', second: '' }, folder: '', zip: { path: '', size: 0 } };
let problemsBefore: PhpLogMark;

type Answer = { success: boolean; data: Record<string, unknown> & { message?: string } };

async function user(role: string, name: string): Promise<string> {
  fx.users.push(fixture('make_user', { login: `imp${name}${stamp}`, password: PASSWORD, role }));
  return login(`imp${name}${stamp}`, PASSWORD);
}

/** The nonce the manga's edit screen gives this user for the import ('' when the section is not there). */
async function nonce(cookie: string, manga: number): Promise<string> {
  const html = await (await fetch(`${site.url}/wp-admin/post.php?post=${manga}&action=edit`, { headers: { cookie } })).text();
  const json = /data-island="chapter-import" data-load="eager" data-props="([^"]+)"/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
  return json ? (JSON.parse(json) as { nonce: string }).nonce : '';
}

async function call(cookie: string, fields: Record<string, string>, chunk?: Buffer): Promise<{ status: number; answer: Answer | null }> {
  const body = new FormData();
  Object.entries(fields).forEach(([key, value]) => body.append(key, value));
  if (chunk) body.append('chunk', new Blob([new Uint8Array(chunk)]), 'chunk');
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: cookie ? { cookie } : {} });
  const text = await response.text();
  return { status: response.status, answer: text.startsWith('{') ? (JSON.parse(text) as Answer) : null };
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx.cookies.editor = await user('editor', 'editor');
  fx.cookies.second = await user('editor', 'second');
  fx.cookies.author = await user('author', 'author');
  fx.cookies.subscriber = await user('subscriber', 'subscriber');
  fx.manga = fixture('upload_make_manga', { title: `İçe aktarma ${stamp}` }).id;
  fx.other = fixture('upload_make_manga', { title: `Yazarın ${stamp}`, author: fx.users[2] }).id;
  fx.folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-import-int-'));
  fx.zip = fixture('import_zip', { folder: fx.folder, layout: { 'Cilt 1/Bölüm 1': 2, 'Bölüm 2': 1 }, width: 60, height: 90 });
});

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga, fx.other].filter(Boolean) });
  if (fx.users.length) fixture('admin_delete_users', { ids: fx.users });
  if (fx.folder) fs.rmSync(fx.folder, { recursive: true, force: true });
});

describe('chapter import actions', () => {
  it('refuse a guest, a subscriber, an author on another manga and a missing nonce; nothing is staged', async () => {
    const begin = { action: 'yomu_import_begin', manga_id: String(fx.manga), name: 'a.zip', size: '10' };
    expect((await call('', { ...begin, _ajax_nonce: 'x' })).status).toBe(400); // admin-ajax: no action for guests
    expect(await nonce(fx.cookies.subscriber, fx.manga)).toBe('');
    for (const cookie of [fx.cookies.subscriber, fx.cookies.editor]) {
      const refused = await call(cookie, { ...begin, _ajax_nonce: 'abcdef0123' });
      expect(refused.status).toBe(403);
      expect(refused.answer?.data.message).toBe('Bu mangaya bölüm içe aktarma izniniz yok.');
    }
    // The author's own nonce, for their own manga, does not open the editor's.
    const own = await nonce(fx.cookies.author, fx.other);
    expect(own).toMatch(/^[0-9a-f]{10}$/);
    expect((await call(fx.cookies.author, { ...begin, _ajax_nonce: own })).status).toBe(403);
    expect(fixture('import_session', { user: fx.users[0], manga: fx.manga })).toBeNull();
  });

  it('lets an editor upload in chunks, preview and import; the session is theirs alone', async () => {
    const key = await nonce(fx.cookies.editor, fx.manga);
    const base = { manga_id: String(fx.manga), _ajax_nonce: key };
    const bytes = fs.readFileSync(fx.zip.path);
    const begun = await call(fx.cookies.editor, { ...base, action: 'yomu_import_begin', name: 'ciltler.zip', size: String(bytes.length) });
    expect(begun.answer?.data).toMatchObject({ state: 'uploading', received: 0, size: bytes.length });
    const id = String(begun.answer?.data.id);

    // Another editor cannot write into it, even with a nonce of their own for this manga.
    const second = await call(fx.cookies.second, { manga_id: String(fx.manga), _ajax_nonce: await nonce(fx.cookies.second, fx.manga), action: 'yomu_import_chunk', id, offset: '0' }, bytes);
    expect(second.status).toBe(404);

    const half = Math.floor(bytes.length / 2);
    const first = await call(fx.cookies.editor, { ...base, action: 'yomu_import_chunk', id, offset: '0' }, bytes.subarray(0, half));
    expect(first.answer?.data.received).toBe(half);
    const wrong = await call(fx.cookies.editor, { ...base, action: 'yomu_import_chunk', id, offset: '0' }, bytes.subarray(0, half));
    expect(wrong.answer?.data.received).toBe(half); // told where the file stands; nothing written twice
    const rest = await call(fx.cookies.editor, { ...base, action: 'yomu_import_chunk', id, offset: String(half) }, bytes.subarray(half));
    expect(rest.answer?.data).toMatchObject({ state: 'ready', received: bytes.length });

    const preview = await call(fx.cookies.editor, { ...base, action: 'yomu_import_preview', id });
    expect(preview.answer?.data.preview).toMatchObject({ create: 2, skip: 0, pages: 3 });
    const started = await call(fx.cookies.editor, { ...base, action: 'yomu_import_start', id });
    expect(started.answer?.data).toMatchObject({ state: 'importing', total: 2 });
    await expect
      .poll(async () => (await call(fx.cookies.editor, { ...base, action: 'yomu_import_status', id })).answer?.data.state, { timeout: 30000 })
      .toBe('done');
    expect(fixture('import_session', { user: fx.users[0], manga: fx.manga })).toMatchObject({ state: 'done', done: 2, total: 2 });
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });

  it('writes the pages into the S3 bucket when new pages go there, and the reader serves them from it', async () => {
    const storageBefore = fixture('get_option', { name: 'yomu_storage' });
    const manga = fixture('upload_make_manga', { title: `Kovaya aktarma ${stamp}` }).id;
    try {
      fixture('storage_use_bucket', { prefix: `import-${stamp}/` });
      const base = { manga_id: String(manga), _ajax_nonce: await nonce(fx.cookies.editor, manga) };
      const bytes = fs.readFileSync(fx.zip.path);
      const id = String((await call(fx.cookies.editor, { ...base, action: 'yomu_import_begin', name: 'kova.zip', size: String(bytes.length) })).answer?.data.id);
      expect((await call(fx.cookies.editor, { ...base, action: 'yomu_import_chunk', id, offset: '0' }, bytes)).answer?.data.state).toBe('ready');
      expect((await call(fx.cookies.editor, { ...base, action: 'yomu_import_preview', id })).answer?.data.preview).toMatchObject({ create: 2, pages: 3 });
      await call(fx.cookies.editor, { ...base, action: 'yomu_import_start', id });
      await expect
        .poll(async () => (await call(fx.cookies.editor, { ...base, action: 'yomu_import_status', id })).answer?.data.state, { timeout: 30000 })
        .toBe('done');

      const chapters = fixture('site_chapter_ids', { manga });
      expect(chapters).toHaveLength(2);
      for (const chapter of chapters) {
        const rows = fixture('storage_chapter_rows', { chapter });
        expect(rows.storage).toBe('amazon');
        expect(rows.local).toBeNull();
        expect(rows.amazon?.length).toBeGreaterThan(0);
      }
      // The reader's page URLs point at the bucket, which answers with the JPEG.
      const [src] = fixture('site_chapter_page_urls', { chapter: chapters[0] });
      expect(src.startsWith(String(process.env.YOMU_S3_ENDPOINT))).toBe(true);
      const page = await fetch(src);
      expect(page.status).toBe(200);
      expect(Buffer.from(await page.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(phpProblemsSince(problemsBefore)).toEqual([]);
    } finally {
      fixture('set_option', { name: 'yomu_storage', value: storageBefore });
      fixture('delete_posts', { ids: [manga] });
    }
  });
});
