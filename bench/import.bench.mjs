// The chapter import an editor runs from the manga edit screen (issue 33 item 1), over the same admin-ajax calls the
// browser makes: a ZIP of 3 volumes × 10 chapters × 20 pages drawn from the demo page pool (realistic JPEG and PNG
// pages, about 230 KB on average) uploaded in 1,000,000-byte chunks, previewed, then imported while the status is
// polled as the page does. Once with new pages going to local disk, once to an S3 bucket (s3rver behind its SigV4
// check). `npm run bench -- --only=import`.
//
// It starts its own site (fresh, SQLite, with the S3 server's keys in wp-config.php), since the demo site has no
// bucket; the ZIP is built from the pool the demo seed drew (.wp/page-pool).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoDir } from '../scripts/lib/paths.mjs';
import { startS3 } from '../scripts/lib/s3.mjs';
import { freePort, startSite } from '../scripts/lib/site.mjs';
import { adminCookie, phpInSite } from './lib/wp.mjs';

export const title = 'Chapter import from wp-admin: a ZIP of volumes × chapters × pages through admin-ajax, to local disk and to S3';

const CHUNK = 1_000_000;
const layout = { volumes: 3, chapters: Number(process.env.YOMU_BENCH_IMPORT_CHAPTERS ?? 10), pages: 20 };

/** One admin-ajax call of the import, as the page sends it; throws on anything but success. */
async function call(site, cookie, fields, chunk) {
  const body = new globalThis.FormData();
  Object.entries(fields).forEach(([key, value]) => body.append(key, String(value)));
  if (chunk) body.append('chunk', new globalThis.Blob([new Uint8Array(chunk)]), 'chunk');
  const response = await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body, headers: { cookie } });
  const text = await response.text();
  const answer = text.startsWith('{') ? JSON.parse(text) : null;
  if (!answer?.success) throw new Error(`${fields.action}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return answer.data;
}

/** A manga and the import nonce its edit screen gives the admin. */
async function newManga(site, cookie, name) {
  const manga = Number(phpInSite(site.siteDir, `echo wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => '${name}' ) );`).trim());
  const html = await (await fetch(`${site.url}/wp-admin/post.php?post=${manga}&action=edit`, { headers: { cookie } })).text();
  const data = /data-island="chapter-import" data-load="eager" data-props="([^"]+)"/.exec(html)?.[1]?.replace(/&quot;/g, '"');
  if (!data) throw new Error('the manga edit screen has no import section');
  return { manga, nonce: JSON.parse(data).nonce };
}

/** The ZIP: "Cilt V/Bölüm N/PP.ext", pages taken in turn from the pool's paged drawings. */
function buildZip(site, folder) {
  const pool = path.join(repoDir, '.wp/page-pool');
  const zip = path.join(folder, 'chapters.zip');
  phpInSite(
    site.siteDir,
    `$pool = glob( ${JSON.stringify(pool)} . '/v*/paged-*' );
    if ( ! $pool ) { fwrite( STDERR, 'no page pool: run npm start or the demo seed once' ); exit( 1 ); }
    $zip = new ZipArchive();
    $zip->open( ${JSON.stringify(zip)}, ZipArchive::CREATE | ZipArchive::OVERWRITE );
    $n = 0;
    for ( $v = 1; $v <= ${layout.volumes}; $v++ ) {
      for ( $c = 1; $c <= ${layout.chapters}; $c++ ) {
        $chapter = ( $v - 1 ) * ${layout.chapters} + $c;
        for ( $p = 1; $p <= ${layout.pages}; $p++ ) {
          $file = $pool[ $n++ % count( $pool ) ];
          $zip->addFile( $file, sprintf( 'Cilt %d/Bölüm %d/%02d.%s', $v, $chapter, $p, pathinfo( $file, PATHINFO_EXTENSION ) ) );
          $zip->setCompressionName( sprintf( 'Cilt %d/Bölüm %d/%02d.%s', $v, $chapter, $p, pathinfo( $file, PATHINFO_EXTENSION ) ), ZipArchive::CM_STORE );
        }
      }
    }
    $zip->close();`,
  );
  return zip;
}

/** Uploads, previews and imports the ZIP into a new manga; seconds of each step and what was created. */
async function importOnce(site, cookie, zip, target) {
  const storage = target === 's3' ? 'amazon' : 'local';
  const { manga, nonce } = await newManga(site, cookie, `Bench import ${target}`);
  const base = { manga_id: manga, _ajax_nonce: nonce };
  const bytes = fs.readFileSync(zip);
  const clock = () => Number(process.hrtime.bigint()) / 1e9;

  let began = clock();
  const session = await call(site, cookie, { ...base, action: 'yomu_import_begin', name: 'chapters.zip', size: bytes.length });
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    await call(site, cookie, { ...base, action: 'yomu_import_chunk', id: session.id, offset }, bytes.subarray(offset, offset + CHUNK));
  }
  const upload = clock() - began;

  began = clock();
  const { preview } = await call(site, cookie, { ...base, action: 'yomu_import_preview', id: session.id });
  const previewed = clock() - began;

  began = clock();
  await call(site, cookie, { ...base, action: 'yomu_import_start', id: session.id });
  let state = 'importing';
  while (state === 'importing') state = (await call(site, cookie, { ...base, action: 'yomu_import_status', id: session.id })).state;
  const imported = clock() - began;
  if (state !== 'done') throw new Error(`the import ended as ${state}`);

  const made = JSON.parse(
    phpInSite(
      site.siteDir,
      `global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables();
      $chapters = Yomu\\Core\\Content\\ChapterRepository::reading_order( ${manga} );
      $pages = 0; foreach ( $chapters as $c ) { $pages += count( Yomu\\Core\\Content\\PageRows::get( $c->id, '${storage}' ) ?? array() ); }
      $storages = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT storage_in_use FROM \`{$t['chapters']}\` WHERE post_id = %d", ${manga} ) );
      echo wp_json_encode( array( 'chapters' => count( $chapters ), 'pages' => $pages, 'storages' => $storages ) );`,
    ),
  );
  phpInSite(site.siteDir, `wp_delete_post( ${manga}, true );`);
  return { bytes: bytes.length, upload, previewed, imported, preview, made, storage };
}

