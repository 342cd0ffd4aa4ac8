// Sold chapters whose pages are in the S3 bucket (issue 28, item 3), over real HTTP against the test S3 server
// (s3rver behind scripts/lib/sigv4-check.mjs, which checks presigned URLs and refuses anonymous reads of the
// sealed folder, as a bucket policy granting public read on the pages only does). Sealing moves the objects to
// `{prefix}yomu-sealed/`: their public URLs load nothing, and readers who may read the chapter get presigned URLs
// that expire. Pricing the chapter 0 moves them back; a page added to a sealed chapter is sealed too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wpYomuInEnglish } from '../support/cli';
import { fixture } from '../support/fixture';
import '../support/fixtures/premium-s3';
import { login } from '../support/site';

const PASSWORD = 'premium-S3-Pass-1!';
const TAG = `prs3${Date.now().toString(36)}`;
let fx: { manga: number; chapter: number; url: string; prefix: string; saved: unknown };
const users: number[] = [];
let editor = { id: 0, cookie: '' };

const objects = () => fixture('premium_s3_objects', { chapter: fx.chapter });
const status = async (url: string) => (await fetch(url)).status;
/** An object's address on the bucket itself, as an anonymous client would ask for it. */
const direct = (key: string) => `${process.env.YOMU_S3_ENDPOINT}/${process.env.YOMU_S3_BUCKET}/${key}`;
const heads = (keys: string[]) => fixture('storage_heads', { keys });
/** A page's HTML with the escapes of "&" (attributes and JSON) and "/" (JSON) undone. */
const unescaped = (html: string) => html.replace(/&(?:amp|#038);|\\u0026/g, '&').replace(/\\\//g, '/');
/** The distinct presigned URLs a page carries (its attributes escape "&", its JSON "&" and "/"). */
const presignedIn = (html: string) => [
  ...new Set(
    [...unescaped(html).matchAll(/https?:\/\/[^"'\s,\\]+X-Amz-Signature=[0-9a-f]{64}/g)].map((m) => m[0]),
  ),
];
/** A public URL answers nothing an anonymous reader could use (s3rver: 404 for the missing key; AWS: 403). */
const closed = async (url: string) => expect([403, 404], url).toContain(await status(url));

beforeAll(async () => {
  expect(fixture('premium_mycred', { on: 1 })).toBe(true);
  fx = fixture('premium_s3_seed', { title: `${TAG} Bucket`, price: 4 });
  const id = fixture('make_user', { login: `${TAG}editor`, password: PASSWORD, role: 'editor' });
  users.push(id);
  editor = { id, cookie: await login(`${TAG}editor`, PASSWORD) };
}, 60000);

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: users });
  fixture('set_option', { name: 'yomu_storage', value: fx.saved ?? null });
  fixture('premium_mycred', { on: 0 });
}, 60000);

describe('a sold chapter in the bucket', () => {
  it('is sealed: its pages and variants load nothing by their public URL, nor from the sealed folder anonymously', async () => {
    const now = objects();
    expect(now.sealed).toBe(true);
    expect(now.pages).toHaveLength(2);
    expect(now.variants.length).toBeGreaterThan(0);
    for (const src of [...now.pages, ...now.variants]) await closed(src);
    expect(heads(now.sealedKeys).every((head) => head !== null)).toBe(true);
    for (const key of now.sealedKeys) expect(await status(direct(key)), key).toBe(403);
  });

  it('is counted by the doctor, which finds the sealed folder closed to anonymous readers', () => {
    const doctor = fixture('premium_s3_doctor', {});
    expect(doctor.bucket_configured).toBe(true);
    expect(doctor.bucket_sealed_folder).toBe(`${fx.prefix}yomu-sealed/`);
    expect(doctor.bucket_sealed).toBeGreaterThanOrEqual(1);
    expect(doctor.bucket_sealed_open).toBe('');
    expect(doctor.lines).toHaveLength(1);
  });

  it('gives an editor presigned URLs that load the images, and a guest none', async () => {
    const now = objects();
    const html = await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text();
    for (const src of now.pages) expect(html).not.toContain(src);
    const urls = presignedIn(html);
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const url of urls) {
      expect(url).toContain(`/${fx.prefix}yomu-sealed/`);
      const answer = await fetch(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\//);
      expect(answer.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    }
    const first = await fetch(urls.find((one) => /\/\d{3}\.jpg\?/.test(one)) ?? '');
    expect(Buffer.from(await first.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    // Reloading within the window gives the same URLs (the browser's cache keeps them).
    expect(presignedIn(await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text())).toEqual(urls);
    const guest = await (await fetch(fx.url)).text();
    expect(presignedIn(guest)).toEqual([]);
    for (const src of now.pages) expect(guest).not.toContain(src);
  });

  it('refuses a presigned URL that was tampered with or has expired', async () => {
    const now = objects();
    const html = await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text();
    const url = presignedIn(html).find((one) => /\/\d{3}\.jpg\?/.test(one)) ?? '';
    const flipped = url.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(await status(flipped)).toBe(403);
    const other = url.replace(/(\d{3})(\.jpg\?)/, (_m, n: string, rest: string) => `${String(Number(n) === 1 ? 2 : 1).padStart(3, '0')}${rest}`);
    expect(other).not.toBe(url);
    expect(await status(other)).toBe(403);
    const seconds = Math.floor(Date.now() / 1000);
    expect(await status(fixture('premium_s3_presigned', { src: now.pages[0], time: seconds - 7200, expires: 600 }))).toBe(403);
    expect(await status(fixture('premium_s3_presigned', { src: now.pages[0], time: seconds - 60, expires: 600 }))).toBe(200);
  });

  it('opens the public URLs once the chapter is free, and seals them again when it is priced', async () => {
    fixture('premium_price', { manga: fx.manga, chapter: fx.chapter, coin: 0 });
    try {
      const free = objects();
      expect(free.sealed).toBe(false);
      for (const src of [...free.pages, ...free.variants]) expect(await status(src), src).toBe(200);
      expect(heads(free.sealedKeys)).toEqual(free.sealedKeys.map(() => null));
      expect(presignedIn(await (await fetch(fx.url)).text())).toEqual([]);
    } finally {
      fixture('premium_price', { manga: fx.manga, chapter: fx.chapter, coin: 4 });
    }
    const sold = objects();
    expect(sold.sealed).toBe(true);
    for (const src of [...sold.pages, ...sold.variants]) await closed(src);
    expect(heads(sold.sealedKeys).every((head) => head !== null)).toBe(true);
  });

  it('seals a page added to a sealed chapter, and deletes a removed page from the sealed folder', async () => {
    expect(fixture('premium_s3_add_page', { chapter: fx.chapter })).toBe(true);
    const grown = objects();
    expect(grown.pages).toHaveLength(3);
    expect(grown.sealed).toBe(true);
    await closed(grown.pages[2]);
    expect(heads([grown.sealedKeys[2]])[0]).not.toBeNull();
    const html = await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text();
    const newest = presignedIn(html).filter((url) => url.includes(grown.sealedKeys[2].split('/').slice(-1)[0]));
    expect(newest.length).toBeGreaterThan(0);
    expect(await status(newest[0])).toBe(200);

    expect(fixture('premium_s3_remove_pages', { chapter: fx.chapter, pages: [1] })).toBe(true);
    expect(heads([grown.sealedKeys[0]])).toEqual([null]);
    expect(objects().pages).toHaveLength(2);
  });

  it('moves a sealed chapter to local disk and back with `wp yomu storage migrate`, sealed all along', async () => {
    const signedLinks = async () => {
      const html = unescaped(await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text());
      return [...new Set([...html.matchAll(/https?:\/\/[^"'\s,\\]+[?&]yomu_page=[^"'\s,\\]+/g)].map((m) => m[0]))];
    };
    const toDisk = wpYomuInEnglish('storage', 'migrate', '--to=local', `--manga=${fx.manga}`);
    expect(toDisk.status, toDisk.stderr).toBe(0);
    expect(toDisk.stdout).toMatch(/1 chapters? moved/);
    expect(fixture('storage_chapter_rows', { chapter: fx.chapter }).storage).toBe('local');
    const links = await signedLinks(); // local files, through the signed delivery route
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect((await fetch(link, { headers: { cookie: editor.cookie } })).status, link).toBe(200);
    const mirror = objects(); // the bucket copy stays (no --delete-remote), sealed again
    expect(mirror.sealed).toBe(true);
    for (const src of mirror.pages) await closed(src);

    const toBucket = wpYomuInEnglish('storage', 'migrate', '--to=s3', `--manga=${fx.manga}`);
    expect(toBucket.status, toBucket.stderr).toBe(0);
    expect(toBucket.stdout).toMatch(/1 chapters? moved/);
    expect(fixture('storage_chapter_rows', { chapter: fx.chapter }).storage).toBe('amazon');
    const back = objects();
    expect(back.sealed).toBe(true);
    for (const src of back.pages) await closed(src);
    const html = await (await fetch(fx.url, { headers: { cookie: editor.cookie } })).text();
    const urls = presignedIn(html).filter((url) => /\/\d{3}\.jpg\?/.test(url));
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(await status(url), url).toBe(200);
  });

  it('is unsealed by deactivation\'s unseal_all, and sealed again by the sweep', async () => {
    expect(fixture('premium_s3_unseal_all', {})).toBe(0);
    const open = objects();
    expect(open.sealed).toBe(false);
    for (const src of [...open.pages, ...open.variants]) expect(await status(src), src).toBe(200);
    expect(fixture('premium_seal_sweep', {})).toBe(true);
    const sealed = objects();
    expect(sealed.sealed).toBe(true);
    for (const src of [...sealed.pages, ...sealed.variants]) await closed(src);
  });
});
