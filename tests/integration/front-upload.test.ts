// Front-end chapter upload and edit (plugin/src/FrontUpload) over real HTTP: an allowed user (an author on
// their own manga) uploads and edits; hostile uploads are each refused with a clear message and leave no
// file behind (data folder and temp folder compared before/after); a guest, a subscriber, a missing nonce
// and another manga's chapter are refused and change nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { isVariantFile } from '../support/variants';

const PASSWORD = 'front-Upload-123';
type Fixture = { users: Record<'author' | 'subscriber', string>; ids: number[]; manga: number; other: number; otherChapter: number; chapter: number };
let fx: Fixture;
let tmp: string;
let problemsBefore: PhpLogMark;
const cookies = { author: '', subscriber: '' };

/** Every file under the data folder and the chapter rows of both manga, plus this site's yomu temp files. */
function snapshot(): { files: string[]; rows: unknown[]; temp: string[] } {
  const out = fixture('upload_snapshot', { mangas: [fx.manga, fx.other] });
  return { ...out, files: out.files.filter((file) => !isVariantFile(file)) };
}

function file(name: string): Blob {
  return new Blob([new Uint8Array(fs.readFileSync(path.join(tmp, name)))]);
}

async function nonces(cookie: string, url: string): Promise<{ html: string; nonce: string }> {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  return { html, nonce: /name="_yomu_front_nonce" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

async function send(fields: Record<string, string>, files: Array<[string, string, string?]> = [], cookie = cookies.author, endpoint = 'admin-ajax.php') {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [field, name, as] of files) body.append(field, file(name), as ?? name);
  return fetch(`${site.url}/wp-admin/${endpoint}`, { method: 'POST', body, headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-front-upload-'));
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const users = { author: `frontup_author_${suffix}`, subscriber: `frontup_subscriber_${suffix}` };
  const ids = [fixture('make_user', { login: users.author, password: PASSWORD, role: 'author' }), fixture('make_user', { login: users.subscriber, password: PASSWORD, role: 'subscriber' })];
  const manga = fixture('upload_make_manga', { title: `Front upload ${ids[0]}`, author: ids[0] }).id;
  const other = fixture('upload_make_manga', { title: 'Front upload 1', author: 1 }).id;
  const onePage = [{ name: '1.png', width: 30, height: 40 }];
  const chapter = fixture('upload_make_image_chapter', { manga, name: 'Bölüm 1', pages: onePage }).id;
  const otherChapter = fixture('upload_make_image_chapter', { manga: other, name: 'Başka 1', pages: onePage }).id;
  fx = { users, ids, manga, other, otherChapter, chapter };
  // Files for the tests.
  for (const [name, bytes] of Object.entries(fixture('upload_front_test_files', {}))) fs.writeFileSync(path.join(tmp, name), Buffer.from(bytes, 'base64'));
  cookies.author = await login(fx.users.author, PASSWORD);
  cookies.subscriber = await login(fx.users.subscriber, PASSWORD);
}, 60000);

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga, fx.other] });
  fixture('delete_users', { ids: fx.ids });
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('front-end chapter upload', () => {
  it('shows the upload form to the manga author and never to a subscriber', async () => {
    const url = `${site.url}/?p=${fx.manga}&post_type=wp-manga`;
    const author = await nonces(cookies.author, url);
    expect(author.html).toContain('id="yomu-chapter-upload"');
    expect(author.nonce).not.toBe('');
    const subscriber = await nonces(cookies.subscriber, url);
    expect(subscriber.html).not.toContain('yomu-chapter-upload');
    expect(subscriber.html).not.toContain('_yomu_front_nonce');
  });

  it('creates an image chapter from images in natural order, with a re-encoded thumbnail', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send(
      { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 2', chapter_kind: 'images' },
      [
        ['yomu_images[]', 'page.png', '10.png'],
        ['yomu_images[]', 'page.jpg', '2.jpg'],
        ['chapter-thumbnail', 'polyglot.jpg', 'thumb.jpg'],
      ],
    );
    const answer = (await response.json()) as { success: boolean; data: { message: string; url: string } };
    expect(answer.success).toBe(true);
    expect(answer.data.url).toMatch(/bolum-2/);
    const stored = fixture('upload_chapter', { manga: fx.manga, name: 'bolum-2' });
    // 2.jpg comes before 10.png (natural order), whatever order the browser sent them in.
    expect(stored.mimes).toEqual(['image/jpeg', 'image/png']);
    expect(stored.thumb).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.jpg$/);
    expect(stored.thumb_php).toBe(false);
  });

  it('removes a chapter thumbnail file when the chapter is deleted', () => {
    expect(fixture('upload_delete_chapter', { manga: fx.manga, name: 'bolum-2' })).toEqual([true, false]);
  });

  it('re-encodes a polyglot page so the appended PHP is gone', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send(
      { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 3' },
      [['yomu_images[]', 'polyglot.jpg']],
    );
    expect(response.status).toBe(200);
    expect(fixture('upload_chapter', { manga: fx.manga, name: 'bolum-3' }).pages_php).toEqual([false]);
  });

  it('creates a chapter from a ZIP, skipping __MACOSX clutter', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 4' }, [
      ['yomu_zip', 'good.zip'],
    ]);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(fixture('upload_chapter', { manga: fx.manga, name: 'bolum-4' }).mimes).toHaveLength(2);
  });

  const hostile: Array<[string, Array<[string, string, string?]>, string]> = [
    ['a PHP file named .jpg', [['yomu_images[]', 'evil.jpg']], 'yomu_image_type'],
    ['an SVG with a script', [['yomu_images[]', 'evil.svg']], 'yomu_image_type'],
    ['an oversized image', [['yomu_images[]', 'wide.png']], 'yomu_image_dimensions'],
    ['a ZIP with ../ entries', [['yomu_zip', 'traversal.zip']], 'yomu_zip_unsafe_path'],
    ['a ZIP with a __MACOSX-named PHP file', [['yomu_zip', 'macosx.zip']], 'yomu_zip_not_image'],
    ['a ZIP bomb', [['yomu_zip', 'bomb.zip']], 'yomu_image_too_large'],
    ['a PHP file as the thumbnail', [['yomu_images[]', 'page.png'], ['chapter-thumbnail', 'evil.jpg']], 'yomu_image_type'],
    ['both images and a ZIP', [['yomu_images[]', 'page.png'], ['yomu_zip', 'good.zip']], 'yomu_images_and_zip'],
  ];
  for (const [label, files, code] of hostile) {
    it(`refuses ${label} with a clear error and leaves no file behind`, async () => {
      const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
      const before = snapshot();
      const response = await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Saldırı' }, files);
      const answer = (await response.json()) as { success: boolean; data: { code: string; message: string } };
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(answer.success).toBe(false);
      expect(answer.data.code).toBe(code);
      expect(answer.data.message.length).toBeGreaterThan(10);
      expect(snapshot()).toEqual(before);
    });
  }

  it('refuses a missing nonce, a guest, a subscriber and another manga’s chapter, changing nothing', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const editNonce = (await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`)).nonce;
    const before = snapshot();
    const create = { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), chapter_name: 'Saldırı' };
    const page: Array<[string, string, string?]> = [['yomu_images[]', 'page.png']];
    const cases: Array<[Response, number, string]> = [
      [await send(create, page), 403, 'yomu_bad_nonce'],
      [await send({ ...create, _yomu_front_nonce: nonce }, page, ''), 403, 'yomu_signed_out'],
      [await send({ ...create, _yomu_front_nonce: nonce }, page, cookies.subscriber), 403, 'yomu_forbidden'],
      [
        await send({ action: 'yomu_front_chapter_update', chapter_id: String(fx.otherChapter), _yomu_front_nonce: editNonce, chapter_name: 'Saldırı' }),
        403,
        'yomu_forbidden',
      ],
      [await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.other), _yomu_front_nonce: nonce, chapter_name: 'Saldırı' }, page), 403, 'yomu_forbidden'],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { data: { code: string } }).data.code).toBe(code);
    }
    expect(snapshot()).toEqual(before);
  });

  it('edits name, subtitle, index and thumbnail without JavaScript and shows the result', async () => {
    const chapterUrl = `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`;
    const { html, nonce } = await nonces(cookies.author, chapterUrl);
    expect(html).toContain('id="yomu-chapter-edit"');
    expect(html).toContain('class="yomu-upload__no-thumbnail"');
    const response = await send(
      {
        action: 'yomu_front_chapter_update',
        chapter_id: String(fx.chapter),
        _yomu_front_nonce: nonce,
        chapter_name: 'Bölüm 1',
        chapter_name_extend: 'Yeni Başlık',
        chapter_index: '1',
        volume_id: '0',
      },
      [['chapter-thumbnail', 'page.png']],
      cookies.author,
      'admin-post.php',
    );
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/bolum-1/);
    const after = await (await fetch(location, { headers: { cookie: cookies.author } })).text();
    expect(after).toContain('yomu-upload__notice--success');
    expect(after).toContain('value="Yeni Başlık"');
    expect(after).toMatch(/<img class="yomu-upload__current-thumbnail" src="[^"]+thumbnails\/chapter-\d+-[a-z0-9]+\.png"/);
  });
  it('replaces the pages of a chapter from a ZIP through the edit form', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`);
    const response = await send(
      { action: 'yomu_front_chapter_update', chapter_id: String(fx.chapter), _yomu_front_nonce: nonce, pages_mode: 'replace' },
      [['yomu_zip', 'good.zip']],
    );
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(fixture('upload_chapter', { id: fx.chapter }).mimes).toHaveLength(2);
  });

  it('creates a text chapter without JavaScript, and shows a refused one as an error notice', async () => {
    const textManga = fixture('upload_make_manga', { title: 'Front upload text', author: fx.ids[0] }).id;
    try {
      const url = `${site.url}/?p=${textManga}&post_type=wp-manga`;
      const { html, nonce } = await nonces(cookies.author, url);
      expect(html).toContain('name="chapter_kind" value="text"');
      const fields = { action: 'yomu_front_chapter_create', manga_id: String(textManga), _yomu_front_nonce: nonce, chapter_kind: 'text', chapter_name: 'Bölüm 1' };
      const empty = await send({ ...fields, yomu_text: '<script></script>' }, [], cookies.author, 'admin-post.php');
      expect(empty.status).toBe(302);
      const back = empty.headers.get('location') ?? '';
      expect(back).toContain('#yomu-chapter-upload');
      expect(await (await fetch(back, { headers: { cookie: cookies.author } })).text()).toContain('yomu-upload__notice--error');
      const made = await send({ ...fields, yomu_text: '<p>Merhaba <strong>dünya</strong></p><script>alert(1)</script>' }, [], cookies.author, 'admin-post.php');
      expect(made.status).toBe(302);
      const chapterPage = await (await fetch(made.headers.get('location') ?? '', { headers: { cookie: cookies.author } })).text();
      expect(chapterPage).toContain('Merhaba <strong>dünya</strong>');
      expect(chapterPage).not.toContain('<script>alert(1)</script>');
      expect(chapterPage).toContain('yomu-upload__notice--success');
    } finally {
      fixture('delete_posts', { ids: [textManga] });
    }
  });
});
