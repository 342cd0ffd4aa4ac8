// S3-compatible chapter storage over real HTTP against the test S3 server (scripts/lib/s3.mjs, which checks SigV4
// signatures): Settings → Chapter storage never shows the keys and refuses to switch on when the connection test
// fails; once on, chapters made in wp-admin, through the front-end form (images and a ZIP) and by `wp yomu import`
// land in the bucket as Madara's "amazon" storage, the reader serves their pages from the bucket, and deleting
// them deletes their objects. The storage setting is put back afterwards, so other files see local storage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapterZip, wpYomuInEnglish } from '../support/cli';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'S3-storage-admin-42';
const SCREEN = () => `${site.url}/wp-admin/options-general.php?page=yomu-storage`;
const endpoint = () => process.env.YOMU_S3_ENDPOINT ?? '';
const bucket = () => process.env.YOMU_S3_BUCKET ?? '';
const prefix = `it-${Date.now().toString(36)}/`;

type Fixture = { user: number; login: string; manga: number; saved: unknown };
let fx: Fixture;
let cookie = '';
let tmp = '';
let problemsBefore: PhpLogMark;
const made: string[] = [];

/** The chapter's id, storage_in_use, the srcs of its amazon page list and its reader URL. */
const stored = (slug: string) => fixture('storage_chapter_by_slug', { manga: fx.manga, slug });

