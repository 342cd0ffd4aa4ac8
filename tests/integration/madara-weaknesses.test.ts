// MADARA.md §5: the holes of Madara that Yomu must not repeat, sent at a running Yomu site. (The other items
// of §5 have their tests next to the feature: listing whitelists, reader access, uploads, account flows.)
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changed, databaseDigest, uploadsDigest } from '../support/hostile';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const marker = `madara${Date.now()}`;
let subscriber = { id: 0, cookie: '' };
let problemsBefore: PhpLogMark;

beforeAll(async () => {
  const id = fixture('make_user', { login: `sub_${marker}`, password: `Pass-${marker}`, role: 'subscriber' });
  subscriber = { id, cookie: await login(`sub_${marker}`, `Pass-${marker}`) };
  problemsBefore = phpLogMark();
});

afterAll(() => {
  fixture('delete_users', { ids: [subscriber.id] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe("Madara's holes stay closed (MADARA.md §5)", () => {
  it('§5.2.1: a guest POSTing settings arrays to admin-ajax changes no configuration', async () => {
    const before = databaseDigest();
    for (const cookie of ['', subscriber.cookie]) {
      const response = await ajax(
        {
          action: 'madara_load_more',
          'wp_manga_settings[user_page]': '1',
          'wp_manga_settings[default_video_server]': 'evil',
          'wp_manga[manga_slug]': 'pwned',
          'wp_manga[user_can_register]': '1',
        },
        { cookie },
      );
      await response.text();
      await (await fetch(`${site.url}/wp-admin/admin-post.php?wp_manga_settings[manga_slug]=pwned`, { headers: cookie ? { cookie } : {}, redirect: 'manual' })).text();
    }
    expect(changed(before, databaseDigest())).toEqual([]);
  });

  it('§5.2.2: OAuth state callbacks on the front end store no token', async () => {
    const before = databaseDigest();
    for (const query of ['state=imgur&access_token=evil&refresh_token=evil&expires_in=3600', 'state=picasa&code=evil', 'state=flickr&oauth_token=evil']) {
      await (await fetch(`${site.url}/?${query}`, { redirect: 'manual' })).text();
    }
    expect(changed(before, databaseDigest())).toEqual([]);
  });

  it("§5.1 CVE-2025-7712 and §5.2.3: Madara's unguarded file and admin actions do nothing for a guest or a subscriber", async () => {
    const canary = path.join(site.dir, `canary-${marker}.txt`);
    fs.writeFileSync(canary, 'must survive');
    const databaseBefore = databaseDigest();
    const uploadsBefore = uploadsDigest();
    const actions: Record<string, string>[] = [
      { action: 'wp-manga-delete-zip', zipDir: canary },
      { action: 'wp-manga-delete-zip', zipDir: '../../canary.txt' },
      { action: 'wp-manga-move-chapter', chapterID: '1', mangaID: '1', volumeID: '0' },
      { action: 'chapter_content_upload', postID: '1', chapterName: 'x' },
      { action: 'wp-download-manga', postID: '1' },
      { action: 'search-chapter', chapter: "' UNION SELECT user_pass FROM wp_users -- ", post: '1' },
      { action: 'wp_manga_rebuild_search_text' },
      { action: 'wp_manga_clean_temp_folder' },
      { action: 'madara_install_data' },
      { action: 'wp-manga-save-chapter-paging', chapterID: '1', 'deletedImages[]': '../../../wp-config.php' },
      { action: 'save_user_player_id', userID: '1', player_id: 'evil' },
    ];
    for (const cookie of ['', subscriber.cookie]) {
      for (const fields of actions) {
        const response = await ajax(fields, { cookie });
        const body = await response.text();
        expect(response.status, `${fields.action} ${cookie ? 'subscriber' : 'guest'}`).toBeLessThan(500);
        expect(body, fields.action).not.toMatch(/"success":\s*true/);
      }
    }
    expect(fs.readFileSync(canary, 'utf8')).toBe('must survive');
    fs.rmSync(canary);
    expect(changed(databaseBefore, databaseDigest())).toEqual([]);
    expect(changed(uploadsBefore, uploadsDigest())).toEqual([]);
    expect(fixture('madara_user_meta_values', { user: 1, key: '_onesignal_player_id' })).toEqual([]);
  });
});
