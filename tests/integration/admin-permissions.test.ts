// The chapter and volume actions of the manga edit screen over real HTTP (admin-post.php), the ZIP downloads among
// them (a premium chapter's pages must not leave through them): every handler refuses a guest, a subscriber (with a foreign nonce or none) and an author on someone else's manga with
// HTTP 403 and a clear message, and changes no row and no file; an editor succeeds. Also Madara's
// unauthenticated settings overwrite (MADARA.md §3.4, §5.2 item 1) must change nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminForm, adminForm, adminForms } from '../support/admin-forms';
import { fixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';
import { isVariantFile, withoutVariants } from '../support/variants';

const PASSWORD = 'admin-Permissions-123';
const ACTIONS = [
  'yomu_volume_create',
  'yomu_volume_rename',
  'yomu_volume_move',
  'yomu_volume_delete',
  'yomu_chapter_create_images',
  'yomu_chapter_create_text',
  'yomu_chapter_create_video',
  'yomu_chapter_update',
  'yomu_chapter_video_update',
  'yomu_chapter_delete',
  'yomu_chapters_move',
  'yomu_chapters_price',
  'yomu_chapter_pages_add',
  'yomu_chapter_pages_replace',
  'yomu_chapter_pages_remove',
  'yomu_chapter_pages_reorder',
  'yomu_chapter_download',
  'yomu_manga_download',
] as const;
type Action = (typeof ACTIONS)[number];

type Fixture = {
  users: { editor: string; author: string; subscriber: string };
  ids: { editor: number; author: number; subscriber: number };
  manga: number; // owned by the editor, image chapters
  volume: number;
  volume2: number;
  chapter: number; // image chapter with 2 pages, in volume
  textManga: number;
  textVolume: number;
  videoManga: number;
  serversManga: number; // video, with videoChapter (two servers)
  videoChapter: number;
  authorManga: number; // owned by the author
  authorVolume: number;
  authorChapter: number;
  transients: string[]; // update-check transients this test set (removed afterwards)
};
type Field = string | string[] | Record<string, string>;

let fx: Fixture;
let tmp: string;
let png: Buffer;
let problemsBefore: PhpLogMark;
const cookies: Record<'editor' | 'author' | 'subscriber', string> = { editor: '', author: '', subscriber: '' };

/** Rows of the chapter tables, text bodies, manga meta and every file under the data folder. */
function snapshot(): Record<string, unknown> {
  const manga = [fx.manga, fx.textManga, fx.videoManga, fx.serversManga, fx.authorManga];
  const out = fixture('admin_chapters_snapshot', { manga });
  return { ...out, data: out.data.map((row) => ({ ...row, data: withoutVariants(row.data) })), files: out.files.filter((file) => !isVariantFile(file)) };
}

/** The admin-post forms printed on a manga's edit screen for a signed-in user. */
async function forms(cookie: string, manga: number, chapter = 0): Promise<AdminForm[]> {
  const url = `${site.url}/wp-admin/post.php?post=${manga}&action=edit${chapter ? `&yomu_chapter=${chapter}` : ''}`;
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  expect(response.status).toBe(200);
  return adminForms(await response.text());
}

/** The text of the notice shown after a redirect ('' when none of that kind). */
async function notice(location: string, kind: 'success' | 'error' = 'success'): Promise<string> {
  const page = await fetch(location, { headers: { cookie: cookies.editor } });
  const match = new RegExp(`notice-${kind}[^>]*><p>([^<]*)</p>`).exec(await page.text());
  return (match?.[1] ?? '').replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');
}

/** Sends a multipart POST to admin-post.php, as the browser does for these forms. */
function post(fields: Record<string, Field>, files: Record<string, string[]> = {}, cookie = '') {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => body.append(`${name}[]`, v));
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => body.append(`${name}[${k}]`, v));
    else body.append(name, value);
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list) body.append(`${name}[]`, new Blob([new Uint8Array(png)], { type: 'image/png' }), file);
  }
  return fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: cookie ? { cookie } : {}, redirect: 'manual' });
}

