// @vitest-environment jsdom
// Public pages in the site's language (issue 19, item 6): with the site in Turkish, then in Arabic (WPLANG, restored
// after), none of WordPress core's English strings shows on the manga page with comments open (as a guest and as
// the signed-in administrator, whose admin bar and own comment awaiting moderation show too), the reader, the home
// page, a search and the account page; comment dates use the language's month names and order; on the Arabic page the
// rating's "4.5 / 5" is isolated left to right so it does not read "5 / 4.5". Own manga and comments, removed after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

const tag = `sl${Date.now().toString(36)}`;
let fx: { manga: number; url: string; reader: string; account: string };
let admin = '';
let problemsBefore: PhpLogMark;

/** English core strings a visitor or member would notice (whole words/phrases, case-sensitive). */
const ENGLISH = [
  'Your email address will not be published', 'Required fields are marked', 'Save my name, email, and website',
  'says:', 'Reply', 'Leave a Reply', 'Post Comment', 'Cancel reply', 'Logged in as', 'Log out?', 'Edit your profile',
  'awaiting moderation', 'Howdy', 'Edit Profile', 'Log Out', 'Name', 'Email', 'Website', 'Comments navigation',
  'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Dashboard', 'Customize', 'Toolbar',
  'Edit', 'Comments Feed', 'Leave a comment', 'We value your privacy', 'Accept All', 'Reject All', 'No volume', 'Upload a chapter',
  'Search Results', 'Next', 'Previous',
];

/** The text a person sees or hears: body text (no scripts, styles or templates) and labelling attributes. */
function visibleText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  const attrs = Array.from(doc.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'), (el) =>
    ['aria-label', 'placeholder', 'title', 'alt'].map((name) => el.getAttribute(name) ?? '').join(' '));
  return `${doc.body.textContent ?? ''}\n${attrs.join('\n')}`.replace(/\s+/g, ' ');
}

function englishIn(html: string): string[] {
  const text = visibleText(html);
  return ENGLISH.filter((phrase) => new RegExp(`(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text));
}

async function get(url: string, cookie = ''): Promise<string> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return response.text();
}

function commentDates(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.querySelectorAll('.comment-metadata time'), (el) => (el.textContent ?? '').trim());
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  const out = wpEval(`
    update_option( 'yomu_test_language_backup', array( 'lang' => get_option( 'WPLANG', '' ), 'format' => get_option( 'date_format' ), 'time' => get_option( 'time_format' ), 'req' => get_option( 'require_name_email' ), 'cookies' => get_option( 'show_comments_cookies_opt_in' ) ) );
    update_option( 'date_format', 'F j, Y' );
    update_option( 'time_format', 'g:i a' );
    update_option( 'require_name_email', 1 );
    update_option( 'show_comments_cookies_opt_in', 1 );
    $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Dil ${tag}', 'comment_status' => 'open' ) );
    update_post_meta( $id, '_wp_manga_chapter_type', 'text' );
    update_post_meta( $id, '_manga_avarage_reviews', 4.5 );
    update_post_meta( $id, '_manga_total_votes', 12 );
    $chapter = Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $id, array( 'name' => 'Bölüm 1', 'index' => 1 ), '<p>Metin</p>' );
    $first = wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_author' => 'Ayşe', 'comment_author_email' => 'ayse@example.com', 'comment_content' => 'Harika bir bölüm', 'comment_approved' => 1, 'comment_date' => '2026-10-05 12:00:00', 'comment_date_gmt' => '2026-10-05 12:00:00' ) );
    wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_parent' => $first, 'comment_author' => 'Mehmet', 'comment_author_email' => 'mehmet@example.com', 'comment_content' => 'Katılıyorum', 'comment_approved' => 1, 'comment_date' => '2026-11-22 18:30:00', 'comment_date_gmt' => '2026-11-22 18:30:00' ) );
    $admin = get_user_by( 'login', 'admin' );
    wp_insert_comment( array( 'comment_post_ID' => $id, 'user_id' => $admin->ID, 'comment_author' => $admin->display_name, 'comment_author_email' => $admin->user_email, 'comment_content' => 'Onay bekleyen yorum', 'comment_approved' => 0, 'comment_date' => '2026-11-23 09:00:00', 'comment_date_gmt' => '2026-11-23 09:00:00' ) );
    if ( ! Yomu\\Core\\Account\\Page::id() ) {
      wp_set_current_user( 1 );
      Yomu\\Core\\Account\\Page::ensure();
      update_option( 'yomu_test_language_page', Yomu\\Core\\Account\\Page::id() );
    }
    echo wp_json_encode( array( 'manga' => $id, 'url' => get_permalink( $id ), 'reader' => trailingslashit( get_permalink( $id ) ) . 'bolum-1/', 'account' => Yomu\\Core\\Account\\Page::url( 'history' ) ) );
  `);
  fx = JSON.parse(out) as typeof fx;
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  wpEval(`
    $backup = get_option( 'yomu_test_language_backup' );
    update_option( 'WPLANG', $backup['lang'] );
    update_option( 'date_format', $backup['format'] );
    update_option( 'time_format', $backup['time'] );
    update_option( 'require_name_email', $backup['req'] );
    update_option( 'show_comments_cookies_opt_in', $backup['cookies'] );
    delete_option( 'yomu_test_language_backup' );
    $page = (int) get_option( 'yomu_test_language_page' );
    if ( $page ) {
      wp_delete_post( $page, true );
      $s = get_option( 'wp_manga_settings', array() );
      if ( is_array( $s ) ) { unset( $s['user_page'] ); update_option( 'wp_manga_settings', $s ); }
      delete_option( 'yomu_test_language_page' );
    }
    global $wpdb;
    $table = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM \`$table\` WHERE post_id = %d", ${fx?.manga ?? 0} ) ) as $chapter ) {
      Yomu\\Core\\Content\\ChapterWriter::delete( (int) $chapter );
    }
    foreach ( get_comments( array( 'post_id' => ${fx?.manga ?? 0}, 'status' => 'all' ) ) as $comment ) { wp_delete_comment( $comment->comment_ID, true ); }
    wp_delete_post( ${fx?.manga ?? 0}, true );
  `);
});

