// Front-end chapter upload and edit (plugin/src/FrontUpload) over real HTTP: an allowed user (an author on
// their own manga) uploads and edits; hostile uploads are each refused with a clear message and leave no
// file behind (data folder and temp folder compared before/after); a guest, a subscriber, a missing nonce
// and another manga's chapter are refused and change nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site, wpEval } from '../support/site';
import { WAIT_FOR_VARIANTS_PHP, isVariantFile } from '../support/variants';

const PASSWORD = 'front-Upload-123';
type Fixture = { users: Record<'author' | 'subscriber', string>; ids: number[]; manga: number; other: number; otherChapter: number; chapter: number };
let fx: Fixture;
let tmp: string;
let problemsBefore: PhpLogMark;
const cookies = { author: '', subscriber: '' };

function json<T>(code: string): T {
  return JSON.parse(wpEval(code)) as T;
}

/** Every file under the data folder and the chapter rows of both manga, plus this site's yomu temp files. */
function snapshot(): { files: string[]; rows: unknown[]; temp: string[] } {
  const out = json<{ files: string[]; rows: unknown[]; temp: string[] }>(`
    ${WAIT_FOR_VARIANTS_PHP}
    global $wpdb;
    $table = Yomu\\Core\\Content\\Schema::tables()['chapters'];
    $rows = $wpdb->get_results( $wpdb->prepare( "SELECT chapter_id, chapter_name, chapter_metas FROM \`$table\` WHERE post_id IN (%d, %d) ORDER BY 1", ${fx.manga}, ${fx.other} ), ARRAY_A );
    $files = array();
    $dir = Yomu\\Core\\Content\\Storage\\Paths::data_dir();
    if ( is_dir( $dir ) ) {
      foreach ( new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) ) as $file ) {
        $files[] = substr( $file->getPathname(), strlen( $dir ) );
      }
    }
    sort( $files );
    $temp = array_values( array_map( 'basename', glob( get_temp_dir() . 'yomu-[0-9]*-*' ) ?: array() ) );
    echo wp_json_encode( array( 'files' => $files, 'rows' => $rows, 'temp' => $temp ) );`);
  return { ...out, files: out.files.filter((file) => !isVariantFile(file)) };
}

function file(name: string): Blob {
  return new Blob([new Uint8Array(fs.readFileSync(path.join(tmp, name)))]);
}

async function nonces(cookie: string, url: string): Promise<{ html: string; nonce: string }> {
  const html = await (await fetch(url, { headers: { cookie } })).text();
  return { html, nonce: /name="_yomu_front_nonce" value="([^"]+)"/.exec(html)?.[1] ?? '' };
}

