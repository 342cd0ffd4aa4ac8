// Front-end chapter upload and edit in the browser, at phone and desktop widths: the manga's author uploads
// an image chapter (several images, a thumbnail, a progress bar, the result in the form), then edits it from
// the reading page (current thumbnail shown, the thumbnail input cleared once the save is prepared); the
// chapter list shows an uploaded chapter without a page load; a subscriber sees neither form.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { site, wpEval } from '../support/site';

const PASSWORD = 'On-yuz-Yukleme-7';
let browser: Browser;
let tmp: string;
const fx = { manga: 0, url: '', users: [] as number[], author: '', subscriber: '' };

beforeAll(async () => {
  browser = await launch();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-e2e-upload-'));
  const made = JSON.parse(
    wpEval(`
      $users = array();
      foreach ( array( 'author', 'subscriber' ) as $role ) {
        $login = 'e2eup' . $role . wp_generate_password( 4, false, false );
        $users[] = array( wp_insert_user( array( 'user_login' => $login, 'user_pass' => '${PASSWORD}', 'user_email' => $login . '@example.com', 'role' => $role ) ), $login );
      }
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_author' => $users[0][0], 'post_title' => 'E2E upload ' . wp_generate_password( 5, false, false ) ) );
      foreach ( array( '1.png' => array( 200, 40, 40 ), '2.png' => array( 40, 160, 40 ), '10.png' => array( 40, 40, 200 ), 'thumb.png' => array( 240, 200, 0 ), 'thumb2.png' => array( 0, 200, 240 ) ) as $name => $rgb ) {
        $im = imagecreatetruecolor( 120, 170 );
        imagefill( $im, 0, 0, imagecolorallocate( $im, $rgb[0], $rgb[1], $rgb[2] ) );
        imagepng( $im, '${tmp}/' . $name );
      }
      echo wp_json_encode( array( $id, get_permalink( $id ), $users ) );`),
  ) as [number, string, Array<[number, string]>];
  fx.manga = made[0];
  fx.url = made[1];
  fx.users = made[2].map((u) => u[0]);
  fx.author = made[2][0][1];
  fx.subscriber = made[2][1][1];
});

