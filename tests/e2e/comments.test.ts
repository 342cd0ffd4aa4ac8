// Comments in the browser, at phone and desktop widths: a reply link moves the form under the comment
// (comment_parent, the "Reply to" title and the cancel link as SPEC §4), cancel puts it back, an empty
// comment gets the alert 'Comment cannot be empty' and is not sent, Ctrl+Enter posts, and each chapter has
// its own thread.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors } from '../support/browser';
import { site, wpEval } from '../support/site';

let browser: Browser;
const fx = { manga: 0, chapter1: '', chapter2: '', chapterId: 0, parent: 0 };

beforeAll(async () => {
  browser = await launch();
  const made = JSON.parse(
    wpEval(`
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'E2E comments ' . wp_generate_password( 5, false ), 'comment_status' => 'open' ) );
      $c1 = Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $id, array( 'name' => 'Bölüm 1' ), '<p>Birinci bölüm.</p>' );
      $c2 = Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $id, array( 'name' => 'Bölüm 2' ), '<p>İkinci bölüm.</p>' );
      $parent = wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_content' => 'İlk yorum burada.', 'comment_author' => 'Ayşe', 'comment_approved' => 1, 'user_id' => 1 ) );
      add_comment_meta( $parent, 'chapter_id', $c1->id );
      echo wp_json_encode( array( $id, Yomu\\Core\\Routing\\Urls::chapter( $id, $c1 ), Yomu\\Core\\Routing\\Urls::chapter( $id, $c2 ), $c1->id, $parent ) );`),
  ) as [number, string, string, number, number];
  [fx.manga, fx.chapter1, fx.chapter2, fx.chapterId, fx.parent] = made;
});

afterAll(async () => {
  await browser?.close();
  wpEval(`
    foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( ${fx.manga} ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); }
    wp_delete_post( ${fx.manga}, true );`);
});

describe.each([
  { name: 'mobile', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
])('comments ($name)', ({ name, width, height }) => {
  it('reply moves the form, cancel puts it back, empty is refused, Ctrl+Enter posts into this chapter’s thread', async () => {
    // Signed in as the administrator: WordPress's flood check does not slow down moderators.
    const page = await browser.newPage({ viewport: { width, height } });
    const errors = watchErrors(page, site.url);
    await page.goto(`${site.url}/wp-login.php`);
    await page.fill('#user_login', 'admin');
    await page.fill('#user_pass', site.adminPassword);
    await Promise.all([page.waitForNavigation(), page.click('#wp-submit')]);

    await page.goto(fx.chapter1);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    await page.waitForSelector('[data-island="comments"][data-mounted="true"]', { state: 'attached' });
    const title = page.locator('#reply-title');
    const cancel = page.locator('#cancel-comment-reply-link');
    const originalTitle = (await title.textContent())?.trim() ?? '';
    expect(await cancel.isVisible()).toBe(false);

    // Reply: the form moves under the comment being answered.
    await page.locator(`#comment-${fx.parent} .comment-reply-link`).first().click();
    expect(await page.locator(`#comment-${fx.parent} #respond`).count()).toBe(1);
    expect(await page.inputValue('#comment_parent')).toBe(String(fx.parent));
    expect(await page.inputValue('#comment_post_ID')).toBe(String(fx.manga));
    expect(await title.textContent()).toContain('Ayşe');
    expect(await cancel.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment');
    await screenshot(page, `comments-reply-${name}`);

    // Cancel: back in place, parent 0, original title, cancel hidden.
    await cancel.click();
    expect(await page.locator(`#comment-${fx.parent} #respond`).count()).toBe(0);
    expect(await page.inputValue('#comment_parent')).toBe('0');
    expect((await title.textContent())?.trim()).toBe(originalTitle);
    expect(await cancel.isVisible()).toBe(false);

    // Empty: the alert, and nothing is sent.
    let alerted = '';
    page.once('dialog', (dialog) => {
      alerted = dialog.message();
      void dialog.dismiss();
    });
    await page.fill('#comment', '   ');
    await page.click('#commentform #submit');
    await expect.poll(() => alerted, { timeout: 10000 }).not.toBe('');
    // The spec's text, or its Turkish translation on a Turkish site.
    expect(['Comment cannot be empty', 'Yorum boş olamaz']).toContain(alerted);
    expect(page.url()).toBe(fx.chapter1);

    // Reply again and post with Ctrl+Enter.
    await page.locator(`#comment-${fx.parent} .comment-reply-link`).first().click();
    const text = `Ctrl+Enter yanıtı ${name}`;
    await page.fill('#comment', text);
    await Promise.all([page.waitForNavigation(), page.press('#comment', 'Control+Enter')]);
    expect(page.url()).toContain(fx.chapter1);
    const reply = page.locator(`#comment-${fx.parent} .children`, { hasText: text });
    await reply.waitFor({ state: 'visible' });
    await screenshot(page, `comments-posted-${name}`);

    // The other chapter has its own thread.
    await page.goto(fx.chapter2);
    expect(await page.locator('#comments').textContent()).not.toContain(text);
    expect(await page.locator('#comments').textContent()).not.toContain('İlk yorum burada.');
    expect(await page.inputValue('#chapter_id')).not.toBe(String(fx.chapterId));
    expect(errors).toEqual([]);
    await page.close();
  });
});