async function send(fields: Record<string, string>, files: Array<[string, string, string?]> = [], cookie = cookies.author, endpoint = 'admin-ajax.php') {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [field, name, as] of files) body.append(field, file(name), as ?? name);
  return fetch(`${site.url}/wp-admin/${endpoint}`, { method: 'POST', body, headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-front-upload-'));
  fx = json<Fixture>(`
    $ids = array(); $users = array();
    foreach ( array( 'author', 'subscriber' ) as $role ) {
      $login = 'frontup_' . $role;
      $id = wp_insert_user( array( 'user_login' => $login, 'user_pass' => '${PASSWORD}', 'user_email' => $login . '@example.com', 'role' => $role ) );
      if ( is_wp_error( $id ) ) { $id = get_user_by( 'login', $login )->ID; wp_set_password( '${PASSWORD}', $id ); }
      $ids[] = (int) $id; $users[ $role ] = $login;
    }
    $make = fn ( $author ) => wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Front upload ' . $author, 'post_author' => $author ) );
    $manga = $make( $ids[0] );
    $other = $make( 1 );
    $page = function () { $f = tempnam( get_temp_dir(), 'fixture' ); imagepng( imagecreatetruecolor( 30, 40 ), $f ); return array( array( 'path' => $f, 'name' => '1.png' ) ); };
    $files = $page();
    $chapter = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $manga, array( 'name' => 'Bölüm 1' ), $files )->id;
    unlink( $files[0]['path'] );
    $files = $page();
    $other_chapter = Yomu\\Core\\Content\\ChapterWriter::create_image_chapter( $other, array( 'name' => 'Başka 1' ), $files )->id;
    unlink( $files[0]['path'] );
    // Files for the tests.
    $d = '${tmp}/';
    $im = imagecreatetruecolor( 40, 60 ); imagefill( $im, 0, 0, imagecolorallocate( $im, 200, 30, 30 ) );
    imagejpeg( $im, $d . 'page.jpg' ); imagepng( $im, $d . 'page.png' );
    file_put_contents( $d . 'evil.jpg', '<?php echo "owned"; ?>' );
    file_put_contents( $d . 'evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' );
    file_put_contents( $d . 'polyglot.jpg', file_get_contents( $d . 'page.jpg' ) . '<?php system($_GET["c"]); ?>' );
    imagepng( imagecreatetruecolor( 5001, 2 ), $d . 'wide.png' );
    $zip = function ( $name, $entries ) use ( $d ) {
      $z = new ZipArchive(); $z->open( $d . $name, ZipArchive::CREATE | ZipArchive::OVERWRITE );
      foreach ( $entries as $entry => $bytes ) { $z->addFromString( $entry, $bytes ); }
      $z->close();
    };
    $png = file_get_contents( $d . 'page.png' );
    $zip( 'good.zip', array( 'ch/10.png' => $png, 'ch/2.png' => $png, '__MACOSX/ch/._2.png' => 'junk' ) );
    $zip( 'traversal.zip', array( '1.png' => $png, '../../evil.php' => '<?php echo 1;' ) );
    $zip( 'macosx.zip', array( 'Ch1/' => '', 'Ch1/1.png' => $png, 'Ch1/x__MACOSX.php' => '<?php echo 1;' ) );
    $zip( 'bomb.zip', array( '1.png' => str_repeat( "\\0", 25 * 1024 * 1024 ) ) );
    echo wp_json_encode( array( 'users' => $users, 'ids' => $ids, 'manga' => $manga, 'other' => $other, 'otherChapter' => $other_chapter, 'chapter' => $chapter ) );`);
  cookies.author = await login(fx.users.author, PASSWORD);
  cookies.subscriber = await login(fx.users.subscriber, PASSWORD);
}, 60000);

