// Comments under manga and chapters (plugin/src/Comments) over real HTTP, through WordPress's own
// wp-comments-post.php: chapterId puts a comment in its chapter's thread (and only there), a reply joins
// its parent's thread, a chapter of another manga is refused, WordPress's checks (empty text, flood) apply,
// the thread shows 50 top-level comments per page, newest first, and the redirect returns to the thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { fixture } from '../support/fixture';

type Fixture = { manga: number; other: number; chapter: number; chapter2: number; otherChapter: number; slug: string };
let fx: Fixture;
let problemsBefore: PhpLogMark;
let moderation: Record<string, unknown> | undefined;
let ip = 0;

/** A guest comment; each call comes from a new X-Forwarded-For-free client, so give each a unique author. */
function comment(fields: Record<string, string>) {
  ip += 1;
  return fetch(`${site.url}/wp-comments-post.php`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ author: `Okur ${Date.now()}-${ip}`, email: `okur${ip}@example.com`, comment_parent: '0', ...fields }),
  });
}

/** Comments of the manga as {content: chapter_id meta}. */
function stored(): Record<string, string> {
  return fixture('comments_chapters', { post: fx.manga });
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  const [manga, other] = fixture('site_make_posts', { posts: [{ title: 'Comments manga', comments: 'open' }, { title: 'Comments other', comments: 'open' }] });
  const [chapter, chapter2] = fixture('site_text_chapters', { manga, chapters: [{ name: 'Bölüm 1' }, { name: 'Bölüm 2' }] });
  const [otherChapter] = fixture('site_text_chapters', { manga: other, chapters: [{ name: 'Bölüm 1' }] });
  // Moderation would hide guest comments; these tests look at threads, not at moderation.
  moderation = fixture('site_swap_options', { values: { comment_previously_approved: 0, comment_moderation: 0 } });
  fx = { manga, other, chapter, chapter2, otherChapter, slug: fixture('site_post_slug', { post: manga }) };
});

afterAll(() => {
  if (moderation) fixture('site_swap_options', { values: moderation });
  if (fx) fixture('delete_posts', { ids: [fx.manga, fx.other] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

/** Lets WordPress's flood check (15 s per IP) pass between guest posts by backdating the last comment. */
function unflood(): void {
  fixture('comments_unflood', { posts: [fx.manga, fx.other] });
}

describe('comment threads', () => {
  it('keeps chapter comments in their chapter thread and out of the manga thread', async () => {
    const onManga = await comment({ comment_post_ID: String(fx.manga), comment: 'Manga yorumu' });
    expect(onManga.status).toBe(302);
    expect(onManga.headers.get('location')).toMatch(/#comment-\d+$/);
    unflood();
    const onChapter = await comment({ comment_post_ID: String(fx.manga), chapterId: String(fx.chapter), comment: 'Bölüm yorumu' });
    expect(onChapter.status).toBe(302);
    // Back to the chapter page, not the manga page.
    expect(onChapter.headers.get('location')).toMatch(new RegExp(`/${fx.slug}/bolum-1/#comment-\\d+$`));
    expect(stored()).toMatchObject({ 'Manga yorumu': '', 'Bölüm yorumu': String(fx.chapter) });

    const mangaPage = await (await fetch(`${site.url}/manga/${fx.slug}/`)).text();
    const chapterPage = await (await fetch(`${site.url}/manga/${fx.slug}/bolum-1/`)).text();
    const otherChapterPage = await (await fetch(`${site.url}/manga/${fx.slug}/bolum-2/`)).text();
    expect(mangaPage).toContain('Manga yorumu');
    expect(mangaPage).not.toContain('Bölüm yorumu');
    expect(chapterPage).toContain('Bölüm yorumu');
    expect(chapterPage).not.toContain('Manga yorumu');
    expect(chapterPage).toContain(`name="chapterId" id="chapter_id" value="${fx.chapter}"`);
    expect(otherChapterPage).not.toContain('Bölüm yorumu');
  });

  it('puts a reply in its parent’s thread whatever chapterId says', async () => {
    unflood();
    const parent = String(fixture('comments_find', { post: fx.manga, search: 'Bölüm yorumu' }));
    const response = await comment({ comment_post_ID: String(fx.manga), comment_parent: parent, chapterId: String(fx.chapter2), comment: 'Yanıt' });
    expect(response.status).toBe(302);
    expect(stored()['Yanıt']).toBe(String(fx.chapter));
    const chapterPage = await (await fetch(`${site.url}/manga/${fx.slug}/bolum-1/`)).text();
    // Threaded: the reply is inside the parent's list item, with WordPress's reply link data.
    expect(chapterPage).toMatch(new RegExp(`id="comment-${parent}"[\\s\\S]*class="children"[\\s\\S]*Yanıt`));
    // WordPress 6.5 quotes the class with ', 7.1 with ".
    expect(chapterPage).toMatch(/class=(['"])comment-reply-link\1 href="[^"]*bolum-1\/\?replytocom=\d+#respond" data-commentid="\d+" data-postid="\d+" data-belowelement="div-comment-\d+" data-respondelement="respond" data-replyto="[^"]+"/);
  });

  it('refuses a chapter of another manga, an empty comment and a flood, posting nothing', async () => {
    unflood();
    const before = Object.keys(stored()).length;
    const foreign = await comment({ comment_post_ID: String(fx.manga), chapterId: String(fx.otherChapter), comment: 'Yabancı' });
    expect(foreign.status).toBe(400);
    const empty = await comment({ comment_post_ID: String(fx.manga), comment: '   ' });
    // WordPress answers its own "type your comment" error page (with status 200), and posts nothing.
    expect(empty.status).not.toBe(302);
    expect(await empty.text()).toContain('wp-die-message');
    const first = await comment({ comment_post_ID: String(fx.manga), comment: 'Birinci' });
    expect(first.status).toBe(302);
    const flood = await comment({ comment_post_ID: String(fx.manga), comment: 'İkinci' });
    expect(flood.status).toBe(429);
    expect(Object.keys(stored()).sort()).toHaveLength(before + 1);
    expect(stored()).not.toHaveProperty('Yabancı');
  });

  it('shows 50 top-level comments per page, newest first, with comment-page links', async () => {
    fixture('comments_fill_thread', { post: fx.manga, chapter: fx.chapter2, count: 51 });
    const first = await (await fetch(`${site.url}/manga/${fx.slug}/bolum-2/`)).text();
    expect(first).toContain('Sayfa yorumu 51.');
    expect(first).toContain('Sayfa yorumu 2.');
    expect(first).not.toContain('Sayfa yorumu 1.');
    expect(first.indexOf('Sayfa yorumu 51.')).toBeLessThan(first.indexOf('Sayfa yorumu 50.'));
    expect(first).toContain(`/manga/${fx.slug}/bolum-2/comment-page-2/#comments`);
    const second = await (await fetch(`${site.url}/manga/${fx.slug}/bolum-2/comment-page-2/`)).text();
    expect(second).toContain('Sayfa yorumu 1.');
    expect(second).not.toContain('Sayfa yorumu 2.');
  });
});
