// Comments under manga and chapters (plugin/src/Comments) over real HTTP, through WordPress's own
// wp-comments-post.php: chapterId puts a comment in its chapter's thread (and only there), a reply joins
// its parent's thread, a chapter of another manga is refused, WordPress's checks (empty text, flood) apply,
// the thread shows 50 top-level comments per page, newest first, and the redirect returns to the thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

type Fixture = { manga: number; other: number; chapter: number; chapter2: number; otherChapter: number; slug: string };
let fx: Fixture;
let problemsBefore: PhpLogMark;
let ip = 0;

function json<T>(code: string): T {
  return JSON.parse(wpEval(code)) as T;
}

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
  return json(`
    $out = array();
    foreach ( get_comments( array( 'post_id' => ${fx.manga}, 'status' => 'all' ) ) as $c ) { $out[ $c->comment_content ] = (string) get_comment_meta( $c->comment_ID, 'chapter_id', true ); }
    echo wp_json_encode( (object) $out );`);
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  fx = json<Fixture>(`
    $make = fn ( $title ) => wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => $title, 'comment_status' => 'open' ) );
    $manga = $make( 'Comments manga' );
    $other = $make( 'Comments other' );
    $text = fn ( $m, $n ) => Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $m, array( 'name' => $n ), '<p>x</p>' );
    $c1 = $text( $manga, 'Bölüm 1' ); $c2 = $text( $manga, 'Bölüm 2' ); $o1 = $text( $other, 'Bölüm 1' );
    // Moderation would hide guest comments; these tests look at threads, not at moderation.
    update_option( 'yomu_test_comment_moderation_backup', array( get_option( 'comment_previously_approved' ), get_option( 'comment_moderation' ) ) );
    update_option( 'comment_previously_approved', 0 );
    update_option( 'comment_moderation', 0 );
    echo wp_json_encode( array( 'manga' => $manga, 'other' => $other, 'chapter' => $c1->id, 'chapter2' => $c2->id, 'otherChapter' => $o1->id, 'slug' => get_post_field( 'post_name', $manga ) ) );`);
});

afterAll(() => {
  wpEval(`
    list( $previous, $moderation ) = get_option( 'yomu_test_comment_moderation_backup' );
    update_option( 'comment_previously_approved', $previous );
    update_option( 'comment_moderation', $moderation );
    delete_option( 'yomu_test_comment_moderation_backup' );
    foreach ( array( ${fx.manga}, ${fx.other} ) as $m ) {
      foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( $m ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); }
      wp_delete_post( $m, true );
    }`);
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

/** Lets WordPress's flood check (15 s per IP) pass between guest posts by backdating the last comment. */
function unflood(): void {
  wpEval(`global $wpdb; $wpdb->query( "UPDATE $wpdb->comments SET comment_date_gmt = DATE_SUB( comment_date_gmt, INTERVAL 1 HOUR ), comment_date = DATE_SUB( comment_date, INTERVAL 1 HOUR ) WHERE comment_post_ID IN (${fx.manga}, ${fx.other})" );`);
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
    const parent = wpEval(`echo get_comments( array( 'post_id' => ${fx.manga}, 'search' => 'Bölüm yorumu', 'fields' => 'ids' ) )[0];`);
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
    wpEval(`
      for ( $i = 1; $i <= 51; $i++ ) {
        $id = wp_insert_comment( array( 'comment_post_ID' => ${fx.manga}, 'comment_content' => "Sayfa yorumu $i.", 'comment_approved' => 1, 'comment_author' => 'Test', 'comment_date' => gmdate( 'Y-m-d H:i:s', 1700000000 + $i ), 'comment_date_gmt' => gmdate( 'Y-m-d H:i:s', 1700000000 + $i ) ) );
        add_comment_meta( $id, 'chapter_id', ${fx.chapter2} );
      }`);
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