afterAll(() => {
  wpEval(`
    require_once ABSPATH . 'wp-admin/includes/user.php';
    foreach ( array( ${fx.manga}, ${fx.other} ) as $m ) {
      foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( $m ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); }
      $folder = get_post_meta( $m, 'manga_unique_id', true );
      if ( $folder ) { Yomu\\Core\\Content\\Storage\\Files::delete_tree( Yomu\\Core\\Content\\Storage\\Paths::data_dir() . $folder ); }
      wp_delete_post( $m, true );
    }
    foreach ( array( ${fx.ids.join(',')} ) as $u ) { wp_delete_user( $u ); }`);
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('front-end chapter upload', () => {
  it('shows the upload form to the manga author and never to a subscriber', async () => {
    const url = `${site.url}/?p=${fx.manga}&post_type=wp-manga`;
    const author = await nonces(cookies.author, url);
    expect(author.html).toContain('id="yomu-chapter-upload"');
    expect(author.nonce).not.toBe('');
    const subscriber = await nonces(cookies.subscriber, url);
    expect(subscriber.html).not.toContain('yomu-chapter-upload');
    expect(subscriber.html).not.toContain('_yomu_front_nonce');
  });

  it('creates an image chapter from images in natural order, with a re-encoded thumbnail', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send(
      { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 2', chapter_kind: 'images' },
      [
        ['yomu_images[]', 'page.png', '10.png'],
        ['yomu_images[]', 'page.jpg', '2.jpg'],
        ['chapter-thumbnail', 'polyglot.jpg', 'thumb.jpg'],
      ],
    );
    const answer = (await response.json()) as { success: boolean; data: { message: string; url: string } };
    expect(answer.success).toBe(true);
    expect(answer.data.url).toMatch(/bolum-2/);
    const stored = json<{ mimes: string[]; thumb: string; payload: boolean }>(`
      $c = Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, 'bolum-2' );
      $pages = Yomu\\Core\\Content\\ChapterRepository::pages( $c );
      $thumb = Yomu\\Core\\FrontUpload\\Thumbnail::src( $c );
      $payload = str_contains( (string) file_get_contents( Yomu\\Core\\Content\\Storage\\Paths::local_file( $thumb ) ), '<?php' );
      echo wp_json_encode( array( 'mimes' => array_map( fn ( $p ) => $p->mime, $pages ), 'thumb' => $thumb, 'payload' => $payload ) );`);
    // 2.jpg comes before 10.png (natural order), whatever order the browser sent them in.
    expect(stored.mimes).toEqual(['image/jpeg', 'image/png']);
    expect(stored.thumb).toMatch(/thumbnails\/chapter-\d+-[a-z0-9]+\.jpg$/);
    expect(stored.payload).toBe(false);
  });

  it('removes a chapter thumbnail file when the chapter is deleted', () => {
    const left = wpEval(`
      $c = Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, 'bolum-2' );
      $file = Yomu\\Core\\Content\\Storage\\Paths::local_file( Yomu\\Core\\FrontUpload\\Thumbnail::src( $c ) );
      $before = is_file( $file );
      Yomu\\Core\\Content\\ChapterWriter::delete( $c->id );
      echo wp_json_encode( array( $before, is_file( $file ) ) );`);
    expect(JSON.parse(left)).toEqual([true, false]);
  });

  it('re-encodes a polyglot page so the appended PHP is gone', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send(
      { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 3' },
      [['yomu_images[]', 'polyglot.jpg']],
    );
    expect(response.status).toBe(200);
    const found = wpEval(`
      $c = Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, 'bolum-3' );
      foreach ( Yomu\\Core\\Content\\ChapterRepository::pages( $c ) as $p ) {
        $path = str_replace( Yomu\\Core\\Content\\Storage\\Paths::data_url(), Yomu\\Core\\Content\\Storage\\Paths::data_dir(), $p->url );
        echo str_contains( (string) file_get_contents( $path ), '<?php' ) ? 'payload' : 'clean';
      }`);
    expect(found).toBe('clean');
  });

  it('creates a chapter from a ZIP, skipping __MACOSX clutter', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const response = await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Bölüm 4' }, [
      ['yomu_zip', 'good.zip'],
    ]);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(wpEval(`echo count( Yomu\\Core\\Content\\ChapterRepository::pages( Yomu\\Core\\Content\\ChapterRepository::by_slug( ${fx.manga}, 'bolum-4' ) ) );`)).toBe('2');
  });

  const hostile: Array<[string, Array<[string, string, string?]>, string]> = [
    ['a PHP file named .jpg', [['yomu_images[]', 'evil.jpg']], 'yomu_image_type'],
    ['an SVG with a script', [['yomu_images[]', 'evil.svg']], 'yomu_image_type'],
    ['an oversized image', [['yomu_images[]', 'wide.png']], 'yomu_image_dimensions'],
    ['a ZIP with ../ entries', [['yomu_zip', 'traversal.zip']], 'yomu_zip_unsafe_path'],
    ['a ZIP with a __MACOSX-named PHP file', [['yomu_zip', 'macosx.zip']], 'yomu_zip_not_image'],
    ['a ZIP bomb', [['yomu_zip', 'bomb.zip']], 'yomu_image_too_large'],
    ['a PHP file as the thumbnail', [['yomu_images[]', 'page.png'], ['chapter-thumbnail', 'evil.jpg']], 'yomu_image_type'],
    ['both images and a ZIP', [['yomu_images[]', 'page.png'], ['yomu_zip', 'good.zip']], 'yomu_images_and_zip'],
  ];
  for (const [label, files, code] of hostile) {
    it(`refuses ${label} with a clear error and leaves no file behind`, async () => {
      const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
      const before = snapshot();
      const response = await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.manga), _yomu_front_nonce: nonce, chapter_name: 'Saldırı' }, files);
      const answer = (await response.json()) as { success: boolean; data: { code: string; message: string } };
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(answer.success).toBe(false);
      expect(answer.data.code).toBe(code);
      expect(answer.data.message.length).toBeGreaterThan(10);
      expect(snapshot()).toEqual(before);
    });
  }

  it('refuses a missing nonce, a guest, a subscriber and another manga’s chapter, changing nothing', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga`);
    const editNonce = (await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`)).nonce;
    const before = snapshot();
    const create = { action: 'yomu_front_chapter_create', manga_id: String(fx.manga), chapter_name: 'Saldırı' };
    const page: Array<[string, string, string?]> = [['yomu_images[]', 'page.png']];
    const cases: Array<[Response, number, string]> = [
      [await send(create, page), 403, 'yomu_bad_nonce'],
      [await send({ ...create, _yomu_front_nonce: nonce }, page, ''), 403, 'yomu_signed_out'],
      [await send({ ...create, _yomu_front_nonce: nonce }, page, cookies.subscriber), 403, 'yomu_forbidden'],
      [
        await send({ action: 'yomu_front_chapter_update', chapter_id: String(fx.otherChapter), _yomu_front_nonce: editNonce, chapter_name: 'Saldırı' }),
        403,
        'yomu_forbidden',
      ],
      [await send({ action: 'yomu_front_chapter_create', manga_id: String(fx.other), _yomu_front_nonce: nonce, chapter_name: 'Saldırı' }, page), 403, 'yomu_forbidden'],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { data: { code: string } }).data.code).toBe(code);
    }
    expect(snapshot()).toEqual(before);
  });

  it('edits name, subtitle, index and thumbnail without JavaScript and shows the result', async () => {
    const chapterUrl = `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`;
    const { html, nonce } = await nonces(cookies.author, chapterUrl);
    expect(html).toContain('id="yomu-chapter-edit"');
    expect(html).toContain('class="yomu-upload__no-thumbnail"');
    const response = await send(
      {
        action: 'yomu_front_chapter_update',
        chapter_id: String(fx.chapter),
        _yomu_front_nonce: nonce,
        chapter_name: 'Bölüm 1',
        chapter_name_extend: 'Yeni Başlık',
        chapter_index: '1',
        volume_id: '0',
      },
      [['chapter-thumbnail', 'page.png']],
      cookies.author,
      'admin-post.php',
    );
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/bolum-1/);
    const after = await (await fetch(location, { headers: { cookie: cookies.author } })).text();
    expect(after).toContain('yomu-upload__notice--success');
    expect(after).toContain('value="Yeni Başlık"');
    expect(after).toMatch(/<img class="yomu-upload__current-thumbnail" src="[^"]+thumbnails\/chapter-\d+-[a-z0-9]+\.png"/);
  });
  it('replaces the pages of a chapter from a ZIP through the edit form', async () => {
    const { nonce } = await nonces(cookies.author, `${site.url}/?p=${fx.manga}&post_type=wp-manga&chapter=bolum-1`);
    const response = await send(
      { action: 'yomu_front_chapter_update', chapter_id: String(fx.chapter), _yomu_front_nonce: nonce, pages_mode: 'replace' },
      [['yomu_zip', 'good.zip']],
    );
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    expect(wpEval(`echo count( Yomu\\Core\\Content\\ChapterRepository::pages( Yomu\\Core\\Content\\ChapterRepository::find( ${fx.chapter} ) ) );`)).toBe('2');
  });

  it('creates a text chapter without JavaScript, and shows a refused one as an error notice', async () => {
    const textManga = Number(
      wpEval(`echo wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Front upload text', 'post_author' => ${fx.ids[0]} ) );`),
    );
    try {
      const url = `${site.url}/?p=${textManga}&post_type=wp-manga`;
      const { html, nonce } = await nonces(cookies.author, url);
      expect(html).toContain('name="chapter_kind" value="text"');
      const fields = { action: 'yomu_front_chapter_create', manga_id: String(textManga), _yomu_front_nonce: nonce, chapter_kind: 'text', chapter_name: 'Bölüm 1' };
      const empty = await send({ ...fields, yomu_text: '<script></script>' }, [], cookies.author, 'admin-post.php');
      expect(empty.status).toBe(302);
      const back = empty.headers.get('location') ?? '';
      expect(back).toContain('#yomu-chapter-upload');
      expect(await (await fetch(back, { headers: { cookie: cookies.author } })).text()).toContain('yomu-upload__notice--error');
      const made = await send({ ...fields, yomu_text: '<p>Merhaba <strong>dünya</strong></p><script>alert(1)</script>' }, [], cookies.author, 'admin-post.php');
      expect(made.status).toBe(302);
      const chapterPage = await (await fetch(made.headers.get('location') ?? '', { headers: { cookie: cookies.author } })).text();
      expect(chapterPage).toContain('Merhaba <strong>dünya</strong>');
      expect(chapterPage).not.toContain('<script>alert(1)</script>');
      expect(chapterPage).toContain('yomu-upload__notice--success');
    } finally {
      wpEval(`
        foreach ( Yomu\\Core\\Content\\ChapterRepository::reading_order( ${textManga} ) as $c ) { Yomu\\Core\\Content\\ChapterWriter::delete( $c->id ); }
        wp_delete_post( ${textManga}, true );`);
    }
  });
});