/** Checks a chapter is in the bucket under this run's prefix and every page loads from there as an image. */
async function expectInBucket(slug: string, pages: number): Promise<ReturnType<typeof stored>> {
  const chapter = stored(slug);
  expect(chapter.storage).toBe('amazon');
  expect(chapter.srcs).toHaveLength(pages);
  for (const src of chapter.srcs) {
    expect(src.startsWith(`${endpoint()}/${bucket()}/${prefix}`)).toBe(true);
    const answer = await fetch(src);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\//);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }
  made.push(...chapter.srcs);
  return chapter;
}

/** Sends the settings form as the browser does (options.php) and returns the screen shown after the redirect. */
async function saveSettings(fields: Record<string, string>): Promise<string> {
  const form = await (await fetch(SCREEN(), { headers: { cookie } })).text();
  const hidden = Object.fromEntries([...form.matchAll(/<input type=['"]hidden['"][^>]*name=['"](option_page|action|_wpnonce|_wp_http_referer)['"] value=['"]([^'"]*)['"]/g)].map((m) => [m[1], m[2]]));
  const body = new URLSearchParams({ ...hidden, ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`yomu_storage[${k}]`, v])) });
  const answer = await fetch(`${site.url}/wp-admin/options.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return (await fetch(new URL(answer.headers.get('location') ?? '', site.url), { headers: { cookie } })).text();
}

const target = () => fixture('storage_target', {});

beforeAll(async () => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-s3-'));
  const saved = fixture('get_option', { name: 'yomu_storage' });
  const name = `s3admin${Math.random().toString(36).slice(2, 8)}`;
  const user = fixture('make_user', { login: name, password: PASSWORD, role: 'administrator' });
  fixture('storage_set_user_locale', { user, locale: 'en_US' });
  const [manga] = fixture('cache_make_manga', { titles: [`Bucket Manga ${name}`], author: user });
  fx = { user, login: name, manga: manga.id, saved };
  const png = fixture('storage_png', { width: 40, height: 60, color: [30, 160, 90] });
  fs.writeFileSync(path.join(tmp, 'page.png'), Buffer.from(png, 'base64'));
  fs.writeFileSync(path.join(tmp, 'pages.zip'), Buffer.from(fixture('storage_zip', { files: { 'ch/2.png': png, 'ch/10.png': png } }), 'base64'));
  cookie = await login(fx.login, PASSWORD);
}, 60000);

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: [fx.user] });
  fixture('set_option', { name: 'yomu_storage', value: fx.saved });
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60000);

describe('Settings → Chapter storage', () => {
  const bucketFields = () => ({ target: 's3', endpoint: endpoint(), region: 'us-east-1', prefix, path_style: '1' });

  it('says where the keys come from without printing them, and refuses to switch on when the test fails', async () => {
    const screen = await (await fetch(SCREEN(), { headers: { cookie } })).text();
    expect(screen).toContain('From the wp-config.php constants YOMU_S3_ACCESS_KEY_ID and YOMU_S3_SECRET_ACCESS_KEY.');
    expect(screen).not.toContain('S3RVER'); // the test server's key ID and secret

    const refused = await saveSettings({ ...bucketFields(), bucket: 'no-such-bucket' });
    expect(refused).toContain('Connection test failed: The bucket &quot;no-such-bucket&quot; does not exist at this endpoint.');
    expect(refused).toContain('New chapter pages still go to this site&#039;s uploads folder.');
    expect(refused).not.toContain('S3RVER');
    expect(target()).toBe('local');

    const down = await saveSettings({ ...bucketFields(), bucket: bucket(), endpoint: 'http://127.0.0.1:9' });
    expect(down).toContain('Connection test failed: The storage endpoint 127.0.0.1 could not be reached');
    expect(target()).toBe('local');
  });

  it('"Save and test connection" tests without switching on; switching on after a passing test', async () => {
    const tested = await saveSettings({ ...bucketFields(), target: 'local', bucket: bucket(), test: '1' });
    expect(tested).toContain(`Connection test passed: a test object was written to, read from and deleted from the bucket &quot;${bucket()}&quot;.`);
    expect(target()).toBe('local');

    const screen = await saveSettings({ ...bucketFields(), bucket: bucket() });
    expect(screen).toContain(`Connection test passed: a test object was written to, read from and deleted from the bucket &quot;${bucket()}&quot;.`);
    expect(target()).toBe('s3');
  });
});

describe('chapters in the bucket', () => {
  it('a chapter made in wp-admin lands in the bucket and the reader shows its pages from there', async () => {
    const editor = await (await fetch(`${site.url}/wp-admin/post.php?post=${fx.manga}&action=edit`, { headers: { cookie } })).text();
    const form = /<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="yomu_chapter_create_images">(.*?)<\/form>/.exec(editor)?.[1] ?? '';
    const body = new FormData();
    for (const input of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
    body.append('chapter_name', 'Chapter One');
    const png = fs.readFileSync(path.join(tmp, 'page.png'));
    for (const name of ['2.png', '1.png']) body.append('yomu_images[]', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
    const answer = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
    expect(answer.status).toBe(303);

    const chapter = await expectInBucket('chapter-one', 2);
    expect(chapter.srcs.map((src) => src.split('/').pop())).toEqual(['001.png', '002.png']);
    const reader = await (await fetch(chapter.url)).text();
    const first = /<img id="image-0"[^>]*\ssrc="([^"]+)"/.exec(reader)?.[1];
    expect(first).toBe(chapter.srcs[0]);
    expect((await fetch(first ?? '')).status).toBe(200);
  });

  it('the front-end upload form sends images and a ZIP to the bucket', async () => {
    const page = await (await fetch(`${site.url}/?p=${fx.manga}&post_type=wp-manga`, { headers: { cookie } })).text();
    const nonce = /name="_yomu_front_nonce" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const send = async (name: string, files: Array<[string, string]>) => {
      const body = new FormData();
      for (const [k, v] of Object.entries({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: name })) body.append(k, v);
      for (const [field, file] of files) body.append(field, new Blob([new Uint8Array(fs.readFileSync(path.join(tmp, file)))]), file);
      const answer = (await (await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { cookie } })).json()) as { success: boolean };
      expect(answer.success).toBe(true);
    };
    await send('Front Images', [['yomu_images[]', 'page.png']]);
    await expectInBucket('front-images', 1);
    await send('Front Zip', [['yomu_zip', 'pages.zip']]);
    await expectInBucket('front-zip', 2);
  });

  it('wp yomu import sends the chapters to the bucket', async () => {
    const zip = chapterZip();
    try {
      const run = wpYomuInEnglish('import', String(fx.manga), zip);
      expect(run.status, run.stderr).toBe(0);
    } finally {
      fs.rmSync(zip, { force: true });
    }
    await expectInBucket('chapter-1', 3);
    await expectInBucket('chapter-10', 3);
  });

  it('deleting the chapters deletes their objects', async () => {
    fixture('storage_delete_chapters', { manga: fx.manga });
    expect(made.length).toBeGreaterThan(8);
    for (const src of made) expect((await fetch(src)).status, src).toBe(404);
  });
});
