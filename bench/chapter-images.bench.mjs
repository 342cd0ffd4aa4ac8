// Chapter images with the demo's realistic pages (scripts/wp/seed/class-page-pool.php), in Debian's Chromium:
// - bytes of images downloaded to read the demo's 20-page chapter on a 375 px phone at DPR 2 (list mode,
//   scrolled to the end), counted from the network log, against the same chapter served as Madara serves it
//   (the originals, no srcset/picture: a copy whose page entries carry no `yomu_variants`, bench/lib/long-chapter.mjs).
//   Budget: ≤ 40 % of the originals.
// - the quality of each variant the phone downloaded: SSIM against the original scaled to the same width
//   (bench/lib/ssim.mjs). Budget: the lowest ≥ 0.97.
// - a 20-page ZIP uploaded through wp-admin's chapter form (admin-post.php) as an editor would, variant building
//   included: the request's own time and pages per second, then how long until every page has its variants.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Blob } from 'node:buffer';
import { URLSearchParams } from 'node:url';
import { launchChromium } from '../scripts/lib/chromium.mjs';
import { createMadaraCopy, longChapter, removeMadaraCopy } from './lib/long-chapter.mjs';
import { luma, ssim } from './lib/ssim.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Chapter images: bytes on a phone, variant quality, ZIP upload with variants (Chromium)';

const PHONE = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const KB = 1024;

/** Reads a chapter top to bottom in list mode (?style=list); returns { bytes, images: [{ url, mime, bytes }] }. */
async function readThrough(browser, url, folder) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map();
  const images = [];
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    // Only the chapter's pages and their variants: the header's logo and icons are the same on both sides.
    if ((type === 'Image' || response.mimeType.startsWith('image/')) && new URL(response.url).pathname.startsWith(folder)) seen.set(requestId, { url: response.url, mime: response.mimeType });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const image = seen.get(requestId);
    if (image) images.push({ ...image, bytes: encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120000 });
  // Scroll like a reader: a screen at a time, each time waiting until the pages in view have loaded, to the end.
  const shown = () =>
    [...document.querySelectorAll('.page-break img')]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete && img.naturalWidth > 0 && !img.currentSrc.startsWith('data:'));
  for (let still = 0, last = -1; still < 2; ) {
    await page.waitForFunction(shown, null, { timeout: 30000 }).catch(() => {});
    const at = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY;
    });
    still = at === last ? still + 1 : 0;
    last = at;
  }
  await page.waitForLoadState('networkidle', { timeout: 120000 });
  await page.waitForTimeout(500);
  await context.close();
  return { bytes: images.reduce((sum, image) => sum + image.bytes, 0), images };
}

/** Login cookie of the site's administrator. */
async function adminCookie(site) {
  const body = new URLSearchParams({ log: 'admin', pwd: site.adminPassword, 'wp-submit': 'Log In', testcookie: '1' });
  const response = await fetch(`${site.url}/wp-login.php`, { method: 'POST', body, headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' }, redirect: 'manual' });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function uploadZip(site, long) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-bench-zip-'));
  const zip = path.join(tmp, 'chapter.zip');
  // The 20 original pages of the long chapter, as a scanlator's ZIP. The demo repeats pool pages; a real chapter
  // does not, so each page gets its number in a corner (a workers' memory of identical pages must not help here).
  phpInSite(
    site.siteDir,
    `$zip = new ZipArchive(); $zip->open( ${JSON.stringify(zip)}, ZipArchive::CREATE );
    foreach ( ${JSON.stringify(long.pages.map((p) => p.url))} as $i => $url ) {
      $file  = Yomu\\Core\\Content\\Storage\\Paths::data_dir() . substr( $url, strlen( Yomu\\Core\\Content\\Storage\\Paths::data_url() ) );
      $image = imagecreatefromstring( file_get_contents( $file ) );
      imagestring( $image, 5, 8, imagesy( $image ) - 24, (string) ( $i + 1 ), imagecolorallocate( $image, 0, 0, 0 ) );
      $ext = pathinfo( $file, PATHINFO_EXTENSION );
      $out = ${JSON.stringify(tmp)} . sprintf( '/%02d.%s', $i + 1, $ext );
      'png' === $ext ? imagepng( $image, $out ) : imagejpeg( $image, $out, 90 );
      $zip->addFile( $out, sprintf( 'chapter/%02d.%s', $i + 1, $ext ) );
    }
    $zip->close();`,
  );
  const cookie = await adminCookie(site);
  const edit = await (await fetch(`${site.url}/wp-admin/post.php?post=${long.manga}&action=edit`, { headers: { cookie } })).text();
  const form = [...edit.matchAll(/<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="([^"]+)">(.*?)<\/form>/gs)].find((m) => m[1] === 'yomu_chapter_create_images');
  if (!form) throw new Error('no chapter upload form on the manga edit screen');
  const body = new globalThis.FormData();
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
  body.append('chapter_name', 'Bench ZIP');
  body.append('yomu_zip', new Blob([fs.readFileSync(zip)], { type: 'application/zip' }), 'chapter.zip');
  const began = performance.now();
  const response = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
  const requestMs = performance.now() - began;
  fs.rmSync(tmp, { recursive: true, force: true });
  if (response.status !== 303) throw new Error(`the upload answered ${response.status}`);
  // Variants built after the answer (if the site builds them in the background): wait for them.
  const missing = () =>
    Number(
      phpInSite(
        site.siteDir,
        `global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables()['chapters'];
        $id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT chapter_id FROM \`$t\` WHERE post_id = %d AND chapter_name = %s", ${Number(long.manga)}, 'Bench ZIP' ) );
        echo class_exists( 'Yomu\\\\Core\\\\Images\\\\ChapterVariants' ) ? Yomu\\Core\\Images\\ChapterVariants::missing( $id ) : -1;`,
      ).trim(),
    );
  let left = missing();
  const waitBegan = performance.now();
  while (left > 0 && performance.now() - waitBegan < 300000) {
    await fetch(`${site.url}/`); // an answer, after which a background worker may run
    await new Promise((resolve) => setTimeout(resolve, 1000));
    left = missing();
  }
  const untilReady = left === 0 ? requestMs + (performance.now() - waitBegan) : NaN;
  phpInSite(
    site.siteDir,
    `global $wpdb; $t = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`$t\` WHERE post_id = %d AND chapter_name = %s", ${Number(long.manga)}, 'Bench ZIP' ) ) as $id ) { Yomu\\Core\\Content\\ChapterWriter::delete( (int) $id ); }
    Yomu\\Core\\Content\\Cache::bump( ${Number(long.manga)} );`,
  );
  return { requestMs, untilReady, variants: left !== -1 };
}

