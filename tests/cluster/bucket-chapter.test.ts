// With chapter pages in the S3 bucket, a chapter an author uploads through node A is readable through node B at
// once, its page images served from the bucket; guests see it on the manga page through the balancer's page cache
// at once too (the purge reaches the one cache in front of both nodes).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ajaxOn, nodeOf, onNode } from '../support/cluster';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Kova-şifresi-3';
const prefix = `cluster-${Date.now().toString(36)}/`;
let fx: { user: number; login: string; manga: number };
let storageBefore: unknown = null;
let problemsBefore: PhpLogMark;

/** A PNG drawn by PHP's GD, as bytes. */
function png(width: number): Blob {
  const base64 = fixture('storage_png', { width, height: 50 });
  return new Blob([new Uint8Array(Buffer.from(base64, 'base64'))], { type: 'image/png' });
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  storageBefore = fixture('get_option', { name: 'yomu_storage' });
  const bucket = process.env.YOMU_S3_BUCKET;
  expect(bucket, 'the cluster layer starts an S3 server (YOMU_S3_BUCKET)').toBeTruthy();
  fixture('storage_use_bucket', { prefix });
  const name = `bucket_author_${Math.random().toString(36).slice(2, 8)}`;
  const user = fixture('make_user', { login: name, password: PASSWORD, role: 'author' });
  const [manga] = fixture('cache_make_manga', { titles: ['Cluster bucket manga'], author: user });
  fx = { user, login: name, manga: manga.id };
}, 60_000);

afterAll(() => {
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: [fx.user] });
  fixture('set_option', { name: 'yomu_storage', value: storageBefore });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60_000);

it('a chapter uploaded through node A is read through node B at once, its pages from the bucket', async () => {
  const mangaUrl = `${site.url}/?p=${fx.manga}&post_type=wp-manga`;
  const guestBefore = await (await fetch(mangaUrl)).text(); // now in the page cache
  expect(guestBefore).not.toContain('Bölüm Kova');

  const signIn = await ajaxOn('a', { action: 'wp_manga_signin', login: fx.login, pass: PASSWORD, nonce: await accountNonce() });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const form = await (await onNode('a', mangaUrl, { headers: { cookie }, redirect: 'follow' })).text();
  const nonce = /name="_yomu_front_nonce" value="([^"]+)"/.exec(form)?.[1] ?? '';
  expect(nonce).not.toBe('');
  const body = new FormData();
  for (const [key, value] of Object.entries({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm Kova', chapter_kind: 'images' })) {
    body.append(key, value);
  }
  body.append('yomu_images[]', png(120), '1.png');
  body.append('yomu_images[]', png(140), '2.png');
  const created = await onNode('a', '/wp-admin/admin-ajax.php', { method: 'POST', body, headers: { cookie } });
  expect(nodeOf(created)).toBe('a');
  const answer = (await created.json()) as { success: boolean; data: { url: string } };
  expect(answer.success).toBe(true);

  const listStyle = new URL(answer.data.url);
  listStyle.searchParams.set('style', 'list'); // every page in the HTML
  const reading = await onNode('b', listStyle.href);
  expect(nodeOf(reading)).toBe('b');
  expect(reading.status).toBe(200);
  const html = await reading.text();
  const srcs = [...html.matchAll(/<img id="image-\d+"[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  expect(srcs).toHaveLength(2);
  for (const src of srcs) {
    expect(src.startsWith(`${process.env.YOMU_S3_ENDPOINT}/${process.env.YOMU_S3_BUCKET}/${prefix}`)).toBe(true);
    const image = await fetch(src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  }

  const guestAfter = await (await fetch(mangaUrl)).text();
  expect(guestAfter).toContain('Bölüm Kova');
});

async function accountNonce(): Promise<string> {
  const html = await (await onNode('a', '/')).text();
  const nonce = /data-island="account-modals"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)&quot;/.exec(html)?.[1];
  if (!nonce) throw new Error('no account nonce on the home page');
  return nonce;
}