/** The fields and files that name each action's target in the editor's manga, with harmless values. */
function request(action: Action): { fields: Record<string, Field>; files: Record<string, string[]> } {
  const chapter = { chapter_id: String(fx.chapter) };
  const table: Record<Action, { fields: Record<string, Field>; files?: Record<string, string[]> }> = {
    yomu_volume_create: { fields: { manga_id: String(fx.manga), volume_name: 'Saldırı' } },
    yomu_volume_rename: { fields: { volume_id: String(fx.volume), volume_name: 'Saldırı' } },
    yomu_volume_move: { fields: { volume_id: String(fx.volume), direction: 'down' } },
    yomu_volume_delete: { fields: { volume_id: String(fx.volume) } },
    yomu_chapter_create_images: { fields: { manga_id: String(fx.manga), chapter_name: 'Saldırı' }, files: { yomu_images: ['1.png', '2.png'] } },
    yomu_chapter_create_text: { fields: { manga_id: String(fx.textManga), chapter_name: 'Saldırı', yomu_text: '<p>x</p>' } },
    yomu_chapter_create_video: {
      fields: { manga_id: String(fx.videoManga), chapter_name: 'Saldırı', yomu_embed: '<iframe src="https://www.youtube.com/embed/abc"></iframe>' },
    },
    yomu_chapter_update: { fields: { ...chapter, chapter_name: 'Saldırı' } },
    yomu_chapter_video_update: {
      fields: { chapter_id: String(fx.videoChapter), yomu_server_name: ['Saldırı'], yomu_server_embed: ['<iframe src="https://player.vimeo.com/video/1"></iframe>'] },
    },
    yomu_chapter_delete: { fields: chapter },
    yomu_chapters_move: { fields: { chapter_ids: [String(fx.chapter)], target_volume_id: '0' } },
    yomu_chapters_price: { fields: { manga_id: String(fx.manga), scope: 'all', chapter_coin: '99' } },
    yomu_chapter_pages_add: { fields: chapter, files: { yomu_pages: ['3.png'] } },
    yomu_chapter_pages_replace: { fields: chapter, files: { yomu_pages: ['3.png'] } },
    yomu_chapter_pages_remove: { fields: { ...chapter, pages: ['1'] } },
    yomu_chapter_pages_reorder: { fields: { ...chapter, position: { '1': '2', '2': '1' } } },
    yomu_chapter_download: { fields: chapter },
    yomu_manga_download: { fields: { manga_id: String(fx.manga) } },
  };
  return { fields: { action, ...table[action].fields }, files: table[action].files ?? {} };
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yomu-admin-perm-'));
  const { users, ids } = fixture('admin_users_by_role', { roles: ['editor', 'author', 'subscriber'], prefix: 'adminperm_', password: PASSWORD });
  const transients = fixture('admin_skip_update_checks', {});
  const content = fixture('admin_permissions_content', { editor: ids.editor, author: ids.author, folder: tmp });
  fx = { users, ids, transients, ...content } as Fixture;
  png = fs.readFileSync(path.join(tmp, 'page.png'));
  cookies.editor = await login(fx.users.editor, PASSWORD);
  cookies.author = await login(fx.users.author, PASSWORD);
  cookies.subscriber = await login(fx.users.subscriber, PASSWORD);
});