async function download(url, file) {
  const response = await fetch(url);
  fs.writeFileSync(file, Buffer.from(await response.arrayBuffer()));
}

/** SSIM of each downloaded variant against its original scaled to the variant's width. */
async function quality(long, images) {
  const originals = new Map();
  for (const page of long.pages) for (const variant of page.variants) originals.set(variant.url, { original: page.url, width: variant.w });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-bench-ssim-'));
  const scores = [];
  try {
    for (const [i, image] of images.filter((img) => originals.has(img.url)).entries()) {
      const { original, width } = originals.get(image.url);
      const variantFile = path.join(tmp, `v${i}${path.extname(new URL(image.url).pathname)}`);
      const originalFile = path.join(tmp, `o${i}${path.extname(new URL(original).pathname)}`);
      await download(image.url, variantFile);
      await download(original, originalFile);
      scores.push(ssim(luma(originalFile, width), luma(variantFile)));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return scores;
}

export async function run(site) {
  execFileSync('/usr/bin/convert', ['-version']); // ImageMagick (Debian package imagemagick) must be there.
  const long = longChapter(site.siteDir);
  const rows = [];
  let copy;
  const browser = await launchChromium();
  try {
    copy = createMadaraCopy(site.siteDir, long.chapter);
    const folder = path.posix.dirname(new URL(long.pages[0].url).pathname);
    const yomu = await readThrough(browser, long.listUrl, folder);
    const madara = await readThrough(browser, copy.listUrl, folder);
    const formats = [...new Set(yomu.images.map((image) => image.mime))].join(', ');
    const withVariants = long.pages.filter((p) => p.variants.length).length;
    site.log(`yomu ${Math.round(yomu.bytes / KB)} KB (${formats}), madara-style ${Math.round(madara.bytes / KB)} KB`);
    rows.push({ name: `20-page chapter on a 375 px phone (DPR 2), Yomu: image bytes (${yomu.images.length} images: ${formats}; ${withVariants} of ${long.pages.length} pages have variants)`, value: Math.round(yomu.bytes / KB), unit: 'KB' });
    rows.push({ name: '20-page chapter on a 375 px phone, served as Madara does (originals): image bytes', value: Math.round(madara.bytes / KB), unit: 'KB' });
    rows.push({ name: '20-page chapter on a phone: Yomu as a share of the originals', value: Math.round((yomu.bytes / madara.bytes) * 1000) / 10, unit: '%', budget: 40 });
    const scores = await quality(long, yomu.images);
    if (scores.length) {
      rows.push({ name: `Variants the phone downloaded: lowest SSIM against the original at the same width (${scores.length} images; mean ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(4)})`, value: Math.round(Math.min(...scores) * 10000) / 10000, unit: '', floor: 0.97 });
    }
  } finally {
    removeMadaraCopy(site.siteDir, copy);
    await browser.close();
  }
  const upload = await uploadZip(site, long);
  rows.push({ name: `20-page ZIP upload through wp-admin: the request (${long.pages.length} pages)`, value: Math.round(upload.requestMs), unit: 'ms' });
  rows.push({ name: '20-page ZIP upload: pages per second of the request', value: Math.round((long.pages.length / (upload.requestMs / 1000)) * 10) / 10, unit: 'pages/s' });
  if (upload.variants && Number.isFinite(upload.untilReady)) rows.push({ name: '20-page ZIP upload: until every page has its variants', value: Math.round(upload.untilReady), unit: 'ms' });
  return rows;
}
