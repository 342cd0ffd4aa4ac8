// Issue 33 item 3 over real HTTP: a chapter dated two minutes ahead is nowhere for a guest (the manga page, its
// address, the REST list and the chapter by ID, OPDS, the manga's chapter feed, the chapter sitemap) while its editor
// can open it; when its minute comes, the first request publishes it: it appears everywhere, once, queued for the
// new-chapter alerts, and the schedule is empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/schedule';
import type { ScheduledManga } from '../support/fixtures/schedule';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const PASSWORD = 'Zamanli-bolum-42-long';
const stamp = `${Date.now().toString(36)}${process.pid}`;
let fx: ScheduledManga;
let editor = 0;
let cookie = '';
let problemsBefore: PhpLogMark;

const get = (path: string, headers: Record<string, string> = {}) => fetch(path.startsWith('http') ? path : `${site.url}${path}`, { headers, redirect: 'manual' });
const text = async (path: string) => (await get(path)).text();

/** Every place a guest could find a chapter, as what each answers. */
async function guestView() {
  const rest = (await (await get(`/wp-json/yomu/v1/manga/${fx.manga}/chapters`)).json()) as Array<{ id: number }>;
  return {
    page: await text(fx.url),
    chapter: (await get(fx.later.url)).status,
    restList: rest.map((chapter) => chapter.id),
    restOne: (await get(`/wp-json/yomu/v1/chapters/${fx.later.id}`)).status,
    opds: await text(`/opds/manga/${fx.manga}/`),
    feed: await text(`${fx.url}feed/manga-chapters/`),
  };
}

beforeAll(async () => {
  problemsBefore = phpLogMark();
  fx = fixture('schedule_manga', { title: `Zamanlı ${stamp}` });
  editor = fixture('make_user', { login: `zamanli${stamp}`, password: PASSWORD, role: 'editor' });
  cookie = await login(`zamanli${stamp}`, PASSWORD);
});

afterAll(() => {
  if (fx) fixture('delete_posts', { ids: [fx.manga] });
  if (editor) fixture('admin_delete_users', { ids: [editor] });
});

describe('a chapter scheduled two minutes ahead', () => {
  it('is nowhere for a guest, and its editor can open it', async () => {
    expect(fixture('schedule_state', { manga: fx.manga })).toMatchObject({ scheduled: [fx.later.id], readers_see: [fx.out.id] });
    const view = await guestView();
    expect(view.page).toContain(fx.out.url);
    expect(view.page).not.toContain(fx.later.url);
    expect(view.chapter).toBe(404);
    expect(view.restList).toEqual([fx.out.id]);
    expect(view.restOne).toBe(404);
    expect(view.opds).toContain('Bölüm 1');
    expect(view.opds).not.toContain('Bölüm 2');
    expect(view.feed).toContain(fx.out.url);
    expect(view.feed).not.toContain(fx.later.url);

    const preview = await get(fx.later.url, { cookie });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Bölüm 2 metni.');
  });

  it('is published by the first request after its minute: everywhere, once, with its alert', async () => {
    fixture('schedule_come_due', { manga: fx.manga, chapter: fx.later.id });
    const view = await guestView(); // Its first request publishes the chapter before answering.
    expect(view.page).toContain(fx.later.url);
    expect(view.chapter).toBe(200);
    expect(view.restList).toEqual([fx.out.id, fx.later.id]);
    expect(view.restOne).toBe(200);
    expect(view.opds).toContain('Bölüm 2');
    expect(view.feed).toContain(fx.later.url);
    const state = fixture('schedule_state', { manga: fx.manga });
    expect(state.scheduled).toEqual([]);
    expect(state.next).toBe(0);
    expect(state.queued.filter((id) => id === fx.later.id)).toEqual([fx.later.id]);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });
});