afterAll(() => {
  if (fx) {
    fixture('delete_posts', { ids: [fx.manga, fx.textManga, fx.videoManga, fx.serversManga, fx.authorManga] });
    fixture('admin_delete_users', { ids: Object.values(fx.ids) });
    fixture('admin_forget_update_checks', { names: fx.transients });
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('admin-post chapter and volume actions: refusals', () => {
  it('a guest is refused by every handler with 403 and nothing changes', async () => {
    const before = snapshot();
    for (const action of ACTIONS) {
      const { fields, files } = request(action);
      const response = await post({ ...fields, _yomu_nonce: 'a1b2c3d4e5' }, files);
      expect(response.status, action).toBe(403);
      expect(await response.text(), action).toContain('Bölümleri yönetmek için giriş yapmalısınız.');
    }
    expect(snapshot()).toEqual(before);
  });

  it('a subscriber is refused by every handler, with a foreign nonce or none, and nothing changes', async () => {
    const editorForms = [
      ...(await forms(cookies.editor, fx.manga, fx.chapter)),
      ...(await forms(cookies.editor, fx.textManga)),
      ...(await forms(cookies.editor, fx.videoManga)),
      ...(await forms(cookies.editor, fx.serversManga, fx.videoChapter)),
    ];
    const before = snapshot();
    for (const action of ACTIONS) {
      const { fields, files } = request(action);
      const foreign = editorForms.find((f) => f.action === action)?.fields._yomu_nonce;
      expect(foreign, action).toMatch(/^[0-9a-f]{10}$/);
      for (const nonce of [foreign as string, undefined]) {
        const response = await post(nonce ? { ...fields, _yomu_nonce: nonce } : fields, files, cookies.subscriber);
        expect(response.status, action).toBe(403);
        expect(await response.text(), action).toContain('Manga bölümlerini yönetme izniniz yok.');
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it("an author (no edit_others_posts) is refused on another author's manga even with nonces of their own, and nothing changes", async () => {
    const own = await forms(cookies.author, fx.authorManga, fx.authorChapter);
    const fallback = adminForm(own, 'yomu_volume_create').fields._yomu_nonce;
    const before = snapshot();
    for (const action of ACTIONS) {
      const { fields, files } = request(action);
      const nonce = own.find((f) => f.action === action)?.fields._yomu_nonce ?? fallback;
      const response = await post({ ...fields, _yomu_nonce: nonce }, files, cookies.author);
      expect(response.status, action).toBe(403);
      expect(await response.text(), action).toContain('Bu mangayı düzenleme izniniz yok.');
    }
    expect(snapshot()).toEqual(before);
  });

  it("an editor's nonce for one manga does not open a volume of another manga (the manga comes from the row)", async () => {
    const list = await forms(cookies.editor, fx.manga);
    const before = snapshot();
    const form = adminForm(list, 'yomu_volume_delete', { volume_id: fx.volume });
    const response = await post({ ...form.fields, volume_id: String(fx.textVolume), manga_id: String(fx.textManga) }, {}, cookies.editor);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Bu formun süresi dolmuş ya da form bu manga için hazırlanmamış.');
    expect(snapshot()).toEqual(before);
  });
});

describe("Madara's unauthenticated settings overwrite (admin_init)", () => {
  it('POSTing wp_manga_settings[...] or wp_manga[...] as a guest or a subscriber changes no option', async () => {
    const options = () => JSON.stringify(fixture('admin_madara_options', {}));
    const before = options();
    const attack = new URLSearchParams({
      action: 'wp-manga-get-user-section',
      'wp_manga_settings[manga_slug]': 'hacked',
      'wp_manga_settings[user_page]': '1',
      'wp_manga_settings[default_storage]': 'imgur',
      'wp_manga[imgur_client_id]': 'attacker',
      'wp_manga[amazon_s3_secret_key]': 'attacker',
    });
    for (const endpoint of ['admin-ajax.php', 'admin-post.php']) {
      for (const cookie of ['', cookies.subscriber]) {
        await fetch(`${site.url}/wp-admin/${endpoint}`, { method: 'POST', body: attack, headers: cookie ? { cookie } : {}, redirect: 'manual' });
      }
    }
    expect(options()).toBe(before);
  });
});

describe('admin-post chapter and volume actions: the editor', () => {
  const ok = async (response: Response, expectedNotice: string) => {
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toContain(`/wp-admin/post.php?post=${fx.manga}`);
    expect(await notice(location)).toBe(expectedNotice);
  };
  const state = () =>
    fixture('admin_manga_state', { manga: fx.manga });

  it('manages volumes: create, rename, reorder, delete', async () => {
    let list = await forms(cookies.editor, fx.manga);
    await ok(await post({ ...adminForm(list, 'yomu_volume_create').fields, volume_name: 'Cilt 3' }, {}, cookies.editor), '"Cilt 3" cildi oluşturuldu.');
    await ok(
      await post({ ...adminForm(list, 'yomu_volume_rename', { volume_id: fx.volume2 }).fields, volume_name: 'İkinci Cilt' }, {}, cookies.editor),
      'Cildin yeni adı: "İkinci Cilt".',
    );
    expect(state().volumes).toEqual(['Cilt 1', 'İkinci Cilt', 'Cilt 3']);
    await ok(await post({ ...adminForm(list, 'yomu_volume_move', { volume_id: fx.volume }).fields, direction: 'down' }, {}, cookies.editor), 'Cilt sırası kaydedildi.');
    expect(state().volumes).toEqual(['İkinci Cilt', 'Cilt 1', 'Cilt 3']);
    list = await forms(cookies.editor, fx.manga);
    const third = list.find((f) => f.action === 'yomu_volume_delete' && ![String(fx.volume), String(fx.volume2)].includes(f.fields.volume_id));
    await ok(await post(third!.fields, {}, cookies.editor), 'Cilt silindi. Bölümleri artık hiçbir cilde bağlı değil.');
    expect(state().volumes).toEqual(['İkinci Cilt', 'Cilt 1']);
  });

  it('creates an image chapter from uploads, edits it and its pages, moves it and deletes it with its files', async () => {
    const list = await forms(cookies.editor, fx.manga);
    const filesBefore = state().files;
    await ok(
      await post({ ...adminForm(list, 'yomu_chapter_create_images').fields, chapter_name: 'Bölüm 2', volume_id: String(fx.volume2) }, { yomu_images: ['10.png', '9.png'] }, cookies.editor),
      '"Bölüm 2" bölümü oluşturuldu.',
    );
    const created = state().chapters.find((c) => c.name === 'Bölüm 2')!;
    expect(created).toMatchObject({ volume: fx.volume2, pages: 2 });
    expect(state().files).toBe(filesBefore + 2);

    const panel = await forms(cookies.editor, fx.manga, created.id);
    const target = { chapter_id: created.id };
    await ok(await post({ ...adminForm(panel, 'yomu_chapter_update', target).fields, chapter_name: 'Bölüm 2.5', chapter_name_extend: 'Ara', chapter_index: '3' }, {}, cookies.editor), 'Bölüm kaydedildi.');
    await ok(await post(adminForm(panel, 'yomu_chapter_pages_add', target).fields, { yomu_pages: ['11.png'] }, cookies.editor), '1 sayfa eklendi.');
    expect(state().chapters.find((c) => c.id === created.id)).toMatchObject({ name: 'Bölüm 2.5', pages: 3 });
    await ok(await post({ ...adminForm(panel, 'yomu_chapter_pages_reorder', target).fields, position: { '1': '3', '2': '1', '3': '2' } }, {}, cookies.editor), 'Sayfa sırası kaydedildi.');
    await ok(await post({ ...adminForm(panel, 'yomu_chapter_pages_remove', target).fields, pages: ['1', '2'] }, {}, cookies.editor), '2 sayfa kaldırıldı.');
    expect(state().chapters.find((c) => c.id === created.id)?.pages).toBe(1);
    await ok(await post(adminForm(panel, 'yomu_chapter_pages_replace', target).fields, { yomu_pages: ['a.png', 'b.png'] }, cookies.editor), 'Sayfalar değiştirildi.');
    expect(state().chapters.find((c) => c.id === created.id)?.pages).toBe(2);
    expect(state().files).toBe(filesBefore + 2);

    await ok(
      await post({ ...adminForm(panel, 'yomu_chapters_move').fields, chapter_ids: [String(created.id), String(fx.chapter)], target_volume_id: '0' }, {}, cookies.editor),
      '2 bölüm taşındı.',
    );
    expect(state().chapters.filter((c) => [created.id, fx.chapter].includes(c.id)).map((c) => c.volume)).toEqual([0, 0]);

    await ok(await post({ ...adminForm(panel, 'yomu_chapter_delete').fields, chapter_id: String(created.id) }, {}, cookies.editor), 'Bölüm silindi.');
    expect(state().chapters.some((c) => c.id === created.id)).toBe(false);
    expect(state().files).toBe(filesBefore);
  });

  it('bad input from an editor is refused with a clear notice and changes nothing', async () => {
    const list = await forms(cookies.editor, fx.manga);
    const create = adminForm(list, 'yomu_chapter_create_images').fields;
    const before = snapshot();
    // A PHP file named .png: the writer checks the content, not the name.
    const fake = new FormData();
    Object.entries({ ...create, chapter_name: 'Sahte' }).forEach(([k, v]) => fake.append(k, v));
    fake.append('yomu_images[]', new Blob(['<?php echo 1; ?>'], { type: 'image/png' }), 'shell.png');
    const refused = await fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body: fake, headers: { cookie: cookies.editor }, redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(await notice(refused.headers.get('location') ?? '', 'error')).not.toBe('');

    // A refusal of a form that carried files says to choose them again (the typed fields come back by themselves).
    const again = ' Dosyaları yeniden seçin: tarayıcı, sayfa yeniden yüklendikten sonra onları tutmaz.';
    const cases: [Record<string, Field>, Record<string, string[]>, string][] = [
      [{ ...create, chapter_name: '  ' }, { yomu_images: ['1.png'] }, `Bir bölüm adı girin.${again}`],
      [{ ...create, chapter_name: 'Sahte', volume_id: String(fx.textVolume) }, { yomu_images: ['1.png'] }, `Bu mangaya ait bir cilt seçin.${again}`],
      [{ ...create, chapter_name: 'Sahte' }, {}, 'Sayfa görsellerini ya da bunları içeren bir ZIP dosyasını seçin.'],
      [{ ...adminForm(list, 'yomu_volume_create').fields, volume_name: '' }, {}, 'Bir cilt adı girin.'],
    ];
    for (const [fields, files, message] of cases) {
      const response = await post(fields, files, cookies.editor);
      expect(response.status).toBe(303);
      expect(await notice(response.headers.get('location') ?? '', 'error')).toBe(message);
    }
    expect(snapshot()).toEqual(before);
  });

  it('creates an image chapter from one ZIP file, and refuses a ZIP that hides a PHP file', async () => {
    const create = adminForm(await forms(cookies.editor, fx.manga), 'yomu_chapter_create_images').fields;
    const send = (zip: string, name: string) => {
      const body = new FormData();
      Object.entries({ ...create, chapter_name: name }).forEach(([k, v]) => body.append(k, v));
      body.append('yomu_zip', new Blob([new Uint8Array(fs.readFileSync(path.join(tmp, zip)))], { type: 'application/zip' }), zip);
      return fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie: cookies.editor }, redirect: 'manual' });
    };
    const before = snapshot();
    const evil = await send('evil.zip', 'Kötü ZIP');
    expect(evil.status).toBe(303);
    expect(await notice(evil.headers.get('location') ?? '', 'error')).not.toBe('');
    expect(snapshot()).toEqual(before);

    const good = await send('good.zip', 'ZIP Bölüm');
    expect(good.status).toBe(303);
    expect(await notice(good.headers.get('location') ?? '')).toBe('"ZIP Bölüm" bölümü oluşturuldu.');
    const zipped = state().chapters.find((c) => c.name === 'ZIP Bölüm');
    expect(zipped?.pages).toBe(2);
    const panel = await forms(cookies.editor, fx.manga, zipped!.id);
    await ok(await post({ ...adminForm(panel, 'yomu_chapter_delete').fields, chapter_id: String(zipped!.id) }, {}, cookies.editor), 'Bölüm silindi.');
    // Deleting takes the rows and files away again (_latest_update rightly keeps the upload time).
    const after = snapshot();
    for (const key of ['chapters', 'data', 'files']) expect(after[key], key).toEqual(before[key]);
  });

  it('creates a text chapter and a video chapter on manga of those types', async () => {
    const text = adminForm(await forms(cookies.editor, fx.textManga), 'yomu_chapter_create_text');
    const created = await post({ ...text.fields, chapter_name: 'Metin 1', yomu_text: '<p>Merhaba</p><script>alert(1)</script>' }, {}, cookies.editor);
    expect(created.status).toBe(303);
    const video = adminForm(await forms(cookies.editor, fx.videoManga), 'yomu_chapter_create_video');
    const embed = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" width="560" height="315" onload="alert(1)"></iframe>';
    expect((await post({ ...video.fields, chapter_name: 'Video 1', yomu_embed: embed }, {}, cookies.editor)).status).toBe(303);
    const bodies = fixture('admin_chapter_bodies', { manga: [fx.textManga, fx.videoManga] });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatch(/^Metin 1\|<p>Merhaba<\/p>/);
    expect(bodies[0]).not.toContain('<script');
    expect(bodies[1]).toContain('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(bodies[1]).not.toContain('onload');
  });

  it("edits a video chapter's servers from its panel, saved in Madara's format; a bad server changes nothing", async () => {
    const form = adminForm(await forms(cookies.editor, fx.serversManga, fx.videoChapter), 'yomu_chapter_video_update');
    const body = () => fixture('admin_chapter_text', { chapter: fx.videoChapter });
    const send = (names: string[], embeds: string[]) => post({ ...form.fields, yomu_server_name: names, yomu_server_embed: embeds }, {}, cookies.editor);
    const saved = await send(['Vimeo', 'YouTube'], ['<iframe src="https://player.vimeo.com/video/2"></iframe>', '<iframe src="https://www.youtube.com/embed/abc" onload="alert(1)"></iframe>']);
    expect(saved.status).toBe(303);
    const location = saved.headers.get('location') ?? '';
    expect(location).toContain(`yomu_chapter=${fx.videoChapter}`);
    expect(await notice(location)).toBe('Video sunucuları kaydedildi.');
    const stored = body();
    expect(stored).toMatch(/^Vimeo :: <iframe src="https:\/\/player\.vimeo\.com\/video\/2"[^>]*><\/iframe> \|\| YouTube :: <iframe src="https:\/\/www\.youtube\.com\/embed\/abc"[^>]*><\/iframe>$/);
    expect(stored).not.toContain('onload');

    const refused = await send(['Vimeo', 'Kötü'], ['<iframe src="https://player.vimeo.com/video/2"></iframe>', '<script>alert(1)</script>']);
    expect(refused.status).toBe(303);
    expect(await notice(refused.headers.get('location') ?? '', 'error')).toMatch(/^"Kötü" sunucusu: /);
    expect(body()).toBe(stored);
  });

});

// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