describe.each([
  { lang: 'tr_TR', htmlLang: 'tr-TR', dates: ['5 Ekim 2026, 12:00', '22 Kasım 2026, 18:30'], moderation: 'Yorumunuz onay bekliyor.' },
  { lang: 'ar', htmlLang: 'ar', dates: ['5 أكتوبر 2026 في 12:00 م', '22 نوفمبر 2026 في 6:30 م'], moderation: 'تعليقك بانتظار المراجعة.' },
])('site language $lang', ({ lang, htmlLang, dates, moderation }) => {
  beforeAll(() => {
    wpEval(`update_option( 'WPLANG', '${lang}' );`);
  });

  it('the manga page with comments open, for a guest: no English, comment dates in the language', async () => {
    const html = await get(fx.url);
    expect(html).toContain(`lang="${htmlLang}"`);
    expect(html).toContain('id="commentform"');
    expect(englishIn(html)).toEqual([]);
    expect(commentDates(html)).toEqual(dates);
  });

  it('the manga page for the signed-in administrator (admin bar, Logged in as, own comment in moderation): no English', async () => {
    const html = await get(fx.url, admin);
    expect(html).toContain('id="wpadminbar"');
    expect(html).toContain('class="logged-in-as"');
    expect(visibleText(html)).toContain(moderation);
    expect(englishIn(html)).toEqual([]);
  });

  it('the reader, the home page, a search and the account page: no English', async () => {
    for (const [url, cookie] of [[fx.reader, ''], [fx.reader, admin], [`${site.url}/`, ''], [`${site.url}/?s=${tag}`, ''], [fx.account, admin]] as const) {
      const html = await get(url, cookie);
      expect({ url, english: englishIn(html) }).toEqual({ url, english: [] });
    }
  });
});

describe('Arabic numbers in mixed text', () => {
  it('the rating "4.5 / 5" is isolated left to right', async () => {
    wpEval(`update_option( 'WPLANG', 'ar' );`);
    const doc = new DOMParser().parseFromString(await get(fx.url), 'text/html');
    const isolated = doc.querySelector('.post-rating__votes bdi[dir="ltr"]');
    expect(isolated?.textContent).toBe('4.5 / 5');
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
