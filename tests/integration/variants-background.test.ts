// Page variants built in the background (plugin/src/Images/Background) over real HTTP: a ZIP uploaded through
// the front-end form is answered before any variant exists, and the variants appear shortly after without any
// further request from the uploader; the worker endpoint refuses a caller without the site secret; Tools → Page
// variants shows the progress to an administrator and refuses a subscriber, and its backfill button refuses a
// missing nonce and a subscriber; `wp yomu images build` builds a chapter with counts and pages/s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wpYomuInEnglish } from '../support/cli';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'variants-Job-123';
type Fixture = { users: Record<'author' | 'subscriber', string>; ids: number[]; manga: number; old: number };
let fx: Fixture;
let tmp: string;
let problemsBefore: PhpLogMark;
const cookies = { author: '', subscriber: '', admin: '' };
const screen = () => `${site.url}/wp-admin/tools.php?page=yomu-variants`;

const missing = (chapter: number): number => fixture('variants_missing', { chapter });
const queued = (): number[] => fixture('variants_queued', {});

async function until(check: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 4; waited++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fixture('set_option', { name: 'yomu_test_variants_queue', value: 1 }); // Test sites queue variants only when asked (local-site.php).
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-variants-job-'));
  const stamp = Date.now().toString(36);
  const users = { author: `varjob_author_${stamp}`, subscriber: `varjob_subscriber_${stamp}` };
  const ids = (['author', 'subscriber'] as const).map((role) => fixture('make_user', { login: users[role], password: PASSWORD, role }));
  const [manga] = fixture('cache_make_manga', { titles: ['Variants job'], author: ids[0] });
  // Line art with screentone dots, so building takes the time a real page takes.
  const zip = fixture('variants_screentone_zip', { pages: 3 });
  fs.copyFileSync(zip, path.join(tmp, 'chapter.zip'));
  fs.rmSync(zip);
  // A chapter from before Yomu built variants (fixtures stay out of the queue, tests/fixtures/php/cli.php).
  const old = fixture('variants_make_screentone_chapter', { manga: manga.id, name: 'Old', seed: 9 });
  fx = { users, ids, manga: manga.id, old };
  cookies.author = await login(fx.users.author, PASSWORD);
  cookies.subscriber = await login(fx.users.subscriber, PASSWORD);
  cookies.admin = await login('admin', site.adminPassword);
}, 60000);

afterAll(async () => {
  fixture('set_option', { name: 'yomu_test_variants_queue', value: null });
  // Let a run still building this file's chapters finish before they are deleted.
  await until(() => !fixture('variants_worker_busy', {}), 60);
  fixture('delete_posts', { ids: [fx.manga] });
  fixture('delete_users', { ids: fx.ids });
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
}, 90000);

describe('variants built after the answer', () => {
  it('answers a ZIP upload before building, then builds the variants with no further request', async () => {
    const html = await (await fetch(`${site.url}/?p=${fx.manga}&post_type=wp-manga`, { headers: { cookie: cookies.author } })).text();
    const nonce = /name="_yomu_front_nonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const body = new FormData();
    for (const [k, v] of Object.entries({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Fresh' })) body.append(k, v);
    body.append('yomu_zip', new Blob([new Uint8Array(fs.readFileSync(path.join(tmp, 'chapter.zip')))]), 'chapter.zip');
    const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { cookie: cookies.author } });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    const chapter = fixture('storage_chapter_by_slug', { manga: fx.manga, slug: 'fresh' }).id;
    expect(missing(chapter), 'no variant was built before the answer').toBe(3);

    expect(await until(() => missing(chapter) === 0, 90), 'the variants appear after the answer').toBe(true);
    // The worker takes the chapter off its queue just after writing its last page's variants.
    expect(await until(() => !queued().includes(chapter), 10), 'the built chapter leaves the queue').toBe(true);
    const mimes = fixture('variants_mimes', { chapter }).join(' ');
    expect(mimes).toMatch(/image\/(webp|avif|png)/);
  }, 120000);

  it('refuses to start the worker without the site secret', async () => {
    for (const key of ['', 'guess']) {
      const response = await ajax({ action: 'yomu_variants_work', key });
      expect(response.status).toBe(403);
    }
  });
});

describe('Tools → Page variants', () => {
  it('shows the progress to an administrator and refuses a subscriber', async () => {
    const page = await fetch(screen(), { headers: { cookie: cookies.admin } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/id="yomu-variants-pages">[^<]*\d[^<]*\d/); // "1 of 4" in any language
    expect(html).toContain('id="yomu-variants-server"');
    expect(html).toMatch(/<button type="submit"[^>]*id="yomu-variants-backfill"/);
    const refused = await fetch(screen(), { headers: { cookie: cookies.subscriber } });
    expect(refused.status).toBe(403);
  });

  it('queues existing chapters from the button only with a nonce and the capability', async () => {
    const post = (cookie: string, nonce: string) =>
      fetch(`${site.url}/wp-admin/admin-post.php`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'yomu_variants_backfill', _wpnonce: nonce }),
        headers: { cookie },
        redirect: 'manual',
      });
    expect(queued()).not.toContain(fx.old);
    expect((await post(cookies.admin, '')).status).toBe(403);
    const subscriberNonce = fixture('variants_backfill_nonce_as', { user: fx.ids[1] });
    expect((await post(cookies.subscriber, subscriberNonce)).status).toBe(403);
    expect(queued(), 'refused requests queue nothing').not.toContain(fx.old);

    const html = await (await fetch(screen(), { headers: { cookie: cookies.admin } })).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const accepted = await post(cookies.admin, nonce);
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toMatch(/page=yomu-variants&queued=[1-9]/);
    expect(queued().includes(fx.old) || missing(fx.old) === 0, 'the old chapter was queued (or already built)').toBe(true);
  });
});

describe('wp yomu images build', () => {
  it('refuses a run without a choice of chapters', () => {
    const run = wpYomuInEnglish('images', 'build');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: wp yomu images build');
  });

  it('builds a chapter now and prints counts and pages/s', async () => {
    // The old chapter may be in a background run's hand: build a new one of our own.
    const chapter = fixture('storage_make_image_chapter', { manga: fx.manga, name: 'CLI', width: 600, height: 800, lines: 200 }).id;
    const dry = wpYomuInEnglish('images', 'build', `--chapter=${chapter}`, '--dry-run');
    expect(dry.stdout).toContain('Would build variants for 1 pages in 1 chapters.');
    expect(missing(chapter)).toBe(1);
    const run = wpYomuInEnglish('images', 'build', `--chapter=${chapter}`);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/1 chapters: [01] pages built, [01] without a smaller variant, 0 failed, in [\d.]+ s \([\d.]+ pages\/s\)/);
    expect(missing(chapter)).toBe(0);
    expect(wpYomuInEnglish('images', 'build', `--chapter=${chapter}`).stdout, 'a second run has nothing left').toContain('0 chapters:');
  }, 60000);
});
