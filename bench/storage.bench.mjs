// Moving existing chapters between local disk and an S3 bucket (`wp yomu storage migrate`) against the local S3
// server (s3rver behind its SigV4 check, scripts/lib/s3.mjs): pages/s to the bucket (each page put, then verified by
// HEAD: size and MD5 ETag), back to disk (downloaded and verified) and for removing the verified local copy; a run
// killed with SIGKILL half-way and run again, as the time to finish vs a clean run; and the demo site to the bucket
// and back with every page list and file byte-identical. `npm run bench -- --only=storage`.
//
// Chapters: the demo site's (small pages), then generated ones of realistic size (YOMU_BENCH_MIGRATE_CHAPTERS,
// default 24, of 20 JPEG pages of about 300 KB). The keys come from the environment (AWS_ACCESS_KEY_ID…), the
// bucket from the storage option, which is put back afterwards; the generated manga are deleted.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoDir } from '../scripts/lib/paths.mjs';
import { startS3 } from '../scripts/lib/s3.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Storage: moving chapters to an S3 bucket and back (wp yomu storage migrate, s3rver)';

const chapterCount = Number(process.env.YOMU_BENCH_MIGRATE_CHAPTERS ?? 24);
const pagesPerChapter = 20;
const wpBin = path.join(repoDir, 'vendor/bin/wp');

/** Page rows and an MD5 of every file in the data folder, to prove a round trip lost nothing. */
function snapshot(siteDir) {
  return phpInSite(
    siteDir,
    `global $wpdb;
    $t = Yomu\\Core\\Content\\Schema::tables();
    $rows = $wpdb->get_results( "SELECT chapter_id, storage, data FROM \`{$t['data']}\` ORDER BY chapter_id, storage", ARRAY_A );
    $chapters = $wpdb->get_results( "SELECT chapter_id, storage_in_use FROM \`{$t['chapters']}\` ORDER BY chapter_id", ARRAY_A );
    $files = array();
    $dir = Yomu\\Core\\Content\\Storage\\Paths::data_dir();
    foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) ) as $file ) {
      $files[ substr( (string) $file, strlen( $dir ) ) ] = md5_file( (string) $file );
    }
    ksort( $files );
    echo md5( wp_json_encode( array( $rows, $chapters, $files ) ) );`,
  );
}

/** The chapters whose every page has its variants (the demo builds its first chapter's). */
function chaptersWithVariants(siteDir) {
  return JSON.parse(
    phpInSite(
      siteDir,
      `global $wpdb;
      $t = Yomu\\Core\\Content\\Schema::tables();
      $ids = array_map( 'intval', $wpdb->get_col( "SELECT chapter_id FROM \`{$t['data']}\` WHERE storage = 'local'" ) );
      echo wp_json_encode( array_values( array_filter( $ids, fn ( $id ) => 0 === Yomu\\Core\\Images\\ChapterVariants::missing( $id ) ) ) );`,
    ),
  );
}

/**
 * Variants live with the storage they were built in, so a round trip queues them again for the background worker,
 * which the bench does not run: they are built here, as the worker would, so the site is as it was for the
 * sections after this one (the Web Vitals reader reads the demo's first chapter) and the round trip is compared
 * whole.
 */
function buildVariants(siteDir, chapterIds) {
  for (const id of chapterIds) phpInSite(siteDir, `Yomu\\Core\\Images\\ChapterVariants::build( ${Number(id)} );`);
}