export async function run(site) {
  const s3 = await startS3({ name: 'bench-import', bucket: 'yomu-bench-import' });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-bench-import-'));
  let own;
  try {
    own = await startSite({ name: 'bench-import', db: 'sqlite', port: await freePort(), fresh: true, s3 });
    const context = { ...own, log: site.log };
    const cookie = await adminCookie(context);
    const zip = buildZip(context, folder);
    const pages = layout.volumes * layout.chapters * layout.pages;
    const rows = [];
    for (const target of ['local', 's3']) {
      phpInSite(
        own.siteDir,
        `update_option( 'yomu_storage', array( 'target' => '${target}', 'endpoint' => '${s3.endpoint}', 'region' => '${s3.region}', 'bucket' => '${s3.bucket}', 'prefix' => 'bench/', 'path_style' => true ) );`,
      );
      const run = await importOnce(context, cookie, zip, target);
      site.log(`${target}: ${JSON.stringify({ ...run, preview: undefined })}`);
      const whole = run.made.chapters === layout.volumes * layout.chapters && run.made.pages === pages && run.made.storages.join() === run.storage;
      const where = target === 's3' ? 'to the S3 bucket' : 'to local disk';
      if (target === 'local') {
        rows.push(
          { name: `upload in 1 MB chunks (${(run.bytes / 1e6).toFixed(0)} MB, ${Math.ceil(run.bytes / CHUNK)} requests)`, value: Number((run.bytes / 1e6 / run.upload).toFixed(1)), unit: 'MB/s' },
          { name: 'preview (every entry checked, nothing written)', value: Math.round(run.previewed * 1000), unit: 'ms' },
        );
      }
      rows.push(
        { name: `import ${where} (${pages} pages of ${Math.round(run.bytes / pages / 1024)} KB, checked and written, status polled)`, value: Number((pages / run.imported).toFixed(1)), unit: 'pages/s' },
        { name: `import ${where}: ${layout.volumes * layout.chapters} chapters with all ${pages} pages, on that storage (1 = yes)`, value: whole ? 1 : 0, unit: '', budget: 1 },
      );
    }
    return {
      rows,
      notes: [`${layout.volumes} volumes × ${layout.chapters} chapters × ${layout.pages} pages; each status poll works up to 5 s of the import, as the open page's polling does (WP-Cron also runs it).`],
    };
  } finally {
    await own?.stop();
    await s3.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
