// Comments in the browser, at phone and desktop widths: the chapter's comment area comes through comments_template()
// inside Madara's discussion block (#manga-discussion, "Comments for chapter “…”") and fits the screen, a reply link
// moves the form under the comment
// (comment_parent, the "Reply to" title and the cancel link as SPEC §4), cancel puts it back, an empty
// comment gets the alert 'Comment cannot be empty' and is not sent, Ctrl+Enter posts, and each chapter has
// its own thread.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, watchErrors, wholeStylesheet } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
const fx = { manga: 0, chapter1: '', chapter2: '', chapterId: 0, parent: 0 };

beforeAll(async () => {
  browser = await launch();
  [fx.manga] = fixture('site_make_posts', { posts: [{ title: `E2E comments ${Math.random().toString(36).slice(2, 7)}`, comments: 'open' }] });
  const [c1] = fixture('site_text_chapters', { manga: fx.manga, chapters: [{ name: 'Bölüm 1' }], html: '<p>Birinci bölüm.</p>' });
  const [c2] = fixture('site_text_chapters', { manga: fx.manga, chapters: [{ name: 'Bölüm 2' }], html: '<p>İkinci bölüm.</p>' });
  [fx.parent] = fixture('comments_add', { post: fx.manga, comments: [{ content: 'İlk yorum burada.', author: 'Ayşe', user_id: 1, chapter: c1 }] });
  fx.chapter1 = fixture('site_chapter_url', { chapter: c1 });
  fx.chapter2 = fixture('site_chapter_url', { chapter: c2 });
  fx.chapterId = c1;
});

afterAll(async () => {
  await browser?.close();
  if (fx.manga) fixture('delete_posts', { ids: [fx.manga] });
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
    // The reply link is below the first screen: the whole stylesheet (on its way until the first page shows) lays
    // it out, and a click while it arrives can miss it.
    await wholeStylesheet(page);
    await page.locator('#comments').scrollIntoViewIfNeeded();
    // In view, the area is still the server's: its island (and React) come with the reader's first reach for it.
    await page.waitForSelector('[data-island="comments"][data-wake]', { state: 'attached' });
    expect(await page.locator('[data-island="comments"][data-mounted="true"]').count()).toBe(0);
    // Through comments_template(): the theme's comments.php printed Yomu's area in Madara's block, within the screen.
    await page.locator('#manga-discussion .manga-discussion__chapter', { hasText: 'Bölüm 1' }).waitFor({ state: 'visible' });
    expect(await page.locator('#manga-discussion #comments #commentform').count()).toBe(1);
    const box = await page.locator('#manga-discussion').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    const title = page.locator('#reply-title');
    const cancel = page.locator('#cancel-comment-reply-link');
    const originalTitle = (await title.textContent())?.trim() ?? '';
    expect(await cancel.isVisible()).toBe(false);

    // Reply: the form moves under the comment being answered (the click brings the island, which answers it).
    await page.locator(`#comment-${fx.parent} .comment-reply-link`).first().click();
    await page.locator(`#comment-${fx.parent} #respond`).waitFor({ state: 'attached' });
    expect(await page.locator('[data-island="comments"][data-mounted="true"]').count()).toBe(1);
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
