// Issue 29, "Done when": a configured Madara site (theme options, WP Manga settings, five menus, a Front-Page home, a
// blog, badges, banners, a "list" reading default) switches to Yomu. The doctor names every setting it set that Yomu
// does not read, each with a reason (none silently ignored, none unexplained); the pages render; and Madara's options
// are byte for byte as the owner left them after the pages, the doctor and Yomu's own screens have run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara-configured';
import '../support/fixtures/madara-site';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const wp = path.resolve(__dirname, '../../vendor/bin/wp');
const TAG = `mc${Date.now().toString(36)}`;
const MADARA_OPTIONS = ['option_tree', 'wp_manga_settings', 'theme_mods_madara'];
type Configured = ReturnType<typeof configure>;
interface Finding {
  code: string;
  count: number;
  items: Array<{ detail: string; reason?: string }>;
}

const configure = () => fixture('madara_configured_site', { title: TAG });
const saved: Record<string, unknown> = {};
let fx: Configured;
let bytes: Record<string, string | null> = {};
let before: PhpLogMark;

beforeAll(() => {
  before = phpLogMark();
  for (const name of ['option_tree', 'wp_manga_settings', 'theme_mods_madara', 'show_on_front', 'page_on_front', 'page_for_posts']) {
    saved[name] = fixture('get_option', { name });
  }
  fx = configure();
  bytes = Object.fromEntries(MADARA_OPTIONS.map((name) => [name, fixture('madara_site_option_bytes', { name })]));
}, 120_000);

afterAll(() => {
  for (const [name, value] of Object.entries(saved)) fixture('set_option', { name, value: value ?? null });
  if (fx) fixture('madara_configured_remove', { menus: fx.menus, posts: [fx.manga, fx.oneshot, fx.front, fx.blog, fx.post] });
  expect(phpProblemsSince(before)).toEqual([]);
});

describe('a configured Madara site', () => {
  it('is reported by the doctor setting by setting, each with a reason', () => {
    const run = spawnSync(wp, ['--allow-root', `--path=${site.dir}`, 'yomu', 'doctor', '--format=json', `--manga=${fx.manga}`], { encoding: 'utf8' });
    const report = JSON.parse(run.stdout) as { findings: Finding[] };
    const byCode = Object.fromEntries(report.findings.map((finding) => [finding.code, finding]));
    const themes = byCode.theme_options_ignored;
    const named = themes.items.flatMap((item) => item.detail.split(', '));
    // Fonts, the preloader and the meta tags switch are named; the logo, the reading style, the copyright, the
    // sidebars, the ads and the SEO templates are read.
    expect(named).toEqual(expect.arrayContaining(['main_font_size', 'pre_loading', 'echo_meta_tags']));
    for (const id of ['logo_image', 'manga_reading_style', 'copyright', 'header_disable_login_buttons', 'main_top_sidebar_spacing', 'adsense_id', 'ads_footer', 'seo_chapter_title']) {
      expect(named).not.toContain(id);
    }
    expect(themes.count).toBe(named.length);
    // Every example says why: no setting of the fixture falls through to "a setting Yomu does not know".
    expect(themes.items.every((item) => (item.reason ?? '').length > 20)).toBe(true);
    const unknown = fixture('madara_configured_unknown_reason', {});
    expect(themes.items.filter((item) => item.reason === unknown)).toEqual([]);
    const settings = byCode.manga_settings_ignored;
    expect(settings.items.flatMap((item) => item.detail.split(', ')).sort()).toEqual(['admin_hide_bar', 'loading_bootstrap', 'loading_slick', 'paging_style']);
    expect(settings.items.filter((item) => item.reason === unknown)).toEqual([]);
  });

  it("keeps Madara's options byte for byte while Yomu serves the site and runs its screens", async () => {
    const admin = await login('admin', process.env.YOMU_ADMIN_PASSWORD ?? '');
    const pages = [site.url, fx.manga_url, fx.chapter_url, fx.oneshot_url, fx.post_url, `${site.url}/?s=gece&post_type=wp-manga`, `${site.url}/yok-${TAG}/`];
    for (const url of pages) expect((await fetch(url)).status, url).toBeLessThan(500);
    for (const screen of ['options-general.php?page=yomu-reader', 'options-general.php?page=yomu-ads', 'tools.php?page=yomu-doctor', 'nav-menus.php']) {
      expect((await fetch(`${site.url}/wp-admin/${screen}`, { headers: { cookie: admin } })).status, screen).toBe(200);
    }
    for (const name of MADARA_OPTIONS) expect(fixture('madara_site_option_bytes', { name }), name).toBe(bytes[name]);
  });
});
