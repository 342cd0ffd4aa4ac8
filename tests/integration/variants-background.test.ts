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
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

const PASSWORD = 'variants-Job-123';
type Fixture = { users: Record<'author' | 'subscriber', string>; ids: number[]; manga: number; old: number };
let fx: Fixture;
let tmp: string;
let problemsBefore: PhpLogMark;
const cookies = { author: '', subscriber: '', admin: '' };
const screen = () => `${site.url}/wp-admin/tools.php?page=yomu-variants`;

const missing = (chapter: number): number => Number(wpEval(`echo Yomu\\Core\\Images\\ChapterVariants::missing( ${chapter} );`));
const queued = (): number[] =>
  JSON.parse(wpEval(`global $wpdb; echo wp_json_encode( array_map( 'intval', $wpdb->get_col( 'SELECT chapter_id FROM \`' . Yomu\\Core\\Images\\Background\\QueueTable::name() . '\`' ) ) );`)) as number[];

async function until(check: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 4; waited++) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return check();
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  wpEval(`update_option( 'yomu_test_variants_queue', 1 );`); // Test sites queue variants only when asked (local-site.php).
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-variants-job-'));
  fx = JSON.parse(
    wpEval(`
    $ids = array(); $users = array();
    foreach ( array( 'author', 'subscriber' ) as $role ) {
      $login = 'varjob_' . $role;
      $id = wp_insert_user( array( 'user_login' => $login, 'user_pass' => '${PASSWORD}', 'user_email' => $login . '@example.com', 'role' => $role ) );
      if ( is_wp_error( $id ) ) { $id = get_user_by( 'login', $login )->ID; wp_set_password( '${PASSWORD}', $id ); }
      $ids[] = (int) $id; $users[ $role ] = $login;
    }
    $manga = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Variants job', 'post_author' => $ids[0] ) );
    // Line art with screentone dots, so building takes the time a real page takes.
    $draw = function ( $seed ) {
      mt_srand( $seed );
      $im = imagecreatetruecolor( 900, 1300 );
      imagefill( $im, 0, 0, imagecolorallocate( $im, 250, 250, 245 ) );
      $ink = imagecolorallocate( $im, 20, 20, 20 );
      for ( $y = 0; $y < 650; $y += 6 ) { for ( $x = ( $y / 6 ) % 2 * 3; $x < 900; $x += 6 ) { imagefilledellipse( $im, $x, $y, 3, 3, $ink ); } }
      imagesetthickness( $im, 3 );
      for ( $i = 0; $i < 120; $i++ ) { imageline( $im, mt_rand( 0, 899 ), mt_rand( 0, 1299 ), mt_rand( 0, 899 ), mt_rand( 0, 1299 ), $ink ); }
      ob_start(); imagejpeg( $im, null, 85 ); return ob_get_clean();
    };
    $zip = new ZipArchive(); $zip->open( '${tmp}/chapter.zip', ZipArchive::CREATE | ZipArchive::OVERWRITE );
    for ( $p = 1; $p <= 3; $p++ ) { $zip->addFromString( "ch/$p.jpg", $draw( $p ) ); }
    $zip->close();
    // A chapter from before Yomu built variants (fixtures stay out of the queue, see wpEval).
    $f = tempnam( get_temp_dir(), 'varjob' ); file_put_contents( $f, $draw( 9 ) );
    $old = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Old' ), array( array( 'path' => $f, 'name' => '1.jpg' ) ) )->id;
    echo wp_json_encode( array( 'users' => $users, 'ids' => $ids, 'manga' => $manga, 'old' => $old ) );`),
  ) as Fixture;
  cookies.author = await login(fx.users.author, PASSWORD);
  cookies.subscriber = await login(fx.users.subscriber, PASSWORD);
  cookies.admin = await login('admin', site.adminPassword);
}, 60000);

afterAll(async () => {
  fixture('set_option', { name: 'yomu_test_variants_queue', value: null });
  // Let a run still building this file's chapters finish before they are deleted.
  await until(() => wpEval('echo (int) Yomu\\Core\\Images\\Background\\WorkerLease::held();') === '0', 60);
  wpEval(`
    require_once ABSPATH . 'wp-admin/includes/user.php';
    foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( ${fx.manga} ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); Yomu\\Core\\Images\\Background\\Queue::remove( $c->id ); }
    $folder = get_post_meta( ${fx.manga}, 'manga_unique_id', true );
    if ( $folder ) { Yomu\\Core\\Content\\Storage\\Files::delete_tree( Yomu\\Core\\Content\\Storage\\Paths::data_dir() . $folder ); }
    wp_delete_post( ${fx.manga}, true );
    foreach ( array( ${fx.ids.join(',')} ) as $u ) { wp_delete_user( $u ); }`);
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
    const chapter = Number(wpEval(`echo Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, 'fresh' )->id;`));
    expect(missing(chapter), 'no variant was built before the answer').toBe(3);

    expect(await until(() => missing(chapter) === 0, 90), 'the variants appear after the answer').toBe(true);
    expect(queued()).not.toContain(chapter);
    const mimes = wpEval(`foreach ( Yomu\\Core\\Content\\ChapterRepository::pages( Yomu\\Core\\Content\\ChapterRepository::find( ${chapter} ) ) as $p ) { foreach ( $p->variants as $v ) { echo $v->mime, ' '; } }`);
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
    const subscriberNonce = wpEval(`wp_set_current_user( ${fx.ids[1]} ); echo wp_create_nonce( 'yomu_variants_backfill' );`);
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
    const chapter = Number(
      wpEval(`
      $f = tempnam( get_temp_dir(), 'varjob' ); $im = imagecreatetruecolor( 600, 800 );
      for ( $i = 0; $i < 200; $i++ ) { imageline( $im, mt_rand( 0, 599 ), mt_rand( 0, 799 ), mt_rand( 0, 599 ), mt_rand( 0, 799 ), imagecolorallocate( $im, 240, 240, 240 ) ); }
      imagejpeg( $im, $f, 85 );
      echo Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( ${fx.manga}, array( 'name' => 'CLI' ), array( array( 'path' => $f, 'name' => '1.jpg' ) ) )->id;`),
    );
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
