// `wp yomu storage migrate` against the test S3 server (s3rver behind a SigV4 check, started by npm test): image
// chapters go to the bucket and back with every page list, reader page and image byte checked; an unreachable
// bucket fails each chapter and changes none; --delete-local and --delete-remote remove an old copy only after it
// verified; a run killed mid-way and run again finishes the job without redoing the chapters already moved, and no
// chapter ever points at missing pages.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnWpYomuInEnglish, wpYomuInEnglish } from '../support/cli';
import { phpLogMark, phpProblemsSince, type PhpLogMark, wpEval } from '../support/site';

interface Entry {
  src: string;
  mime: string;
  w: number;
  h: number;
}

interface Rows {
  storage: string;
  local: Entry[] | null;
  amazon: Entry[] | null;
}

interface Fixture {
  manga: number;
  text: number;
  resume: number;
  chapters: Record<string, string>; // chapter ID => reader URL (manga)
  resumeChapters: Record<string, string>; // chapter ID => reader URL (resume manga)
  imgur: number;
  prefix: string;
  dataDir: string;
  saved: unknown;
}

let fx: Fixture;
let problemsBefore: PhpLogMark;
/** Each chapter's reader image URLs and the SHA-256 of their bytes while the pages were local. */
const before: Record<string, { urls: string[]; hashes: string[] }> = {};

const endpoint = process.env.YOMU_S3_ENDPOINT ?? '';
const bucket = process.env.YOMU_S3_BUCKET ?? '';
const json = <T>(code: string): T => JSON.parse(wpEval(code)) as T;
const sha = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
const ids = (record: Record<string, string>): number[] => Object.keys(record).map(Number);
const migrate = (...args: string[]) => wpYomuInEnglish('storage', 'migrate', ...args);

/** A chapter's storage in use and its local and amazon page rows, fresh from the database. */
function rows(chapter: number): Rows {
  return json(`
    global $wpdb;
    $t = Yomu\\Core\\Content\\Schema::tables();
    echo wp_json_encode( array(
      'storage' => $wpdb->get_var( $wpdb->prepare( "SELECT storage_in_use FROM \`{$t['chapters']}\` WHERE chapter_id = %d", ${chapter} ) ),
      'local'   => Yomu\\Core\\Content\\PageRows::get( ${chapter}, 'local' ),
      'amazon'  => Yomu\\Core\\Content\\PageRows::get( ${chapter}, 'amazon' ),
    ) );`);
}

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
  fx = json<Fixture>(`
    $saved  = get_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION, null );
    $prefix = 'migrate-' . strtolower( wp_generate_password( 6, false ) ) . '/';
    update_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION, array( 'target' => 'local', 'endpoint' => getenv( 'YOMU_S3_ENDPOINT' ), 'region' => getenv( 'YOMU_S3_REGION' ), 'bucket' => getenv( 'YOMU_S3_BUCKET' ), 'prefix' => $prefix, 'path_style' => true ) );
    $make = fn ( $title ) => wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => $title . ' ' . wp_generate_password( 6, false ) ) );
    $page = function ( int $seed ): array {
      mt_srand( $seed );
      $img = imagecreatetruecolor( 500 + $seed % 7, 700 );
      for ( $i = 0; $i < 40; $i++ ) {
        imagefilledrectangle( $img, mt_rand( 0, 500 ), mt_rand( 0, 700 ), mt_rand( 0, 500 ), mt_rand( 0, 700 ), imagecolorallocate( $img, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) ) );
      }
      $path = get_temp_dir() . 'yomu-migrate-' . $seed . '-' . wp_generate_password( 6, false ) . '.png';
      imagepng( $img, $path );
      return array( 'path' => $path, 'name' => $seed . '.png' );
    };
    $chapters = function ( int $manga, int $count ) use ( $page ): array {
      $urls = array();
      for ( $n = 1; $n <= $count; $n++ ) {
        $chapter = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Bölüm ' . $n ), array( $page( $manga * 100 + $n * 3 ), $page( $manga * 100 + $n * 3 + 1 ), $page( $manga * 100 + $n * 3 + 2 ) ) );
        $urls[ $chapter->id ] = get_permalink( $manga ) . $chapter->slug . '/';
      }
      return $urls;
    };
    $manga  = $make( 'Göç' );
    $resume = $make( 'Göç yarıda' );
    $text   = $make( 'Göç roman' );
    update_post_meta( $text, '_wp_manga_chapter_type', 'text' );
    Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $text, array( 'name' => 'Bölüm 1' ), '<p>Metin.</p>' );
    $urls  = $chapters( $manga, 3 );
    $imgur = array_keys( $chapters( $manga, 1 ) )[0];
    global $wpdb;
    $wpdb->update( Yomu\\Core\\Content\\Schema::tables()['chapters'], array( 'storage_in_use' => 'imgur' ), array( 'chapter_id' => $imgur ) );
    Yomu\\Core\\Content\\PageRows::save( $imgur, array( array( 'src' => 'https://i.imgur.com/yomu.jpg', 'mime' => 'image/jpeg' ) ), 'imgur' );
    echo wp_json_encode( array(
      'manga' => $manga, 'text' => $text, 'resume' => $resume, 'chapters' => $urls, 'resumeChapters' => $chapters( $resume, 8 ),
      'imgur' => $imgur, 'prefix' => $prefix, 'dataDir' => Yomu\\Core\\Content\\Storage\\Paths::data_dir(), 'saved' => $saved,
    ) );`);
  for (const [chapter, url] of Object.entries({ ...fx.chapters, ...fx.resumeChapters })) {
    const urls = await readerImages(url);
    before[chapter] = { urls, hashes: await hashes(urls) };
  }
}, 120000);

