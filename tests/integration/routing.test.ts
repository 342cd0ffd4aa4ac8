// Manga and chapter routes over HTTP (MADARA.md §2, §3.2, §6): status codes of every route kind, real 404s,
// trailing slashes, the list reading style, the ajax/chapters endpoint, the plain query form, AMP redirects,
// escaping of hostile names, and rewrite rules that repair themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';

interface Fixture {
  u: string;
  manga: number;
  slug: string;
  draft: string;
  novel: string;
  ids: number[];
}

let fx: Fixture;
let problemsBefore: PhpLogMark;

// One published image manga (two volumes, one of them with a hostile name, and a chapter outside volumes),
// one draft manga, and one text (novel) manga. Rows go straight into Madara's tables; the image files need
// not exist for routing.
beforeAll(() => {
  problemsBefore = phpLogMark();
  const out = wpEval(`
    global $wpdb;
    $p   = $wpdb->prefix;
    $u   = strtolower( wp_generate_password( 8, false, false ) );
    $ids = array();
    $add_manga = static function ( $fields ) use ( &$ids ) {
      $id    = wp_insert_post( array_merge( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_content' => '<p>Summary</p>' ), $fields ) );
      $ids[] = $id;
      return $id;
    };
    $volume = static function ( $manga, $name, $index ) use ( $wpdb, $p ) {
      $wpdb->insert( "{$p}manga_volumes", array( 'post_id' => $manga, 'volume_name' => $name, 'date' => '2024-05-01 10:00:00', 'date_gmt' => '2024-05-01 10:00:00', 'volume_index' => $index ) );
      return $wpdb->insert_id;
    };
    $chapter = static function ( $manga, $volume_id, $name, $slug, $extend = '', $sort = 0 ) use ( $wpdb, $p ) {
      $wpdb->insert( "{$p}manga_chapters", array( 'post_id' => $manga, 'volume_id' => $volume_id, 'chapter_name' => $name, 'chapter_name_extend' => $extend, 'chapter_slug' => $slug, 'storage_in_use' => 'local', 'date' => '2024-05-01 10:00:00', 'date_gmt' => '2024-05-01 10:00:00', 'chapter_sort' => $sort ) );
      return $wpdb->insert_id;
    };
    $pages = static function ( $chapter_id, $storage, $map ) use ( $wpdb, $p ) {
      $wpdb->insert( "{$p}manga_chapters_data", array( 'chapter_id' => $chapter_id, 'storage' => $storage, 'data' => wp_json_encode( $map ) ) );
    };
    $local = static function ( $dir, $n, $size = false ) {
      $map = array();
      for ( $i = 1; $i <= $n; $i++ ) {
        $map[ $i ] = array( 'src' => sprintf( '%s/%02d.jpg', $dir, $i ), 'mime' => 'image/jpeg' ) + ( $size ? array( 'w' => 800, 'h' => 1200 ) : array() );
      }
      return $map;
    };

    $manga = $add_manga( array( 'post_title' => 'Routing <b>Test</b> ' . $u, 'post_name' => 'routing-' . $u ) );
    $v1    = $volume( $manga, 'Volume 1', 1 );
    $v2    = $volume( $manga, '<img src=x onerror=alert(1)>Cilt', 2 );
    $c1    = $chapter( $manga, $v1, 'Chapter 1', 'chapter-1', '', 1 );
    $pages( $c1, 'local', $local( "manga_$u/c1", 3 ) );
    $pages( $c1, 'mirror', array( 1 => array( 'src' => "https://cdn.example.com/$u/01.jpg", 'mime' => 'image/jpeg' ) ) );
    $c2    = $chapter( $manga, $v2, 'Chapter 2', 'chapter-2', '<script>alert(2)</script>', 2 );
    $pages( $c2, 'local', $local( "manga_$u/c2", 1 ) );
    $c3    = $chapter( $manga, 0, 'Chapter 3', 'chapter-3', '', 3 );
    $pages( $c3, 'local', $local( "manga_$u/c3", 2, true ) );

    $draft = $add_manga( array( 'post_title' => 'Draft ' . $u, 'post_name' => 'routing-draft-' . $u, 'post_status' => 'draft' ) );
    $d1    = $chapter( $draft, 0, 'Chapter 1', 'chapter-1' );
    $pages( $d1, 'local', $local( "draft_$u/c1", 1 ) );

    $novel = $add_manga( array( 'post_title' => 'Novel ' . $u, 'post_name' => 'routing-novel-' . $u ) );
    update_post_meta( $novel, '_wp_manga_chapter_type', 'text' );
    $n1    = $chapter( $novel, 0, 'Chapter 1', 'chapter-1' );
    wp_insert_post( array( 'post_type' => 'chapter_text_content', 'post_status' => 'publish', 'post_parent' => $n1, 'post_title' => $n1 . '-chapter-1', 'post_content' => '<p>Once upon a time</p>' ) );
    // Old rows may hold markup that kses would have removed on insert.
    $wpdb->update( $wpdb->posts, array( 'post_content' => '<p>Once upon a time</p><script>alert(3)</script>' ), array( 'post_parent' => $n1, 'post_type' => 'chapter_text_content' ) );

    foreach ( $ids as $id ) { \\Yomu\\Core\\Content\\Cache::bump( $id ); }
    echo wp_json_encode( array( 'u' => $u, 'manga' => $manga, 'slug' => 'routing-' . $u, 'draft' => 'routing-draft-' . $u, 'novel' => 'routing-novel-' . $u, 'ids' => $ids ) );`);
  fx = JSON.parse(out) as Fixture;
});