afterAll(async () => {
  await browser?.close();
  wpEval(`
    require_once ABSPATH . 'wp-admin/includes/user.php';
    foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( ${fx.manga} ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); }
    $folder = get_post_meta( ${fx.manga}, 'manga_unique_id', true );
    if ( $folder ) { Yomu\\Core\\Content\\Storage\\Files::delete_tree( Yomu\\Core\\Content\\Storage\\Paths::data_dir() . $folder ); }
    wp_delete_post( ${fx.manga}, true );
    foreach ( array( ${fx.users.join(',')} ) as $u ) { wp_delete_user( $u ); }`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function signIn(page: Page, user: string): Promise<void> {
  await page.goto(`${site.url}/wp-login.php`);
  await page.fill('#user_login', user);
  await page.fill('#user_pass', PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('front-end chapter upload ($name)', ({ name, width, height }) => {
  it('the author uploads an image chapter with a thumbnail, then edits it from the reading page', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await signIn(page, fx.author);
    await page.goto(fx.url);
    const form = page.locator('#yomu-chapter-upload form');
    await form.scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
    if (name === 'mobile') {
      // A manga without chapters takes images or text: choosing text hides the image inputs.
      await page.check('input[name="chapter_kind"][value="text"]');
      expect(await page.locator('#yomu-images').isVisible()).toBe(false);
      await page.check('input[name="chapter_kind"][value="images"]');
    } else {
      // Once it holds image chapters, only images are offered (a manga holds one kind of chapter).
      expect(await page.locator('input[name="chapter_kind"][type="radio"]').count()).toBe(0);
    }

    const chapterName = `Bölüm ${name}`;
    await page.fill('#yomu-name', chapterName);
    await page.setInputFiles('#yomu-images', ['10.png', '2.png', '1.png'].map((f) => path.join(tmp, f)));
    await page.setInputFiles('#yomu-thumbnail', path.join(tmp, 'thumb.png'));
    await form.locator('button[type="submit"]').click();
    const status = form.locator('.yomu-upload__status--success');
    await status.waitFor({ state: 'visible', timeout: 30000 });
    await screenshot(page, `front-upload-created-${name}`);
    const newChapter = await status.locator('a').getAttribute('href');
    expect(newChapter).toBeTruthy();
    // The chapter list on the page reloads and shows the new chapter, without a page load.
    const listed = page.locator('#manga-chapters-holder li.wp-manga-chapter > a', { hasText: chapterName });
    await listed.waitFor({ state: 'attached', timeout: 10000 });
    expect(new URL((await listed.getAttribute('href')) ?? '', site.url).href).toBe(new URL(newChapter ?? '', site.url).href);
    // Natural order: 1, 2, 10 (blue last).
    const mimes = wpEval(
      `$c = Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, sanitize_title( '${chapterName}' ) ); echo count( Yomu\\Core\\Content\\ChapterRepository::pages( $c ) );`,
    );
    expect(mimes).toBe('3');

    await page.goto(newChapter ?? '');
    const edit = page.locator('#yomu-chapter-edit');
    await edit.locator('summary').click();
    await page.waitForSelector('#yomu-chapter-edit form', { state: 'visible' });
    const current = edit.locator('.yomu-upload__current-thumbnail');
    expect(await current.getAttribute('src')).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.png$/);
    const oldSrc = await current.getAttribute('src');
    await page.fill('#yomu-edit-extend', 'Düzenlendi');
    await page.setInputFiles('#yomu-edit-thumbnail', path.join(tmp, 'thumb2.png'));
    await screenshot(page, `front-upload-edit-${name}`);
    const navigated = page.waitForNavigation();
    await edit.locator('button[type="submit"]').click();
    // The save is prepared: the thumbnail input is cleared at once.
    expect(await page.inputValue('#yomu-edit-thumbnail')).toBe('');
    await navigated;
    await page.waitForSelector('#yomu-chapter-edit', { state: 'attached' });
    expect(await page.inputValue('#yomu-edit-extend')).toBe('Düzenlendi');
    const newSrc = await page.locator('.yomu-upload__current-thumbnail').getAttribute('src');
    expect(newSrc).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.png$/);
    expect(newSrc).not.toBe(oldSrc);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a subscriber sees no upload or edit form', async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await signIn(page, fx.subscriber);
    await page.goto(fx.url);
    expect(await page.locator('#yomu-chapter-upload').count()).toBe(0);
    const chapter = await page.locator('.wp-manga-chapter a, #manga-chapters-holder a').first().getAttribute('href');
    expect(chapter).toBeTruthy();
    await page.goto(chapter ?? '');
    expect(await page.locator('#chapter-heading').count()).toBe(1);
    expect(await page.locator('#yomu-chapter-edit').count()).toBe(0);
    await page.close();
  });
});

describe('uploading chapters one after another', () => {
  it('the Index field starts one past the highest chapter and moves on; each new chapter heads the list at once', async () => {
    const made = JSON.parse(
      wpEval(`
        $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_author' => ${fx.users[0]}, 'post_title' => 'E2E sıra ' . wp_generate_password( 5, false, false ) ) );
        update_post_meta( $id, '_wp_manga_chapter_type', 'text' );
        foreach ( array( 3, 8 ) as $i ) { Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $id, array( 'name' => "Bölüm $i", 'index' => $i ), '<p>Metin</p>' ); }
        echo wp_json_encode( array( $id, get_permalink( $id ) ) );`),
    ) as [number, string];
    const [manga, url] = made;
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    try {
      await signIn(page, fx.author);
      await page.goto(url);
      await page.waitForSelector('[data-island="chapter-upload"][data-mounted="true"]', { state: 'attached' });
      await page.waitForSelector('[data-island="chapter-list"][data-mounted="true"]', { state: 'attached' });
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 9));
      const firstListed = page.locator('#manga-chapters-holder li.wp-manga-chapter > a').first();
      expect(await page.inputValue('#yomu-index')).toBe('9');
      for (const [name, index] of [['Bölüm dokuz', 9], ['Bölüm on', 10]] as const) {
        await page.fill('#yomu-name', name);
        await page.fill('#yomu-text', '<p>Yeni bölümün metni.</p>');
        await page.locator('#yomu-chapter-upload button[type="submit"]').click();
        await page.locator('#yomu-chapter-upload .yomu-upload__status--success').waitFor({ state: 'visible', timeout: 30000 });
        // The list on the page shows it first, without a page load; the field is ready for the next one.
        await page.waitForFunction((expected) => document.querySelector('#manga-chapters-holder li.wp-manga-chapter > a')?.textContent?.includes(expected), name, { timeout: 10000 });
        expect(await firstListed.textContent()).toContain(name);
        expect(await page.inputValue('#yomu-index')).toBe(String(index + 1));
        expect(wpEval(`echo Yomu\\Core\\Content\\ChapterRepository::by_slug( ${manga}, sanitize_title( '${name}' ) )->index;`)).toBe(String(index));
      }
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(9);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      wpEval(`foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( ${manga} ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); } wp_delete_post( ${manga}, true );`);
    }
  });
});
