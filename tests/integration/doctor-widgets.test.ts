// Issue 31, item 6: on a configured Madara site's widgets and shortcode pages (tests/fixtures/php/madara-widgets-site.php)
// the doctor lists every placed widget and every Madara shortcode and block found in published content, and says for
// each whether it will show under Yomu, or why not. What Yomu registers is asked of the site at run time, so the
// expectations hold before and after Yomu's sidebars, widgets and shortcodes land; the fixed cases (Inactive widgets,
// WooCommerce's sidebar, missing settings, the never-loaded Taxonomy widget, a plugin that is not active, one that is,
// add-on shortcodes, the user page, an escaped shortcode, a draft) do not depend on them. The fixture's removal puts
// every option back byte for byte.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import type { WidgetsSite } from '../support/fixtures/madara-widgets-site';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const wp = path.resolve(__dirname, '../../vendor/bin/wp');
const TAG = `dw${Date.now().toString(36)}`;
const MADARA_WIDGETS = ['manga-recent', 'manga-slider', 'manga-popular-slider', 'manga-search', 'manga-genres-id', 'wp_manga_release_id', 'manga-authors-id', 'wp-manga-user-section-id', 'manga-bookmark-id', 'manga-history-id', 'c-w-posts'];
const MADARA_TAGS = ['manga_listing', 'manga_grid', 'manga_info', 'manga_chapters', 'manga_post_slider', 'manga_heading', 'manga_blog', 'wp-manga-my-bookmarks'];
const BLOCKS: Record<string, string> = {
  'wp-manga/gutenberg-manga-listing-block': 'manga_listing',
  'wp-manga/gutenberg-manga-grid-block': 'manga_grid',
  'wp-manga/gutenberg-manga-info-block': 'manga_info',
  'wp-manga/gutenberg-manga-chapters-block': 'manga_chapters',
  'wp-manga/gutenberg-manga-sliders-block': 'manga_post_slider',
  'wp-manga/gutenberg-heading-block': 'manga_heading',
  'wp-manga/gutenberg-bookmarks-block': 'wp-manga-my-bookmarks',
};
// Every option the fixture writes: it must save exactly these, and put each back byte for byte.
const OPTIONS = [
  'sidebars_widgets',
  'madara_wg_custom_variation',
  'madara_wg_custom_widget_width',
  'option_tree',
  'wp_manga_settings',
  ...[...MADARA_WIDGETS, 'manga-taxonomy', 'custom_html', 'text', 'block', 'fixture-share', 'discord_widget'].map((base) => `widget_${base}`),
].sort();

interface WidgetRow {
  sidebar: string;
  sidebar_name: string;
  widget: string;
  id_base: string;
  name: string;
  title: string;
  renders: boolean;
  status: string;
  reason: string;
}
interface Example {
  id: number;
  title: string;
  type: string;
  edit: string;
  url: string;
}
interface PartRow {
  tag: string;
  block?: string;
  posts: number;
  examples: Example[];
  renders: boolean;
  status: string;
  reason: string;
}
interface Report {
  widgets: WidgetRow[];
  shortcodes: { tags: PartRow[]; blocks: PartRow[]; scanned: number; complete: boolean };
  findings: { code: string; count: number; items: { detail: string; reason: string }[] }[];
}

let fx: WidgetsSite | undefined;
let removed = false;
let runtime: { template: string; sidebars: string[]; widgets: string[]; shortcodes: string[] };
let baseline: Report;
let report: Report;
let bytes: Record<string, string | null>;
let before: PhpLogMark;

function doctor(...args: string[]) {
  return spawnSync(wp, ['--allow-root', `--path=${site.dir}`, 'yomu', 'doctor', ...args], { encoding: 'utf8' });
}
function json(): Report {
  const run = doctor('--format=json', `--manga=${fx?.manga[0].id ?? 0}`, '--file-limit=1');
  expect(run.stdout.trim().startsWith('{'), run.stderr).toBe(true);
  return JSON.parse(run.stdout) as Report;
}
const optionBytes = () => fixture('madara_widgets_option_bytes', { names: OPTIONS });
const postsOf = (rows: PartRow[], key: 'tag' | 'block', name: string) => rows.find((row) => row[key] === name)?.posts ?? 0;

beforeAll(() => {
  before = phpLogMark();
  bytes = optionBytes();
  baseline = json();
  fx = fixture('madara_widgets_site', { title: TAG });
  runtime = fixture('madara_widgets_runtime', {});
  report = json();
}, 120_000);

afterAll(() => {
  if (fx && !removed) fixture('madara_widgets_remove', fx);
  expect(phpProblemsSince(before)).toEqual([]);
});

