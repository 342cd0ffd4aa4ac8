// `wp yomu storage migrate` against the test S3 server (s3rver behind a SigV4 check, started by npm test): image
// chapters go to the bucket and back with every page list, reader page and image byte checked; an unreachable
// bucket fails each chapter and changes none; --delete-local and --delete-remote remove an old copy only after it
// verified; a run killed mid-way and run again finishes the job without redoing the chapters already moved, and no
// chapter ever points at missing pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWpYomuInEnglish, wpYomuInEnglish } from '../support/cli';
import { fixture } from '../support/fixture';
import { phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';

let fx: ReturnType<typeof makeFixture>;
let problemsBefore: PhpLogMark;
/** Each chapter's reader image URLs and the SHA-256 of their bytes while the pages were local. */
const before: Record<string, { urls: string[]; hashes: string[] }> = {};

const endpoint = process.env.YOMU_S3_ENDPOINT ?? '';
const bucket = process.env.YOMU_S3_BUCKET ?? '';
const makeFixture = () => fixture('storage_make_migration_manga', {});
const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const ids = (record: Record<string, string>): number[] => Object.keys(record).map(Number);
const migrate = (...args: string[]) => wpYomuInEnglish('storage', 'migrate', ...args);

/** A chapter's storage in use and its local and amazon page rows, fresh from the database. */
const rows = (chapter: number) => fixture('storage_chapter_rows', { chapter });

/** The image URLs the public reader page shows for a chapter (list style: every page). */
async function readerImages(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}?style=list`)).text();
  return [...html.matchAll(/<img id="image-\d+"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

/** SHA-256 of each URL's bytes (every answer must be 200). */
async function hashes(urls: string[]): Promise<string[]> {
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      return sha(Buffer.from(await response.arrayBuffer()));
    }),
  );
}

const localFile = (src: string): string => `${fx.dataDir}${src}`;

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx = makeFixture();
  for (const [chapter, url] of Object.entries({ ...fx.chapters, ...fx.resumeChapters })) {
    const urls = await readerImages(url);
    before[chapter] = { urls, hashes: await hashes(urls) };
  }
}, 120000);

afterAll(() => {
  if (!fx) return;
  fixture('delete_posts', { ids: [fx.manga, fx.text, fx.resume] });
  fixture('set_option', { name: 'yomu_storage_migration', value: null });
  fixture('set_option', { name: 'yomu_storage', value: fx.saved ?? null });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 60000);

describe('wp yomu storage migrate', () => {
  it('lists what a dry run would move and changes nothing', () => {
    const chapters = ids(fx.chapters);
    const snapshot = chapters.map(rows);
    const run = migrate('--to=s3', `--manga=${fx.manga},${fx.text}`, '--dry-run');
    expect(run.status, run.stderr).toBe(0);
    for (const chapter of chapters) expect(run.stdout).toContain(`Chapter ${chapter} (`);
    expect(run.stdout).toContain('Dry run: 3 chapters would move (9 pages,');
    expect(run.stdout).toMatch(/2 skipped \((pages on imgur: 1, text or video chapter: 1|text or video chapter: 1, pages on imgur: 1)\)\. 0 failed\./);
    expect(chapters.map(rows)).toEqual(snapshot);
  });

  it('leaves every chapter as it was when the bucket cannot be reached, goes on to the next one, and exits 1', () => {
    const chapters = ids(fx.chapters);
    const snapshot = chapters.map(rows);
    const setEndpoint = (url: string) => fixture('storage_set_endpoint', { url });
    setEndpoint('http://127.0.0.1:1'); // Nothing listens there: connection refused.
    try {
      const run = migrate('--to=s3', `--manga=${fx.manga}`);
      expect(run.status).toBe(1);
      for (const chapter of chapters) expect(run.stderr).toContain(`Chapter ${chapter} (`);
      expect(run.stderr).toContain('0 chapters moved');
      expect(run.stderr).toContain('3 failed');
    } finally {
      setEndpoint(endpoint);
    }
    expect(chapters.map(rows)).toEqual(snapshot);
    expect(fixture('get_option', { name: 'yomu_storage_migration' })).toBeNull();
  });

  it('moves every page to the bucket, switches each chapter only then, and the reader serves the same bytes from there', async () => {
    const local = Object.fromEntries(ids(fx.chapters).map((chapter) => [chapter, rows(chapter).local]));
    const run = migrate('--to=s3', `--manga=${fx.manga},${fx.text}`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('3 chapters moved (9 pages,');
    for (const [chapter, url] of Object.entries(fx.chapters)) {
      const now = rows(Number(chapter));
      expect(now.storage).toBe('amazon');
      expect(now.local).toEqual(local[chapter]); // The local copy stays as a mirror.
      expect(now.amazon).toEqual(local[chapter]!.map((entry) => ({ ...entry, src: `${endpoint}/${bucket}/${fx.prefix}${entry.src}` })));
      for (const entry of now.local!) expect(fs.existsSync(localFile(entry.src))).toBe(true);
      const images = await readerImages(url);
      expect(images).toEqual(now.amazon!.map((entry) => entry.src));
      expect(await hashes(images)).toEqual(before[chapter].hashes);
    }
    expect(rows(fx.imgur).storage).toBe('imgur');
  });

  it('removes a local copy with --delete-local only once every object of that chapter verified', async () => {
    const [bad, ...good] = ids(fx.chapters);
    const local = Object.fromEntries(ids(fx.chapters).map((chapter) => [chapter, rows(chapter).local!]));
    // One object of the first chapter no longer holds its page (same key, other bytes).
    expect(fixture('storage_spoil_object', { src: local[bad][1].src })).toBe(true);
    const run = migrate('--to=s3', `--manga=${fx.manga}`, '--delete-local');
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`Chapter ${bad} (`);
    expect(run.stderr).toContain('2 old copies removed');
    expect(rows(bad).local).toEqual(local[bad]);
    for (const entry of local[bad]) expect(fs.existsSync(localFile(entry.src))).toBe(true);
    for (const chapter of good) {
      expect(rows(chapter)).toMatchObject({ storage: 'amazon', local: null });
      for (const entry of local[chapter]) expect(fs.existsSync(localFile(entry.src))).toBe(false);
      expect(fs.existsSync(localFile(local[chapter][0].src.replace(/[^/]+$/, '')))).toBe(false); // The chapter folder too.
      expect(await hashes(await readerImages(fx.chapters[chapter]))).toEqual(before[chapter].hashes);
    }

    // With the page back in the bucket, the same command finishes the job.
    expect(fixture('storage_restore_object', { src: local[bad][1].src })).toBe(true);
    const again = migrate('--to=s3', `--manga=${fx.manga}`, '--delete-local');
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('0 chapters moved (0 pages, 0 B), 1 old copies removed. 3 skipped');
    expect(rows(bad).local).toBeNull();
    for (const entry of local[bad]) expect(fs.existsSync(localFile(entry.src))).toBe(false);
    expect(await hashes(await readerImages(fx.chapters[bad]))).toEqual(before[bad].hashes);
  });

  it('comes back to local disk under the original URLs and bytes, and --delete-remote removes the objects after that', async () => {
    const run = migrate('--to=local', `--manga=${fx.manga}`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('3 chapters moved (9 pages,');
    const keys: string[] = [];
    for (const [chapter, url] of Object.entries(fx.chapters)) {
      const now = rows(Number(chapter));
      expect(now.storage).toBe('local');
      expect(now.amazon).not.toBeNull(); // The bucket copy stays as a mirror.
      const images = await readerImages(url);
      expect(images).toEqual(before[chapter].urls);
      expect(await hashes(images)).toEqual(before[chapter].hashes);
      keys.push(...now.local!.map((entry) => `${fx.prefix}${entry.src}`));
    }
    const clean = migrate('--to=local', `--manga=${fx.manga}`, '--delete-remote');
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('3 old copies removed');
    for (const chapter of ids(fx.chapters)) expect(rows(chapter).amazon).toBeNull();
    const heads = fixture('storage_heads', { keys });
    expect(heads).toEqual(keys.map(() => null));
    for (const [chapter, url] of Object.entries(fx.chapters)) expect(await hashes(await readerImages(url))).toEqual(before[chapter].hashes);
  });

  it('finishes a run killed mid-way when run again, without redoing moved chapters, and no chapter ever points at missing pages', async () => {
    const chapters = ids(fx.resumeChapters);
    const { child, killGroup } = spawnWpYomuInEnglish('storage', 'migrate', '--to=s3', `--manga=${fx.resume}`);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(': moved,')) killGroup();
    });
    const signal = await new Promise((resolve) => child.on('exit', (_code, killed) => resolve(killed)));
    expect(signal).toBe('SIGKILL');

    const moved = chapters.filter((chapter) => rows(chapter).storage === 'amazon');
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.length).toBeLessThan(chapters.length);
    for (const [chapter, url] of Object.entries(fx.resumeChapters)) {
      expect(await hashes(await readerImages(url)), `chapter ${chapter}`).toEqual(before[chapter].hashes);
    }

    const run = migrate('--to=s3', `--manga=${fx.resume}`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`${chapters.length - moved.length} chapters moved (${3 * (chapters.length - moved.length)} pages,`);
    expect(run.stdout).toContain(`${moved.length} skipped (already on S3: ${moved.length})`);
    for (const [chapter, url] of Object.entries(fx.resumeChapters)) {
      expect(rows(Number(chapter)).storage).toBe('amazon');
      const images = await readerImages(url);
      expect(images.every((image) => image.startsWith(`${endpoint}/${bucket}/${fx.prefix}`))).toBe(true);
      expect(await hashes(images)).toEqual(before[chapter].hashes);
    }
    expect(fixture('get_option', { name: 'yomu_storage_migration' })).toBeNull();
  }, 60000);
});