afterAll(() => {
  if (!fx) return;
  wpEval(`
    global $wpdb;
    $p = $wpdb->prefix;
    foreach ( ${JSON.stringify(fx.ids)} as $id ) {
      foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT chapter_id FROM {$p}manga_chapters WHERE post_id = %d", $id ) ) as $chapter_id ) {
        $wpdb->delete( "{$p}manga_chapters_data", array( 'chapter_id' => $chapter_id ) );
        foreach ( get_posts( array( 'post_type' => 'chapter_text_content', 'post_parent' => $chapter_id, 'post_status' => 'any', 'fields' => 'ids' ) ) as $text ) { wp_delete_post( $text, true ); }
      }
      $wpdb->delete( "{$p}manga_chapters", array( 'post_id' => $id ) );
      $wpdb->delete( "{$p}manga_volumes", array( 'post_id' => $id ) );
      \\Yomu\\Core\\Content\\Cache::bump( $id );
      wp_delete_post( $id, true );
    }`);
});

const manga = (rest = '') => `/manga/${fx.slug}/${rest}`;

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(site.url + path, { redirect: 'manual', ...init });
  return { status: response.status, location: response.headers.get('location') ?? '', html: await response.text() };
}

const post = (path: string) => get(path, { method: 'POST' });
const count = (html: string, needle: string) => html.split(needle).length - 1;
// A page image is its div.page-break's <img>, inside a <picture> when it has sources or a loading gate.
const imageIds = (html: string) => [...html.matchAll(/<div class="page-break[^"]*">(?:<picture>(?:<source[^>]*>)*)?<img id="(image-\d+)" class="wp-manga-chapter-img"/g)].map((m) => m[1]);

describe('manga and chapter routes', () => {
  it('serves the manga page with its title, summary and the server-rendered chapter list', async () => {
    const { status, html } = await get(manga());
    expect(status).toBe(200);
    expect(html).toMatch(/<div class="post-title">\s*<h1>Routing Test \w+<\/h1>/);
    expect(html).toContain('<div class="summary__content">');
    expect(html).toContain(`<div id="manga-chapters-holder" data-id="${fx.manga}">`);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
    expect(html).toContain(`<a href="${site.url}${manga('volume-1/chapter-1/')}">Chapter 1</a>`);
  });

  it.each([
    ['a chapter', 'chapter-3/'],
    ['a chapter in a volume', 'volume-1/chapter-1/'],
    ['a volume chapter without its volume segment', 'chapter-1/'],
    ['a chapter page', 'chapter-3/p/2/'],
    ['a volume chapter page', 'volume-1/chapter-1/p/3/'],
    ['a chapter with ?manga-paged', 'chapter-3/?manga-paged=2'],
    ['chapter comments', 'chapter-3/comment-page-1/'],
    ['manga comments', 'comment-page-1/'],
    ['GET of the chapter list URL (the manga page)', 'ajax/chapters/'],
  ])('answers 200 for %s', async (_name, rest) => {
    const { status, html } = await get(manga(rest));
    expect(status).toBe(200);
    expect(html).toMatch(/<article id="manga-\d+"/);
    expect(html).toContain('site-footer');
  });

  it.each([
    ['an unknown manga', '/manga/no-such-manga-here/chapter-1/'],
    ['an unknown chapter', 'chapter-99/'],
    ['an unknown chapter without a slash', 'chapter-99'],
    ['a page past the end', 'volume-1/chapter-1/p/4/'],
    ['page 0', 'chapter-3/p/0/'],
    ['a volume that does not hold the chapter', 'volume-2/chapter-1/'],
    ['a chapter without a volume under a volume segment', 'volume-1/chapter-3/'],
    ['a non-numeric ?manga-paged', 'chapter-3/?manga-paged=abc'],
    ['an unknown chapter of the AMP route', 'chapter-99/amp/'],
  ])('answers a real 404 (theme page, no redirect) for %s', async (_name, rest) => {
    const { status, location, html } = await get(rest.startsWith('/') ? rest : manga(rest));
    expect(status).toBe(404);
    expect(location).toBe('');
    expect(html).toContain('site-footer');
    expect(html).not.toContain('wp-manga-chapter-img');
  });

  it('hides draft manga and their chapters from guests, and shows them to an editor', async () => {
    for (const path of [`/manga/${fx.draft}/`, `/manga/${fx.draft}/chapter-1/`]) {
      const guest = await get(path);
      expect(guest.status, path).toBe(404);
      expect(guest.html).not.toContain('Draft ');
    }
    const cookie = await login('admin', site.adminPassword);
    const admin = await get(`/manga/${fx.draft}/chapter-1/`, { headers: { cookie } });
    expect(admin.status).toBe(200);
    expect(imageIds(admin.html)).toEqual(['image-0']);
  });

  it('a text chapter shows its filtered body in div.reading-content and has no second page', async () => {
    const { status, html } = await get(`/manga/${fx.novel}/chapter-1/`);
    expect(status).toBe(200);
    expect(html).toMatch(/<div class="reading-content">\s*<p>Once upon a time<\/p>/);
    expect(html).not.toContain('alert(3)</script>');
    expect((await get(`/manga/${fx.novel}/chapter-1/p/2/`)).status).toBe(404);
  });
});

describe('trailing slashes and redirects', () => {
  it('301s a GET without the trailing slash to the slashed URL, keeping the query', async () => {
    expect(await get(manga('chapter-3'))).toMatchObject({ status: 301, location: `${site.url}${manga('chapter-3/')}` });
    expect(await get(manga('chapter-3?style=list'))).toMatchObject({ status: 301, location: `${site.url}${manga('chapter-3/?style=list')}` });
    expect(await get(manga('volume-1/chapter-1/p/2'))).toMatchObject({ status: 301, location: `${site.url}${manga('volume-1/chapter-1/p/2/')}` });
  });

  it('never redirects a POST: the chapter is served at the unslashed URL', async () => {
    const { status, location, html } = await post(manga('chapter-3'));
    expect(status).toBe(200);
    expect(location).toBe('');
    expect(imageIds(html)).toEqual(['image-0']);
  });

  it.each([
    ['the manga', 'amp/', ''],
    ['a chapter', 'chapter-3/amp/', 'chapter-3/'],
    ['a chapter page', 'chapter-3/amp/p/2', 'chapter-3/p/2/'],
    ['a volume chapter', 'volume-1/chapter-1/amp/', 'volume-1/chapter-1/'],
    ['a volume chapter page', 'volume-1/chapter-1/amp/p/3/', 'volume-1/chapter-1/p/3/'],
  ])('301s the AMP URL of %s to the same page without AMP', async (_name, from, to) => {
    expect(await get(manga(from))).toMatchObject({ status: 301, location: `${site.url}${manga(to)}` });
  });

  it('names the chapter page, not the manga, as rel=canonical', async () => {
    const { html } = await get(manga('chapter-1/p/2/'));
    expect(html).toContain(`<link rel="canonical" href="${site.url}${manga('volume-1/chapter-1/p/2/')}" />`);
  });
});

describe('reading styles and hosts', () => {
  it('paged: only the current page, eager with high priority, with prev/next links', async () => {
    const { html } = await get(manga('volume-1/chapter-1/p/2/'));
    expect(imageIds(html)).toEqual(['image-1']);
    expect(html).toMatch(/id="image-1" class="wp-manga-chapter-img" src="[^"]+\/WP-manga\/data\/manga_\w+\/c1\/02\.jpg" alt="[^"]+" fetchpriority="high"/);
    expect(html).toContain(`class="btn prev_page" rel="prev" href="${site.url}${manga('volume-1/chapter-1/')}"`);
    expect(html).toContain(`class="btn next_page" rel="next" href="${site.url}${manga('volume-1/chapter-1/p/3/')}">Sonraki</a>`);
    expect(html).toContain('alt="Sayfa 2 / 3"');
  });

  it('?style=list shows every page in div.page-break, the first eager and the rest lazy', async () => {
    const { status, html } = await get(manga('volume-1/chapter-1/?style=list'));
    expect(status).toBe(200);
    expect(imageIds(html)).toEqual(['image-0', 'image-1', 'image-2']);
    expect(count(html, 'fetchpriority="high"')).toBe(1);
    expect(count(html, 'loading="lazy"')).toBe(2);
  });

  it('gives known image sizes as width and height', async () => {
    const { html } = await get(manga('chapter-3/?style=list'));
    expect(count(html, 'width="800" height="1200"')).toBe(2);
  });

  it('ignores an unknown ?style', async () => {
    const { status, html } = await get(manga('volume-1/chapter-1/?style=../../wp-config'));
    expect(status).toBe(200);
    expect(imageIds(html)).toEqual(['image-0']);
    expect(html).not.toContain('../../wp-config');
  });

  it('?host= picks a mirror the chapter has, and ignores any other', async () => {
    expect((await get(manga('volume-1/chapter-1/?host=mirror'))).html).toMatch(/class="wp-manga-chapter-img" src="https:\/\/cdn\.example\.com\/\w+\/01\.jpg"/);
    const bogus = await get(manga('volume-1/chapter-1/?host=imgur'));
    expect(bogus.status).toBe(200);
    expect(bogus.html).toMatch(/class="wp-manga-chapter-img" src="[^"]+\/WP-manga\/data\/manga_\w+\/c1\/01\.jpg"/);
  });

  it('accepts the plain-permalink query form', async () => {
    const ok = await get(`/?manga-core=${fx.slug}&chapter=chapter-1&volume=volume-1&manga-paged=3`);
    expect(ok.status).toBe(200);
    expect(imageIds(ok.html)).toEqual(['image-2']);
    expect((await get(`/?manga-core=${fx.slug}&chapter=chapter-1&style=list`)).html).toContain('id="image-2"');
    expect((await get(`/?manga-core=${fx.slug}&chapter=chapter-1&volume=volume-2`)).status).toBe(404);
    expect((await get(`/?manga-core=${fx.slug}&chapter=nope`)).status).toBe(404);
  });
});

describe('POST {manga}/ajax/chapters/', () => {
  it.each([['with', 'ajax/chapters/'], ['without', 'ajax/chapters']])('answers the chapter list %s the trailing slash', async (_name, rest) => {
    const { status, location, html } = await post(manga(rest));
    expect(status).toBe(200);
    expect(location).toBe('');
    expect(html.trim()).toMatch(/^<div class="page-content-listing single-page">\s*<div class="listing-chapters_wrap">\s*<ul class="main version-chap volumns">/);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
    expect(count(html, '<li class="parent has-child">')).toBe(2);
    expect(html).not.toContain('site-footer');
    // Newest first: the chapter outside volumes, then volume 2, then volume 1.
    const order = [...html.matchAll(/<a href="[^"]+\/(chapter-\d)\/">/g)].map((m) => m[1]);
    expect(order).toEqual(['chapter-3', 'chapter-2', 'chapter-1']);
    expect(html).toMatch(/<ul class="sub-chap list-chap"><li><ul class="sub-chap-list">\s*<li class="wp-manga-chapter"><a href="[^"]+\/volume-1\/chapter-1\/">Chapter 1<\/a> <span class="chapter-release-date"><i>[^<]+<\/i><\/span><\/li>/);
  });

  it('answers the plain-permalink form of the endpoint too', async () => {
    const { status, html } = await post(`/?manga-core=${fx.slug}&manga_ajax=1&maction=get_chapters`);
    expect(status).toBe(200);
    expect(count(html, '<li class="wp-manga-chapter">')).toBe(3);
  });

  it('accepts ?t= and sends the whole list', async () => {
    expect(count((await post(manga('ajax/chapters/?t=2'))).html, '<li class="wp-manga-chapter">')).toBe(3);
  });

  it('answers an empty body for an unknown or unpublished manga', async () => {
    for (const path of ['/manga/no-such-manga-here/ajax/chapters/', `/manga/${fx.draft}/ajax/chapters`]) {
      const { status, html } = await post(path);
      expect(status, path).toBe(200);
      expect(html, path).toBe('');
    }
  });

  it('escapes hostile volume and chapter names, in the endpoint and on the pages', async () => {
    const pages = [(await post(manga('ajax/chapters/'))).html, (await get(manga())).html, (await get(manga('chapter-2/'))).html];
    for (const html of pages.slice(0, 2)) {
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Cilt');
      expect(html).toContain('Chapter 2 - &lt;script&gt;alert(2)&lt;/script&gt;');
    }
    for (const html of pages) {
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('<script>alert(2)');
    }
  });

  it('answers the Madara 1.6 admin-ajax action manga_get_chapters with the same list', async () => {
    const response = await ajax({ action: 'manga_get_chapters', manga: String(fx.manga) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe((await post(manga('ajax/chapters/'))).html);
  });
});

describe('rewrite rules repair themselves', () => {
  it('after a flush that ran without Yomu (as the site installer does)', async () => {
    wpEval(`
      $rules = get_option( 'rewrite_rules' );
      foreach ( array_keys( \\Yomu\\Core\\Routing\\Rules::current() ) as $regex ) { unset( $rules[ $regex ] ); }
      update_option( 'rewrite_rules', $rules );`);
    expect((await get(manga('volume-1/chapter-1/p/2/'))).status).toBe(200);
    expect(wpEval(`echo isset( get_option( 'rewrite_rules' )['manga/([^/]+)/ajax/chapters/?$'] ) ? 'yes' : 'no';`)).toBe('yes');
  });

  it('again when the same partial rules come back soon after a repair (the installer runs at every start)', async () => {
    const installerFlush = `
      $rules = get_option( 'rewrite_rules' );
      foreach ( array_keys( \\Yomu\\Core\\Routing\\Rules::current() ) as $regex ) { unset( $rules[ $regex ] ); }
      update_option( 'rewrite_rules', $rules );`;
    for (let start = 1; start <= 2; start++) {
      wpEval(installerFlush);
      expect((await get(manga('chapter-3/'))).status).toBe(200);
    }
  });

  it('after the manga slug setting changes, and back', async () => {
    const saved = wpEval(`echo wp_json_encode( get_option( 'wp_manga_settings', null ) );`);
    try {
      wpEval(`$s = get_option( 'wp_manga_settings', array() ); $s = is_array( $s ) ? $s : array(); $s['manga_slug'] = 'seri-${fx.u}'; update_option( 'wp_manga_settings', $s );`);
      expect((await get(`/seri-${fx.u}/${fx.slug}/chapter-3/`)).status).toBe(200);
      expect((await post(`/seri-${fx.u}/${fx.slug}/ajax/chapters`)).html).toContain(`href="${site.url}/seri-${fx.u}/${fx.slug}/chapter-3/"`);
      expect((await get(manga('chapter-3/'))).status).not.toBe(200);
    } finally {
      wpEval(`$s = json_decode( ${JSON.stringify(saved)}, true ); if ( null === $s ) { delete_option( 'wp_manga_settings' ); } else { update_option( 'wp_manga_settings', $s ); }`);
    }
    expect((await get(manga('chapter-3/'))).status).toBe(200);
  });
});


// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