afterAll(() => {
  if (!fx) return;
  wpEval(`
    foreach ( array( ${fx.manga}, ${fx.text}, ${fx.resume} ) as $id ) { wp_delete_post( $id, true ); }
    delete_option( Yomu\\Core\\Content\\Storage\\Migration\\Journal::OPTION );
    $saved = json_decode( '${JSON.stringify(fx.saved ?? null)}', true );
    null === $saved ? delete_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION ) : update_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION, $saved );`);
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
    const setEndpoint = (url: string) =>
      wpEval(`$s = get_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION ); $s['endpoint'] = '${url}'; update_option( Yomu\\Core\\Content\\Storage\\S3\\Settings::OPTION, $s );`);
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
    expect(wpEval(`var_export( get_option( Yomu\\Core\\Content\\Storage\\Migration\\Journal::OPTION ) );`)).toBe('false');
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
    wpEval(`
      $config = Yomu\\Core\\Content\\Storage\\S3\\Config::configured();
      $other  = get_temp_dir() . 'yomu-migrate-other.png';
      file_put_contents( $other, 'not the page' );
      ( new Yomu\\Core\\Content\\Storage\\S3\\Client( $config ) )->put_file( $config->object_key( '${local[bad][1].src}' ), $other, 'image/png' );
      unlink( $other );`);
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
    wpEval(`
      $config = Yomu\\Core\\Content\\Storage\\S3\\Config::configured();
      ( new Yomu\\Core\\Content\\Storage\\S3\\Client( $config ) )->put_file( $config->object_key( '${local[bad][1].src}' ), Yomu\\Core\\Content\\Storage\\Paths::local_file( '${local[bad][1].src}' ), 'image/png' );`);
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
    const heads = json<unknown[]>(`
      $client = new Yomu\\Core\\Content\\Storage\\S3\\Client( Yomu\\Core\\Content\\Storage\\S3\\Config::configured() );
      echo wp_json_encode( array_map( array( $client, 'head' ), json_decode( '${JSON.stringify(keys)}', true ) ) );`);
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
    expect(wpEval(`var_export( get_option( Yomu\\Core\\Content\\Storage\\Migration\\Journal::OPTION ) );`)).toBe('false');
  }, 60000);
});