/** What the doctor must say of a placed widget, from what the site registers. */
function expectedWidget(sidebar: string, widget: string): string {
  const base = widget.replace(/-\d+$/, '');
  if (sidebar === 'wp_inactive_widgets') return 'inactive';
  if (widget === 'manga-recent-9') return 'no_instance';
  if (!runtime.sidebars.includes(sidebar)) return 'sidebar_unshown';
  if (['custom_html', 'text', 'block'].includes(base)) return 'wordpress';
  if (base === 'fixture-share') return 'plugin';
  if (base === 'manga-taxonomy') return 'never_loaded';
  if (base === 'discord_widget') return 'plugin_inactive';
  return runtime.widgets.includes(base) ? 'yomu' : 'not_provided';
}

describe('the doctor on a Madara site with widgets and shortcode pages', () => {
  it('runs on the Yomu theme, which shows no WooCommerce sidebar', () => {
    expect(runtime.template).toBe('yomu');
    expect(runtime.sidebars).not.toContain('woo_sidebar');
    expect(runtime.widgets).toContain('fixture-share');
    expect(runtime.shortcodes).toContain('apss_share');
  });

  it('lists every placed widget in sidebar order, each with whether it will show and why', () => {
    const placed = Object.entries(fx!.sidebars).flatMap(([sidebar, widgets]) => widgets.map((widget) => [sidebar, widget]));
    expect(report.widgets.map((row) => [row.sidebar, row.widget])).toEqual(placed);
    for (const row of report.widgets) {
      const status = expectedWidget(row.sidebar, row.widget);
      expect(row.status, row.widget).toBe(status);
      expect(row.renders, row.widget).toBe(['yomu', 'wordpress', 'plugin'].includes(status));
      expect(row.reason.length, row.widget).toBeGreaterThan(15);
      expect(row.title, row.widget).toBe(String(fx!.instances[row.widget]?.title ?? ''));
    }
    const by = Object.fromEntries(report.widgets.map((row) => [row.widget, row]));
    expect(by['custom_html-5'].status).toBe('sidebar_unshown');
    expect(by['custom_html-5'].reason).toContain('woo_sidebar');
    expect(by['manga-recent-9'].reason).toContain('widget_manga-recent');
    expect(by['fixture-share-2'].name).toBe('Share buttons (fixture)');
    expect(by['manga-taxonomy-2'].name).toBe('WP Manga: Manga Taxonomy');
    expect(by['manga-slider-2'].name).toMatch(runtime.widgets.includes('manga-slider') ? /./ : /^WP Manga: Manga Hero Slider$/);
    // A sidebar Yomu registers is named as registered; before that, by Madara's name.
    if (!runtime.sidebars.includes('main_sidebar')) expect(by['manga-recent-2'].sidebar_name).toBe('Main Sidebar');
    expect(by['custom_html-5'].sidebar_name).toBe('');
    if (runtime.sidebars.includes('footer_sidebar')) expect(by['fixture-share-2'].reason).toContain('yomu-fixture-share.php');

    // The finding counts the placed widgets that will not show (Inactive ones never showed), one example each.
    const finding = report.findings.find((f) => f.code === 'widgets_unshown')!;
    const unshown = report.widgets.filter((row) => !row.renders && row.status !== 'inactive');
    expect(finding.count).toBe(unshown.length);
    expect(finding.items.map((item) => item.detail)).toEqual(unshown.slice(0, 10).map((row) => `${row.sidebar}: ${row.widget} (${row.name})`));
  });

  it('lists each shortcode found in published content with its posts, a few of them, and whether it renders', () => {
    const tags = Object.fromEntries(report.shortcodes.tags.map((row) => [row.tag, row]));
    for (const tag of MADARA_TAGS) {
      // Its own page, and the blocks page for the seven that have a block; the escaped [[manga_grid]] and the draft do not count.
      const mine = tag === 'manga_blog' ? 1 : 2;
      expect(tags[tag]?.posts, tag).toBe(postsOf(baseline.shortcodes.tags, 'tag', tag) + mine);
      const status = runtime.shortcodes.includes(tag) ? 'yomu' : 'not_provided';
      expect(tags[tag].status, tag).toBe(status);
      expect(tags[tag].renders, tag).toBe(status === 'yomu');
      if (postsOf(baseline.shortcodes.tags, 'tag', tag) === 0) {
        const page = fx!.shortcodes[tag as keyof WidgetsSite['shortcodes']];
        expect(tags[tag].examples[0], tag).toMatchObject({ id: page.id, type: 'page', url: page.url });
        expect(tags[tag].examples[0].title, tag).toContain(`[${tag}]`);
        expect(tags[tag].examples[0].edit, tag).toBe(`${site.url}/wp-admin/post.php?post=${page.id}&action=edit`);
      }
    }
    // Yomu's own [manga-user-page] (the account view), as any other tag it registers.
    expect(tags['manga-user-page']).toMatchObject({ status: 'yomu', renders: true });
    expect(tags.apss_share).toMatchObject({ posts: postsOf(baseline.shortcodes.tags, 'tag', 'apss_share') + 1, status: 'plugin', renders: true });
    expect(tags.apss_share.reason).toContain('yomu-fixture-share.php');
    for (const tag of ['wp_manga_top_bought', 'muupro_upload_manga']) {
      const status = runtime.shortcodes.includes(tag) ? 'yomu' : 'missing';
      expect(tags[tag], tag).toMatchObject({ status, renders: status === 'yomu' });
    }
    if (!runtime.shortcodes.includes('wp_manga_top_bought')) expect(tags.wp_manga_top_bought.reason).toContain('WP Manga - Chapter Coin');
    expect(tags.wp_manga_bought).toBeUndefined();

    // Tags that print as raw text are a finding, each with its posts and reason.
    const finding = report.findings.find((f) => f.code === 'shortcodes_unrendered')!;
    const raw = report.shortcodes.tags.filter((row) => !row.renders);
    expect(finding.items.map((item) => item.detail)).toEqual(raw.map((row) => `[${row.tag}]`));
    expect(finding.count).toBe(raw.reduce((sum, row) => sum + row.posts, 0));
    expect(report.shortcodes.complete).toBe(true);
  });

  it("lists Madara's saved blocks, which render through their shortcode text", () => {
    const tags = Object.fromEntries(report.shortcodes.tags.map((row) => [row.tag, row]));
    expect(report.shortcodes.blocks.map((row) => row.block).sort()).toEqual(Object.keys(BLOCKS).sort());
    for (const row of report.shortcodes.blocks) {
      const tag = BLOCKS[row.block!];
      expect(row.tag).toBe(tag);
      expect(row.posts, row.block).toBe(postsOf(baseline.shortcodes.blocks, 'block', row.block!) + 1);
      expect(row.renders, row.block).toBe(tags[tag].renders);
      if (row.status !== 'block') expect(row.reason, row.block).toContain(`[${tag}]`);
      if (postsOf(baseline.shortcodes.blocks, 'block', row.block!) === 0) expect(row.examples[0].id).toBe(fx!.pages.blocks_page.id);
    }
  });

  it('prints the same lines in the terminal table and on Tools → Yomu doctor, changing nothing', async () => {
    const text = doctor(`--manga=${fx!.manga[0].id}`, '--file-limit=1').stdout;
    const taxonomy = report.widgets.find((row) => row.widget === 'manga-taxonomy-2')!;
    expect(text).toContain(`    manga-taxonomy-2, WP Manga: Manga Taxonomy “Taksonomi”: `);
    expect(text).toContain(`(${taxonomy.reason})`);
    const share = report.shortcodes.tags.find((row) => row.tag === 'apss_share')!;
    expect(text).toMatch(new RegExp(`^ {2}\\[apss_share\\], .*\\(${share.reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)$`, 'm'));
    expect(text).toContain(`      ${fx!.title} Eklentiler ${site.url}/wp-admin/post.php?post=${fx!.pages.addons_page.id}&action=edit`);

    const written = optionBytes();
    const cookie = await login('admin', site.adminPassword);
    const html = await (await fetch(`${site.url}/wp-admin/tools.php?page=yomu-doctor`, { headers: { cookie } })).text();
    for (const row of report.widgets) {
      expect(html, row.widget).toContain(`<tr data-widget="${row.widget}" data-status="${row.status}" data-renders="${row.renders ? 1 : 0}">`);
    }
    for (const row of report.shortcodes.tags) {
      expect(html, row.tag).toContain(`<tr data-name="[${row.tag}]" data-status="${row.status}" data-renders="${row.renders ? 1 : 0}" data-posts="${row.posts}">`);
    }
    expect(html).toContain(`post.php?post=${fx!.pages.addons_page.id}&#038;action=edit`);
    expect(html).toMatch(/<table class="widefat striped" id="yomu-doctor-blocks">/);
    expect(optionBytes()).toEqual(written);
  }, 60_000);

  it('is removed with every option back byte for byte, its posts and its plugin gone', () => {
    expect(Object.keys(fx!.saved).sort()).toEqual(OPTIONS);
    fixture('madara_widgets_remove', fx!);
    removed = true;
    expect(optionBytes()).toEqual(bytes);
    expect(fs.existsSync(fx!.plugin_file)).toBe(false);
    const after = json();
    for (const tag of MADARA_TAGS) expect(postsOf(after.shortcodes.tags, 'tag', tag), tag).toBe(postsOf(baseline.shortcodes.tags, 'tag', tag));
    expect(after.widgets).toEqual(baseline.widgets);
  }, 60_000);
});
