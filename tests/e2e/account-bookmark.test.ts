// Bookmarking from the manga page: a guest gets the login modal, signs in, and the bookmark is made without
// another click; the control then deletes it again. Phone and desktop widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { fixture as phpFixture } from '../support/fixture';
import { site, wpEval } from '../support/site';

let browser: Browser;
const PASSWORD = 'Yer-imi-şifresi-9';
const fixture = { manga: 0, url: '', users: [] as number[], chapter: 0, chapterUrl: '' };

beforeAll(async () => {
  browser = await launch();
  const made = JSON.parse(
    wpEval(`$id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_author' => 1, 'post_title' => 'E2E bookmark ' . wp_generate_password( 5, false ) ) ); echo wp_json_encode( array( $id, get_permalink( $id ) ) );`),
  ) as [number, string];
  fixture.manga = made[0];
  fixture.url = made[1];
  // One image chapter of two pages, so the reader shows its own bookmark control.
  const chapter = JSON.parse(
    wpEval(`$files = array(); for ( $i = 1; $i <= 2; $i++ ) { $img = imagecreatetruecolor( 400, 600 ); $path = tempnam( sys_get_temp_dir(), 'yomu-bm' ); imagepng( $img, $path ); $files[] = array( 'path' => $path, 'name' => "0$i.png" ); }
      $c = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( ${fixture.manga}, array( 'name' => 'Bölüm 1', 'index' => 1 ), $files );
      echo wp_json_encode( array( $c->id, Yomu\\Core\\Routing\\Urls::chapter( ${fixture.manga}, $c ) ) );`),
  ) as [number, string];
  [fixture.chapter, fixture.chapterUrl] = chapter;
}, 60000);

afterAll(async () => {
  await browser?.close();
  wpEval(`require_once ABSPATH . 'wp-admin/includes/user.php'; if ( ${fixture.chapter} ) { Yomu\\Core\\Content\\ChapterWriter::delete( ${fixture.chapter} ); } wp_delete_post( ${fixture.manga}, true ); foreach ( array( ${fixture.users.join(',')} ) as $id ) { wp_delete_user( $id ); }`);
});

function bookmarks(user: number): Array<{ id: number }> {
  return JSON.parse(wpEval(`echo wp_json_encode( Yomu\\Core\\Bookmarks\\Store::all( ${user} ) );`)) as Array<{ id: number }>;
}

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('bookmark ($name)', ({ name, width, height }) => {
  it('guest → login modal → signed in and bookmarked → delete restores the control', async () => {
    const login = `bm${name}${Date.now().toString(36)}`;
    const user = phpFixture('make_user', { login: login, password: PASSWORD });
    fixture.users.push(user);

    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.url);
    await page.waitForSelector('[data-island="bookmark"][data-mounted="true"]', { state: 'attached' });
    await page.waitForSelector('[data-island="account-modals"][data-mounted="true"]', { state: 'attached' });

    await page.locator('[data-island="bookmark"] [data-action="bookmark"]').click();
    await page.locator('#form-login').waitFor({ state: 'visible' });
    expect(await page.locator('#loginform input[name="bookmarking"]').inputValue()).toBe('1');
    await page.fill('#log', login);
    await page.fill('#pwd', PASSWORD);
    await page.locator('#loginform button[type="submit"]').click();

    const remove = page.locator('[data-island="bookmark"] .wp-manga-delete-bookmark');
    await remove.waitFor({ state: 'visible' });
    expect(bookmarks(user).map((b) => b.id)).toEqual([fixture.manga]);
    expect(await page.locator('[data-island="bookmark"]').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, `account-bookmarked-${name}`);

    await remove.click();
    await page.locator('[data-island="bookmark"] [data-action="bookmark"]').waitFor({ state: 'visible' });
    expect(bookmarks(user)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('bookmark in the reader', () => {
  it('guest → login modal → signed in and bookmarked at this chapter', async () => {
    const login = `bmreader${Date.now().toString(36)}`;
    const user = phpFixture('make_user', { login: login, password: PASSWORD });
    fixture.users.push(user);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = watchErrors(page, site.url);
    await page.goto(fixture.chapterUrl);
    await page.waitForSelector('.reader-bookmark [data-island="bookmark"][data-mounted="true"]', { state: 'attached' });
    await page.waitForSelector('[data-island="account-modals"][data-mounted="true"]', { state: 'attached' });

    await page.locator('.reader-bookmark [data-action="bookmark"]').first().click();
    await page.locator('#form-login').waitFor({ state: 'visible' });
    await page.fill('#log', login);
    await page.fill('#pwd', PASSWORD);
    await page.locator('#loginform button[type="submit"]').click();
    await page.locator('.reader-bookmark .wp-manga-delete-bookmark').first().waitFor({ state: 'visible', timeout: 20000 });
    const saved = JSON.parse(wpEval(`echo wp_json_encode( Yomu\\Core\\Bookmarks\\Store::all( ${user} ) );`)) as Array<{ id: number; c: number }>;
    expect(saved.map((b) => [b.id, b.c])).toEqual([[fixture.manga, fixture.chapter]]);
    await screenshot(page, 'account-bookmarked-reader');
    expect(errors).toEqual([]);
    await page.close();
  });
});