export async function run(site) {
  const s3 = await startS3({ name: 'bench-storage' });
  const env = { ...process.env, AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey };
  const args = (options) => ['--allow-root', `--path=${site.siteDir}`, '--exec=WP_CLI::add_wp_hook( "locale", static fn () => "en_US" );', 'yomu', 'storage', 'migrate', ...options];
  const migrate = (...options) => {
    const began = process.hrtime.bigint();
    const result = spawnSync(wpBin, args(options), { encoding: 'utf8', env, maxBuffer: 1 << 26 });
    const seconds = Number(process.hrtime.bigint() - began) / 1e9;
    if (result.status !== 0) throw new Error(`wp yomu storage migrate ${options.join(' ')} failed:\n${result.stderr}`);
    site.log(`${options.join(' ')}: ${seconds.toFixed(2)} s, ${result.stdout.trim().split('\n').pop()}`);
    return seconds;
  };
  const saved = phpInSite(
    site.siteDir,
    `echo wp_json_encode( get_option( 'yomu_storage', null ) );
    update_option( 'yomu_storage', array( 'target' => 'local', 'endpoint' => '${s3.endpoint}', 'region' => '${s3.region}', 'bucket' => '${s3.bucket}', 'prefix' => 'bench/', 'path_style' => true ) );`,
  );
  const rows = [];
  let generated = [];
  try {
    // The demo site (every manga) to the bucket and back.
    const built = chaptersWithVariants(site.siteDir);
    const demoBefore = snapshot(site.siteDir);
    const demoPages = Number(phpInSite(site.siteDir, `global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables(); $n = 0; foreach ( $wpdb->get_col( "SELECT data FROM \`{$t['data']}\` WHERE storage = 'local'" ) as $d ) { $n += count( (array) json_decode( $d, true ) ); } echo $n;`));
    const demoUp = migrate('--to=s3');
    migrate('--to=s3', '--delete-local');
    const demoDown = migrate('--to=local');
    migrate('--to=local', '--delete-remote');
    buildVariants(site.siteDir, built);
    const demoSame = snapshot(site.siteDir) === demoBefore;
    rows.push(
      { name: `demo site to the bucket (${demoPages} pages of about 4 KB)`, value: Math.round(demoPages / demoUp), unit: 'pages/s' },
      { name: 'demo site back to local disk (downloaded)', value: Math.round(demoPages / demoDown), unit: 'pages/s' },
      { name: 'demo site after the round trip: page lists and files byte-identical (1 = yes)', value: demoSame ? 1 : 0, unit: '', floor: 1 },
    );

    // Generated chapters of realistic size.
    generated = JSON.parse(
      phpInSite(
        site.siteDir,
        `mt_srand( 16 );
        $pool = array();
        for ( $i = 0; $i < 8; $i++ ) {
          $img = imagecreatetruecolor( 760, 1100 );
          for ( $e = 0; $e < 60; $e++ ) { imagefilledellipse( $img, mt_rand( 0, 760 ), mt_rand( 0, 1100 ), mt_rand( 20, 400 ), mt_rand( 20, 400 ), imagecolorallocate( $img, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) ) ); }
          for ( $y = 0; $y < 1100; $y += 2 ) { for ( $x = 0; $x < 760; $x += 2 ) { if ( 0 === mt_rand( 0, 3 ) ) { imagesetpixel( $img, $x, $y, mt_rand( 0, 0xffffff ) ); } } }
          $pool[ $i ] = get_temp_dir() . "yomu-bench-page-$i.jpg";
          imagejpeg( $img, $pool[ $i ], 82 );
        }
        $manga = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Bench storage migration' ) );
        $bytes = 0;
        for ( $c = 1; $c <= ${chapterCount}; $c++ ) {
          $seed = get_temp_dir() . 'yomu-bench-seed.jpg';
          copy( $pool[0], $seed );
          $chapter = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => "Chapter $c" ), array( array( 'path' => $seed, 'name' => '1.jpg' ) ) );
          $first = Yomu\\Core\\Content\\PageRows::get( $chapter->id )[0];
          $dir = dirname( $first['src'] );
          unlink( Yomu\\Core\\Content\\Storage\\Paths::local_file( $first['src'] ) );
          $entries = array();
          for ( $p = 1; $p <= ${pagesPerChapter}; $p++ ) {
            $src = sprintf( '%s/%03d.jpg', $dir, $p );
            copy( $pool[ ( $c + $p ) % 8 ], Yomu\\Core\\Content\\Storage\\Paths::local_file( $src ) );
            $bytes += filesize( Yomu\\Core\\Content\\Storage\\Paths::local_file( $src ) );
            $entries[] = array( 'src' => $src, 'mime' => 'image/jpeg', 'w' => 760, 'h' => 1100 );
          }
          Yomu\\Core\\Content\\PageRows::save( $chapter->id, $entries );
        }
        array_map( 'unlink', $pool );
        echo wp_json_encode( array( $manga, $bytes ) );`,
      ),
    );
    const [manga, bytes] = generated;
    const pages = chapterCount * pagesPerChapter;
    const megabytes = bytes / 1e6;
    const only = `--manga=${manga}`;
    const before = snapshot(site.siteDir);
    const up = migrate('--to=s3', only);
    const clean = migrate('--to=s3', only, '--delete-local');
    const down = migrate('--to=local', only);
    migrate('--to=local', only, '--delete-remote');
    const same = snapshot(site.siteDir) === before;

    // Killed with SIGKILL once half the chapters moved, then run again with the same options.
    const child = spawn(wpBin, args(['--to=s3', only]), { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
    let moved = 0;
    child.stdout.on('data', (chunk) => {
      moved += (String(chunk).match(/: moved,/g) ?? []).length;
      if (moved >= chapterCount / 2) process.kill(-child.pid, 'SIGKILL');
    });
    await new Promise((resolve) => child.on('exit', resolve));
    const done = Number(phpInSite(site.siteDir, `global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables(); echo $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM \`{$t['chapters']}\` WHERE post_id = %d AND storage_in_use = 'amazon'", ${manga} ) );`));
    const resume = migrate('--to=s3', only);
    migrate('--to=local', only, '--delete-remote');

    rows.push(
      { name: `to the bucket (${pages} pages of ${Math.round(bytes / pages / 1024)} KB, put + HEAD-verified)`, value: Math.round(pages / up), unit: 'pages/s' },
      { name: 'to the bucket, bytes', value: Number((megabytes / up).toFixed(1)), unit: 'MB/s' },
      { name: 'removing the verified local copy (--delete-local: HEAD each object, delete)', value: Math.round(pages / clean), unit: 'pages/s' },
      { name: 'back to local disk (GET + HEAD-verified)', value: Math.round(pages / down), unit: 'pages/s' },
      { name: 'round trip: page lists and files byte-identical (1 = yes)', value: same ? 1 : 0, unit: '', budget: 1 },
      {
        name: `resume after SIGKILL with ${done} of ${chapterCount} chapters moved: time to finish / clean run`,
        value: Number((resume / up).toFixed(2)),
        unit: '×',
        note: `remaining work ${((chapterCount - done) / chapterCount).toFixed(2)} of a clean run`,
      },
    );
  } finally {
    phpInSite(
      site.siteDir,
      `${generated.length ? `wp_delete_post( ${generated[0]}, true );` : ''}
      delete_option( 'yomu_storage_migration' );
      $saved = json_decode( '${saved.trim()}', true );
      null === $saved ? delete_option( 'yomu_storage' ) : update_option( 'yomu_storage', $saved );`,
    );
    await s3.stop();
  }
  return rows;
}
