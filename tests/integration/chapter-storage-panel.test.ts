// Issue 33, item 2: one chapter's storage from its wp-admin panel, against the test S3 server. An editor moves an
// image chapter to the bucket (the local copy stays as a mirror), removes the local copy, brings it back to local
// disk and removes the bucket's copy; the reader shows the same image bytes throughout. An author who cannot edit
// the manga, and an operation the chapter does not offer, change nothing.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminForm, adminForms, postAdmin } from '../support/admin-forms';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara';
import '../support/fixtures/storage';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const TAG = `csp${Date.now().toString(36)}`;
const PASSWORD = `${TAG}-Parola-1`;
let manga = 0;
let chapter = { id: 0, url: '' };
let saved: unknown;
let editor = '';
let users: number[] = [];
let problemsBefore: PhpLogMark;
let readerBytes = '';

const rows = () => fixture('storage_chapter_rows', { chapter: chapter.id });
const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** The hash of the page image the reader shows, and its URL. */
async function readerImage(): Promise<{ url: string; hash: string }> {
  const html = await (await fetch(chapter.url)).text();
  const url = (/<img id="image-\d+"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
  const image = await fetch(url);
  expect(image.status, url).toBe(200);
  return { url, hash: sha(await image.arrayBuffer()) };
}

/** The panel's storage text and buttons, as the editor sees them. */
async function panel(cookie = editor) {
  const html = await (await fetch(`${site.url}/wp-admin/post.php?post=${manga}&action=edit&yomu_chapter=${chapter.id}`, { headers: { cookie } })).text();
  return {
    reads: /<p class="yomu-storage-reads">([^<]*)<\/p>/.exec(html)?.[1] ?? '',
    ops: [...html.matchAll(/name="storage_op" value="([a-z_0-9]+)"/g)].map((m) => m[1]),
    form: adminForm(adminForms(html), 'yomu_chapter_storage', { chapter_id: chapter.id }),
  };
}

/** Runs an operation as the editor; the notice it leads to. */
async function run(op: string, cookie = editor): Promise<{ status: number; notice: string }> {
  const { form } = await panel();
  const sent = await postAdmin('admin-post.php', { ...form.fields, storage_op: op }, cookie);
  if (sent.status !== 303) return { status: sent.status, notice: '' };
  const back = await (await fetch(new URL(sent.headers.get('location') ?? '', site.url), { headers: { cookie } })).text();
  return { status: sent.status, notice: /<div class="notice (notice-\w+)[^"]*"[^>]*><p>([^<]*)<\/p>/.exec(back)?.slice(1).join(' ') ?? '' };
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  saved = fixture('storage_offer_bucket', { prefix: `${TAG}/` });
  [manga] = fixture('manga_make_published', { titles: [`Depolama ${TAG}`] });
  chapter = fixture('storage_make_image_chapter', { manga, name: 'Bölüm 1', width: 300, height: 400, lines: 30 });
  users = [fixture('make_user', { login: `${TAG}e`, password: PASSWORD, role: 'editor' }), fixture('make_user', { login: `${TAG}a`, password: PASSWORD, role: 'author' })];
  editor = await login(`${TAG}e`, PASSWORD);
  readerBytes = (await readerImage()).hash;
});

afterAll(() => {
  fixture('delete_posts', { ids: [manga] });
  fixture('delete_users', { ids: users });
  fixture('set_option', { name: 'yomu_storage', value: saved ?? null });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe("a chapter's storage from its panel", () => {
  it('moves the pages to S3, keeping the local copy, and the reader shows the same image from the bucket', async () => {
    expect(await panel()).toMatchObject({ reads: 'Sayfalar şuradan okunuyor: Yerel disk', ops: ['to_s3'] });
    expect(await run('to_s3')).toEqual({ status: 303, notice: 'notice-success Sayfalar S3’e taşındı. Yerel kopya da saklanır.' });
    const after = rows();
    expect(after.storage).toBe('amazon');
    expect(after.local).toHaveLength(1);
    expect(after.amazon?.[0].src).toContain(`/${TAG}/`);
    const shown = await readerImage();
    expect(shown.url).toContain(`/${TAG}/`);
    expect(shown.hash).toBe(readerBytes);
    expect((await panel()).ops).toEqual(['to_local', 'drop_local']);
  });

  it('refuses an author who cannot edit the manga and an operation the chapter does not offer, changing nothing', async () => {
    const before = rows();
    const asAuthor = await run('drop_local', await login(`${TAG}a`, PASSWORD));
    expect(asAuthor.status).toBe(403);
    expect(await run('to_s3')).toMatchObject({ notice: expect.stringMatching(/^notice-error /) });
    expect(await run('../../etc')).toMatchObject({ notice: expect.stringMatching(/^notice-error /) });
    expect(rows()).toEqual(before);
  });

  it('removes the local copy, then brings the pages back to local disk and removes the bucket copy', async () => {
    expect(await run('drop_local')).toEqual({ status: 303, notice: 'notice-success Yerel kopya kaldırıldı.' });
    expect(rows().local).toBeNull();
    expect((await readerImage()).hash).toBe(readerBytes);

    expect((await run('to_local')).notice).toBe('notice-success Sayfalar yerel diske taşındı. S3 kopyası da saklanır.');
    expect(rows().storage).toBe('local');
    expect(await run('drop_s3')).toEqual({ status: 303, notice: 'notice-success S3 kopyası kaldırıldı.' });
    const after = rows();
    expect(after.amazon).toBeNull();
    const shown = await readerImage();
    expect(shown.url).not.toContain(`/${TAG}/`);
    expect(shown.hash).toBe(readerBytes);
    expect(await panel()).toMatchObject({ reads: 'Sayfalar şuradan okunuyor: Yerel disk', ops: ['to_s3'] });
  });
});
