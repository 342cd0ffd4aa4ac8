// What the fuzz layer (tests/fuzz/) found, kept as plain cases: fields WordPress core reads as text, sent as
// arrays (x[]=1), gave HTTP 500 or PHP warnings, and a lost-password form without its field a deprecation on 6.5
// (Http\ScalarInput); some error answers carried no message a person could read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, site } from '../support/site';

const marker = `si${Date.now().toString(36)}`;
let ids: { manga: number; editor: number };

beforeAll(() => {
  const [manga] = fixture('site_make_posts', { posts: [{ title: `Scalar ${marker}`, comments: 'open' }] });
  const [editor] = fixture('site_make_users', {
    users: [{ login: `editor_${marker}`, email: `editor-${marker}@example.com`, password: `Editor-pass-${marker}`, role: 'editor' }],
  });
  ids = { manga, editor };
});

afterAll(() => {
  fixture('delete_posts', { ids: [ids.manga] });
  fixture('delete_users', { ids: [ids.editor] });
});

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(site.url + path, { redirect: 'manual', ...init });
  return { status: response.status, body: await response.text() };
}

const form = (body: string, cookie = '') => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) }, body });

describe('arrays where core reads text', () => {
  it('answers public query vars given as arrays like absent ones, without a server error', async () => {
    const problemsBefore = phpLogMark();
    for (const query of ['feed[]=x', 'year[]=1', 'author_name[]=x', 'attachment[]=x', 'taxonomy[]=x&term[]=y', 's=a&post_type[a][]=x', 'pagename[]=x']) {
      const { status } = await get(`/?${query}`);
      expect(status, query).toBeLessThan(500);
    }
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });

  it('answers date parts too long to be a date like absent ones, without a server error', async () => {
    const problemsBefore = phpLogMark();
    for (const query of ['s=fuzz&m=1&year=-476318431417585985933691704292', 'year=99999999999', 'year=2026&monthnum=123456789012&day=1', 's=x&hour=-99999999999']) {
      const { status } = await get(`/?${query}`);
      expect(status, query).toBeLessThan(500);
    }
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });

  it('ignores a REST _method override given as an array', async () => {
    const { status, body } = await get('/wp-json/yomu/v1/manga?_method[]=x');
    expect(status).toBe(200);
    expect(Array.isArray(JSON.parse(body))).toBe(true);
  });

  it('answers wp-login.php forms with array or missing fields with core’s own error', async () => {
    const problemsBefore = phpLogMark();
    const signIn = await get('/wp-login.php', { ...form('log[]=1&pwd[]=x&testcookie=1'), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'wordpress_test_cookie=WP%20Cookie%20check' } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('id="login_error"');
    // '<b>' sanitizes to nothing: core would look it up under an empty cache key (a notice on 6.1+); "0" is empty to
    // core's empty(), which then passes no login at all to trim() (a deprecation on PHP 8.1+).
    for (const body of ['user_login[]=x', 'wp-submit=x', 'user_login=0', 'user_login=%3Cb%3E', `user_login=${'%3Cb%3E'.repeat(40)}`]) {
      const lost = await get('/wp-login.php?action=lostpassword', form(body));
      expect(lost.status, body).toBe(200);
      expect(lost.body, body).toContain('id="login_error"');
    }
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });

  it('answers a comment with array fields, from a guest and from an editor, without a warning', async () => {
    const problemsBefore = phpLogMark();
    const guest = await get('/wp-comments-post.php', form(`comment_post_ID=${ids.manga}&comment[]=x&author[]=a&email[]=b`));
    expect(guest.status).toBeLessThan(500);
    const cookie = await login(`editor_${marker}`, `Editor-pass-${marker}`);
    const editor = await get('/wp-comments-post.php', form(`comment_post_ID=${ids.manga}&comment=Merhaba&_wp_unfiltered_html_comment[]=x`, cookie));
    expect(editor.status).toBeLessThan(500);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});

describe('a redirect_to too long for a Location header', () => {
  const signIn = (redirect?: string) =>
    fetch(`${site.url}/wp-login.php`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
      body: new URLSearchParams({ log: `editor_${marker}`, pwd: `Editor-pass-${marker}`, testcookie: '1', ...(redirect === undefined ? {} : { redirect_to: redirect }) }),
    });

  it('signs in and goes where a sign-in without one goes, and still follows a short one', async () => {
    const plain = await signIn();
    expect(plain.status).toBe(302);
    // 1,000 emoji: 4,000 bytes, 12,000 once percent-encoded (the fuzz layer's was 140,000 and got no answer).
    const long = await signIn(`/${'😀'.repeat(1000)}`);
    expect(long.status).toBe(302);
    expect(long.headers.get('location')).toBe(plain.headers.get('location'));
    expect(long.headers.getSetCookie().some((c) => c.startsWith('wordpress_logged_in_'))).toBe(true);
    expect((await signIn(`${site.url}/manga/`)).headers.get('location')).toBe(`${site.url}/manga/`);
  });

  it('sends the no-JS switches and the adult confirmation to the home page, as when the form names no page', async () => {
    const forms: Record<string, string>[] = [{ action: 'yomu_body_schema', scheme: 'dark' }, { action: 'yomu_family_safe', family_safe: '1' }, { action: 'yomu_adult_confirm' }];
    for (const fields of forms) {
      for (const redirect of [`${site.url}/?q=${'a'.repeat(3000)}`, undefined]) {
        const body = new URLSearchParams({ ...fields, ...(redirect ? { redirect_to: redirect } : {}) });
        const response = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', redirect: 'manual', body });
        expect(response.status, `${fields.action} ${redirect ? 'long' : 'none'}`).toBe(302);
        expect(response.headers.get('location'), fields.action).toBe(`${site.url}/`);
      }
    }
  });
});

describe('error answers a person can read', () => {
  it('tells why a bookmark or a history entry could not be changed', async () => {
    const cookie = await login(`editor_${marker}`, `Editor-pass-${marker}`);
    const origin = { origin: site.url };
    const call = async (fields: Record<string, string>) => (await fetch(`${site.url}/wp-admin/admin-ajax.php`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, ...origin } })).json();
    expect((await call({ action: 'wp-manga-user-bookmark', postID: '999999999' })).data).toMatchObject({ code: 'invalid_manga', message: expect.stringMatching(/\S/) });
    expect((await call({ action: 'wp-manga-delete-bookmark', postID: String(ids.manga) })).data).toMatchObject({ code: 'not_bookmarked', message: expect.stringMatching(/\S/) });
    expect((await call({ action: 'manga-remove-history', postID: String(ids.manga) })).data).toMatchObject({ message: expect.stringMatching(/\S/) });
  });

  it('answers an unknown manga’s hover card and a stranger’s variants trigger with a message', async () => {
    const hover = await ajax({ action: 'madara_hover_load_post', postid: '999999999' });
    expect(hover.status).toBe(404);
    expect((await hover.text()).trim()).not.toBe('');
    const trigger = await ajax({ action: 'yomu_variants_work', key: 'guess' });
    expect(trigger.status).toBe(403);
    expect((await trigger.text()).trim()).not.toBe('');
  });
});
