// Issue 33, item 5: Settings → Manga edits the site behaviour Madara kept in wp_manga_settings. It shows what a
// Madara site saved, saves in Madara's formats into Madara's option (every key it does not show kept as it was, so
// a switch back finds it), refuses a bad value with a message and nothing changed, and a new address base is live
// on the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/listing';
import { settingsFormBody } from '../support/settings-form';
import { login, site } from '../support/site';

const SCREEN = 'options-general.php?page=yomu-manga-settings';
const TAG = `ss${Date.now().toString(36)}`;
// A Madara site's option: keys this screen shows, and keys it does not (Chapter Coin's, one Yomu never reads).
const MADARA = {
  manga_slug: 'manga',
  manga_genres_slug: 'manga-genre',
  related_manga: '1',
  related_by: 'related_author',
  user_bookmark_max: '50',
  guest_rating: '0',
  loading_fontawesome: '1',
  wp_manga_chapter_selling: { default_coin: '5', free_word: 'Bedava', lock_color: '#ffffff' },
};

let before: unknown;
let admin = '';
let manga: number[] = [];
let strings: Record<string, string> = {};

const stored = () => fixture('get_option', { name: 'wp_manga_settings' }) as Record<string, unknown>;
const screen = async (cookie = admin) => (await fetch(`${site.url}/wp-admin/${SCREEN}`, { headers: { cookie } })).text();

/** Sends the screen's form as a browser would, with changes and boxes unchecked; follows the redirect back. */
async function save(changes: Record<string, string>, unchecked: string[] = []): Promise<string> {
  const body = settingsFormBody(await screen(), changes);
  for (const name of unchecked) {
    const sent = body.getAll(name).filter((value) => value !== '1'); // the hidden '0' stays, as a browser sends it
    body.delete(name);
    sent.forEach((value) => body.append(name, value));
  }
  const saved = await fetch(`${site.url}/wp-admin/options.php`, {
    method: 'POST',
    headers: { cookie: admin, referer: `${site.url}/wp-admin/${SCREEN}` },
    body,
    redirect: 'manual',
  });
  expect(saved.status).toBe(302);
  return (await fetch(new URL(saved.headers.get('location') ?? '', site.url), { headers: { cookie: admin } })).text();
}

const field = (name: string) => `wp_manga_settings[${name}]`;
const inputValue = (page: string, id: string) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(page)?.[1];

beforeAll(async () => {
  before = fixture('get_option', { name: 'wp_manga_settings' });
  fixture('set_option', { name: 'wp_manga_settings', value: MADARA });
  manga = fixture('listing_seed_genre_manga', { tag: TAG, prefix: 'Ayarlar', count: 1 });
  strings = fixture('manga_translations', {
    strings: ['Manga settings', 'Tag base', 'Genre base', '%1$s and %2$s cannot be the same.', '%1$s must be a whole number from %2$d to %3$d.', 'Bookmarks per reader'],
  });
  admin = await login('admin', site.adminPassword);
});

afterAll(() => {
  fixture('set_option', { name: 'wp_manga_settings', value: before ?? null });
  fixture('delete_posts', { ids: manga });
  fixture('listing_delete_terms', { terms: [{ slug: `genre-${TAG}`, taxonomy: 'wp-manga-genre' }] });
});

