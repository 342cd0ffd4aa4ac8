// Parallel writes to one reader's library and to one manga end consistent: no bookmark or history entry is lost
// when a reader (or many readers) write at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, phpProblems, site, wpEval } from '../support/site';

const PASSWORD = 'Eşzamanlı-şifre-9';
const made = { mangas: [] as number[], users: [] as number[] };
let problemsBefore = 0;

async function reader(): Promise<{ id: number; cookie: string; nonce: string }> {
  const name = `conc${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const id = Number(wpEval(`echo wp_insert_user( array( 'user_login' => '${name}', 'user_email' => '${name}@example.com', 'user_pass' => '${PASSWORD}' ) );`));
  made.users.push(id);
  const cookie = await login(name, PASSWORD);
  const html = await (await fetch(`${site.url}/?p=${made.mangas[0]}&post_type=wp-manga`, { headers: { cookie } })).text();
  const nonce = /data-island="bookmark"[^>]*data-props="[^"]*?&quot;nonce&quot;:&quot;([a-f0-9]+)/.exec(html)?.[1] ?? '';
  expect(nonce).not.toBe('');
  return { id, cookie, nonce };
}

function bookmark(user: { cookie: string; nonce: string }, manga: number) {
  return fetch(`${site.url}/wp-admin/admin-ajax.php`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: new URLSearchParams({ action: 'wp-manga-user-bookmark', nonce: user.nonce, postID: String(manga) }),
  }).then((response) => response.json() as Promise<{ success: boolean }>);
}

beforeAll(() => {
  problemsBefore = phpProblems().length;
  made.mangas = JSON.parse(
    wpEval(`$ids = array(); for ( $i = 0; $i < 8; $i++ ) {
      $id = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'publish', 'post_title' => 'Concurrent ' . $i ) );
      update_post_meta( $id, '_wp_manga_chapter_type', 'text' );
      Yomu\\Core\\Content\\ChapterWriter::create_text_chapter( $id, array( 'name' => 'Bölüm 1' ), '<p>Metin</p>' );
      $ids[] = $id;
    } echo wp_json_encode( $ids );`),
  );
});

afterAll(() => {
  wpEval(
    `require_once ABSPATH . 'wp-admin/includes/user.php'; foreach ( array( ${made.mangas.join(',')} ) as $id ) { wp_delete_post( $id, true ); } foreach ( array( ${made.users.join(',') || 0} ) as $id ) { wp_delete_user( $id ); }`,
  );
  expect(phpProblems().slice(problemsBefore)).toEqual([]);
});

describe('concurrent library writes', () => {
  it('one reader bookmarking eight manga at once keeps all eight', async () => {
    const user = await reader();
    const answers = await Promise.all(made.mangas.map((manga) => bookmark(user, manga)));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const saved = JSON.parse(wpEval(`echo wp_json_encode( array_column( Yomu\\Core\\Bookmarks\\Store::all( ${user.id} ), 'id' ) );`)) as number[];
    expect([...saved].sort()).toEqual([...made.mangas].sort());
  });

  it('six readers bookmarking one manga at once are all recorded on the manga', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => reader()));
    const answers = await Promise.all(users.map((user) => bookmark(user, made.mangas[1])));
    expect(answers.every((answer) => answer.success)).toBe(true);
    const marked = wpEval(`echo wp_json_encode( get_post_meta( ${made.mangas[1]}, '_wp_user_bookmarked', true ) );`);
    for (const user of users) expect(marked).toContain(String(user.id));
  });

  it('history writes for eight manga sent at once keep all eight', async () => {
    const user = await reader();
    const chapterUrl = wpEval(`echo Yomu\\Core\\Routing\\Urls::chapter( get_post( ${made.mangas[0]} ), Yomu\\Core\\Content\\ChapterRepository::reading_order( ${made.mangas[0]} )[0] );`).trim();
    const html = await (await fetch(chapterUrl, { headers: { cookie: user.cookie } })).text();
    const nonce = /var user_history_params = \{[^;]*"nonce":"([a-f0-9]+)"/.exec(html)?.[1] ?? '';
    expect(nonce).not.toBe('');
    const answers = await Promise.all(
      made.mangas.map((manga) =>
        fetch(`${site.url}/wp-admin/admin-ajax.php`, {
          method: 'POST',
          headers: { cookie: user.cookie },
          body: new URLSearchParams({ action: 'manga-user-history', nonce, postID: String(manga), chapterSlug: 'bolum-1', paged: '1', img_id: '0' }),
        }).then((response) => response.json() as Promise<{ success: boolean }>),
      ),
    );
    expect(answers.every((answer) => answer.success)).toBe(true);
    const saved = JSON.parse(wpEval(`echo wp_json_encode( array_column( (array) get_user_meta( ${user.id}, '_wp_manga_history', true ), 'id' ) );`)) as number[];
    expect([...saved].sort()).toEqual([...made.mangas].sort());
  });
});
