// @vitest-environment jsdom
// Manga and chapter pages go through comments_template() (issue 30): Yomu's own threaded comments by default, in
// Madara's #manga-discussion block with "Comments for chapter “…”" on chapters; no discussion where Madara's switches
// say so (wp_manga_settings enable_comment '0'; a manga's manga_reading_discussion off keeps its chapters without);
// and the real Disqus plugin (shared/vendor/disqus.zip) replaces the area with its #disqus_thread and Madara's thread
// identifiers ("{id} {guid}", on chapters "{id} {guid}&chapter={slug}" with the chapter's URL), unless a saved
// default_comment 'wp' keeps it off, as in Madara. Disqus's embed script cannot load here; its markup and vars show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/comments';
import { phpLogMark, phpProblemsSince, type PhpLogMark } from '../support/site';

const fx = { manga: 0, quiet: 0, chapter: 0, mangaUrl: '', chapterUrl: '', quietUrl: '', quietChapterUrl: '', guid: '' };
type CommentSettings = { enable_comment?: string; default_comment?: string };
let settingsBefore: CommentSettings = {};
let problemsBefore: PhpLogMark;

type EmbedVars = { disqusIdentifier: string; disqusUrl: string; disqusTitle: string; disqusShortname: string };

async function page(url: string): Promise<{ html: string; doc: Document }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  return { html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

/** The embedVars the page gives Disqus's embed script (every localized copy, so a duplicate shows). */
function embedVars(html: string): EmbedVars[] {
  return [...html.matchAll(/var embedVars = (\{.*?\});/g)].map((m) => JSON.parse(m[1]) as EmbedVars);
}

function settings(values: CommentSettings): void {
  fixture('discussion_settings', { values });
}

beforeAll(() => {
  problemsBefore = phpLogMark();
  // Start from a site that never saved Madara's comment settings.
  settingsBefore = fixture('discussion_settings', { values: { enable_comment: '', default_comment: '' } });
  [fx.manga, fx.quiet] = fixture('site_make_posts', {
    posts: [
      { title: 'Tartışma manga', comments: 'open' },
      { title: 'Sessiz bölümler', comments: 'open', meta: { manga_reading_discussion: 'off' } },
    ],
  });
  [fx.chapter] = fixture('site_text_chapters', { manga: fx.manga, chapters: [{ name: 'Bölüm 1' }] });
  const [quietChapter] = fixture('site_text_chapters', { manga: fx.quiet, chapters: [{ name: 'Bölüm 1' }] });
  fixture('comments_add', {
    post: fx.manga,
    comments: [{ content: 'Manga sayfasının yorumu' }, { content: 'Bölüm sayfasının yorumu', chapter: fx.chapter }],
  });
  fixture('comments_add', { post: fx.quiet, comments: [{ content: 'Sessiz manganın yorumu' }, { content: 'Sessiz bölümün yorumu', chapter: quietChapter }] });
  fx.guid = fixture('discussion_madara_guid', { post: fx.manga });
  fx.mangaUrl = fixture('site_permalink', { post: fx.manga });
  fx.chapterUrl = fixture('site_chapter_url', { chapter: fx.chapter });
  fx.quietUrl = fixture('site_permalink', { post: fx.quiet });
  fx.quietChapterUrl = fixture('site_chapter_url', { chapter: quietChapter });
});

afterAll(() => {
  fixture('discussion_disqus', { on: 0 });
  fixture('discussion_settings', { values: settingsBefore });
  if (fx.manga) fixture('delete_posts', { ids: [fx.manga, fx.quiet] });
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});

describe('the manga discussion through comments_template()', () => {
  it("shows Yomu's own threaded comments in Madara's block when no setting was saved", async () => {
    const manga = await page(fx.mangaUrl);
    const block = manga.doc.querySelector('#manga-discussion');
    expect(block?.querySelector('section#comments.yomu-comments form#commentform')).not.toBeNull();
    expect(block?.textContent).toContain('Manga sayfasının yorumu');
    expect(block?.textContent).not.toContain('Bölüm sayfasının yorumu');
    expect(manga.doc.querySelector('.manga-discussion__chapter')).toBeNull();
    expect(manga.doc.querySelectorAll('#comments')).toHaveLength(1);

    const chapter = await page(fx.chapterUrl);
    const chapterBlock = chapter.doc.querySelector('#manga-discussion');
    expect(chapterBlock?.querySelector('.manga-discussion__chapter')?.textContent).toContain('Bölüm 1');
    expect(chapterBlock?.querySelector(`form#commentform input[name="chapterId"][value="${fx.chapter}"]`)).not.toBeNull();
    expect(chapterBlock?.textContent).toContain('Bölüm sayfasının yorumu');
    expect(chapterBlock?.textContent).not.toContain('Manga sayfasının yorumu');
    // No plugin took over: nothing of Disqus.
    expect(chapter.html).not.toContain('disqus_thread');
  });

  it("leaves a manga's chapters without discussion when its manga_reading_discussion is off, and its page with", async () => {
    const chapter = await page(fx.quietChapterUrl);
    expect(chapter.doc.querySelector('#manga-discussion')).toBeNull();
    expect(chapter.doc.querySelector('#commentform')).toBeNull();
    expect(chapter.html).not.toContain('Sessiz bölümün yorumu');
    const manga = await page(fx.quietUrl);
    expect(manga.doc.querySelector('#manga-discussion')?.textContent).toContain('Sessiz manganın yorumu');
  });

  it("shows no discussion at all when Madara's enable_comment is '0', and shows it again at '1'", async () => {
    settings({ enable_comment: '0' });
    try {
      for (const url of [fx.mangaUrl, fx.chapterUrl]) {
        const { html, doc } = await page(url);
        expect(doc.querySelector('#manga-discussion')).toBeNull();
        expect(doc.querySelector('#comments')).toBeNull();
        expect(doc.querySelector('#commentform')).toBeNull();
        expect(html).not.toContain('sayfasının yorumu');
      }
    } finally {
      settings({ enable_comment: '1' });
    }
    expect((await page(fx.chapterUrl)).doc.querySelector('#manga-discussion #commentform')).not.toBeNull();
  });
});

describe('with the real Disqus plugin active', () => {
  beforeAll(() => {
    expect(fixture('discussion_disqus', { on: 1, shortname: 'yomu-test' })).toBe(true);
  });
  afterAll(() => {
    fixture('discussion_disqus', { on: 0 });
    settings({ enable_comment: '', default_comment: '' });
  });

  it("replaces the manga page's comments with Disqus's thread, identified as Madara did", async () => {
    settings({ enable_comment: '1', default_comment: '' });
    const { html, doc } = await page(fx.mangaUrl);
    expect(doc.querySelector('#manga-discussion > #disqus_thread')).not.toBeNull();
    expect(doc.querySelector('#commentform')).toBeNull();
    expect(html).not.toContain('Manga sayfasının yorumu');
    const vars = embedVars(html);
    expect(vars).toHaveLength(1);
    // WordPress stores "&" in a guid as "&#038;"; its script data decodes entities, as it did for Madara's vars.
    expect(fx.guid).toContain('&#038;');
    expect(vars[0].disqusIdentifier).toBe(`${fx.manga} ${fx.guid.replace('&#038;', '&')}`);
    expect(vars[0].disqusUrl).toBe(fx.mangaUrl);
    expect(vars[0].disqusShortname).toBe('yomu-test');
  });

  it("gives a chapter Madara's identifier with &chapter={slug} and the chapter's URL", async () => {
    const { html, doc } = await page(fx.chapterUrl);
    const block = doc.querySelector('#manga-discussion');
    expect(block?.querySelector('#disqus_thread')).not.toBeNull();
    expect(block?.querySelector('.manga-discussion__chapter')?.textContent).toContain('Bölüm 1');
    expect(doc.querySelector('#commentform')).toBeNull();
    const vars = embedVars(html);
    expect(vars).toHaveLength(1);
    const slug = new URL(fx.chapterUrl).pathname.split('/').filter(Boolean).pop();
    expect(vars[0].disqusIdentifier).toBe(`${fx.manga} ${fx.guid.replace('&#038;', '&')}&chapter=${slug}`);
    expect(vars[0].disqusUrl).toBe(fx.chapterUrl);
    expect(vars[0].disqusTitle).toBe('Tartışma manga');
  });

  it("sets the chapter's identifier through disqus_config when Disqus renders its script inline", async () => {
    fixture('discussion_disqus', { on: 1, shortname: 'yomu-test', inline: 1 });
    try {
      const { html, doc } = await page(fx.chapterUrl);
      expect(doc.querySelector('#manga-discussion #disqus_thread')).not.toBeNull();
      const slug = new URL(fx.chapterUrl).pathname.split('/').filter(Boolean).pop();
      const config = /page=(\{[^}]*\});window\.disqus_config=/.exec(html);
      expect(config).not.toBeNull();
      const pageVars = JSON.parse(config?.[1] ?? '{}') as { identifier: string; url: string };
      expect(pageVars.identifier).toBe(`${fx.manga} ${fx.guid.replace('&#038;', '&')}&chapter=${slug}`);
      expect(pageVars.url).toBe(fx.chapterUrl);
      // The override comes before the plugin's own inline embed code, which reads it.
      expect(html.indexOf('window.disqus_config=')).toBeLessThan(html.indexOf('var disqus_config_custom = window.disqus_config'));
    } finally {
      fixture('discussion_disqus', { on: 1, shortname: 'yomu-test', inline: 0 });
    }
  });

  it("keeps Disqus off and shows Yomu's comments when default_comment is 'wp'", async () => {
    settings({ default_comment: 'wp' });
    for (const url of [fx.mangaUrl, fx.chapterUrl]) {
      const { html, doc } = await page(url);
      expect(doc.querySelector('#disqus_thread')).toBeNull();
      expect(embedVars(html)).toHaveLength(0);
      expect(doc.querySelector('#manga-discussion #commentform')).not.toBeNull();
    }
  });

  it("shows neither Disqus nor Yomu's comments when enable_comment is '0'", async () => {
    settings({ enable_comment: '0', default_comment: 'disqus' });
    for (const url of [fx.mangaUrl, fx.chapterUrl]) {
      const { html, doc } = await page(url);
      expect(doc.querySelector('#manga-discussion')).toBeNull();
      expect(doc.querySelector('#disqus_thread')).toBeNull();
      expect(embedVars(html)).toHaveLength(0);
    }
  });
});