describe('Settings → Manga', () => {
  it('is for administrators only', async () => {
    const password = `${TAG}-Parola-1`;
    const reader = fixture('make_user', { role: 'editor', login: `${TAG}r`, password });
    try {
      const denied = await fetch(`${site.url}/wp-admin/${SCREEN}`, { headers: { cookie: await login(`${TAG}r`, password) }, redirect: 'manual' });
      expect(denied.status).toBe(403);
      const refused = await fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        headers: { cookie: await login(`${TAG}r`, password) },
        body: settingsFormBody(await screen(), { [field('manga_slug')]: 'ele-gecirildi' }),
        redirect: 'manual',
      });
      expect(refused.status).toBe(403);
      expect(stored().manga_slug).toBe('manga');
    } finally {
      fixture('delete_users', { ids: [reader] });
    }
  });

  it("shows the Madara site's saved values, and what the site does for a key never saved", async () => {
    const page = await screen();
    expect(page).toContain(`<h1>${strings['Manga settings']}</h1>`);
    expect(inputValue(page, 'yomu-manga-user-bookmark-max')).toBe('50');
    expect(inputValue(page, 'yomu-manga-manga-genres-slug')).toBe('manga-genre');
    expect(page).toMatch(/id="yomu-manga-related-manga" name="wp_manga_settings\[related_manga\]" value="1"\s+checked/);
    expect(page).toMatch(/<option value="related_author"\s+selected/);
    expect(page).not.toMatch(/id="yomu-manga-guest-rating"[^>]*checked/);
    // Never saved: discussion is on (Yomu and Madara's page default), the feed holds 100 chapters.
    expect(page).toMatch(/id="yomu-manga-enable-comment"[^>]*checked/);
    expect(inputValue(page, 'yomu-manga-manga-feed-max-entries')).toBe('100');
    // Every field is labelled by its row heading.
    const ids = [...page.matchAll(/<(?:input|select) (?:type="(?:checkbox|text|number)" (?:class="[^"]*" )?)?id="(yomu-manga-[a-z-]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(28);
    for (const id of ids) expect(page).toContain(`<label for="${id}">`);
  });

  it("saves in Madara's formats, keeps every key it does not show, and a new base is live on the next request", async () => {
    const genreUrl = (base: string) => `${site.url}/${base}/genre-${TAG}/`;
    expect((await fetch(genreUrl('manga-genre'))).status).toBe(200);

    await save({ [field('manga_genres_slug')]: 'Tür Listesi', [field('user_bookmark_max')]: '80' }, [field('related_manga')]);
    const after = stored();
    expect(after.manga_genres_slug).toBe('tur-listesi');
    expect(after.user_bookmark_max).toBe('80');
    expect(after.related_manga).toBe('0'); // unchecked: saved as Madara's page saved it
    expect(after.enable_comment).toBe('1');
    expect(after.wp_manga_chapter_selling).toEqual(MADARA.wp_manga_chapter_selling);
    expect(after.loading_fontawesome).toBe('1');

    const moved = await fetch(genreUrl('tur-listesi'));
    expect(moved.status).toBe(200);
    expect(await moved.text()).toContain(`Ayarlar 01 ${TAG}`);
    expect((await fetch(genreUrl('manga-genre'), { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses a bad value with a message, changes nothing, and keeps what was typed', async () => {
    const was = stored();
    const view = await save({ [field('manga_tag_slug')]: 'tur-listesi', [field('user_bookmark_max')]: '5000', [field('manga_feed_max_entries')]: '40' });
    expect(stored()).toEqual(was);
    expect(view).toContain(strings['%1$s and %2$s cannot be the same.'].replace('%1$s', strings['Tag base']).replace('%2$s', strings['Genre base']));
    expect(view).toContain(strings['%1$s must be a whole number from %2$d to %3$d.'].replace('%1$s', strings['Bookmarks per reader']).replace('%2$d', '1').replace('%3$d', '1000'));
    // The form shows what was typed, once; the next view shows the stored values again.
    expect(inputValue(view, 'yomu-manga-manga-tag-slug')).toBe('tur-listesi');
    expect(inputValue(view, 'yomu-manga-manga-feed-max-entries')).toBe('40');
    expect(inputValue(await screen(), 'yomu-manga-manga-feed-max-entries')).toBe('100');
  });

  it('stores nothing the screen does not show, and refuses markup and reserved words', async () => {
    const was = stored();
    await save({ 'wp_manga_settings[admin_hide_bar]': '1', [field('default_video_server')]: '<b>Ana</b> sunucu' });
    const after = stored();
    expect(after.admin_hide_bar).toBeUndefined();
    expect(after.default_video_server).toBe('Ana sunucu');
    await save({ [field('manga_paged_var')]: 'paged', [field('manga_slug')]: 'wp-admin', [field('related_by')]: 'related_color' });
    expect(stored()).toEqual({ ...was, default_video_server: 'Ana sunucu' });
  });
});
