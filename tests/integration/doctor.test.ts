// The pre-switch check (`wp yomu doctor` and Tools → Yomu doctor) on the Madara fixture: WP-CLI from Composer
// runs the command against the test site and its JSON names the fixture's problem rows; the exit code says
// whether something will not show; neither the command nor the admin screen changes a row or a file; the
// screen shows the report to an administrator and refuses a subscriber.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture as phpFixture } from '../support/fixture';
import { login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const wp = path.resolve(__dirname, '../../vendor/bin/wp');
const PASSWORD = 'doctor-Subscriber-123';

interface Fixture {
  manga: number;
  novel: number;
  video: number;
  odd: number;
  audio: number;
  chapters: Record<string, number>;
  novel_chapters: Record<string, number>;
  observed_chapters: Record<string, number>;
  [key: string]: unknown;
}
interface Finding {
  code: string;
  severity: string;
  count: number;
  items: { manga: number; chapter: number; slug: string; detail: string }[];
}
interface Report {
  counts: { manga: Record<string, number>; chapters: Record<string, number>; storages: Record<string, number>; volumes: number };
  findings: Finding[];
  blocking: number;
  summary: string;
}

let fixture: Fixture;
let subscriber = { id: 0, login: '' };
let transients: string[] = [];
let problemsBefore: PhpLogMark;

function mangaIds(): number[] {
  return [fixture.manga, fixture.novel, fixture.video, fixture.odd, fixture.audio];
}

function doctor(...args: string[]) {
  return spawnSync(wp, ['--allow-root', `--path=${site.dir}`, 'yomu', 'doctor', ...args], { encoding: 'utf8' });
}

/** Every row of Madara's tables, posts, post and user meta, Madara's settings, and every file of the data folder. */
function snapshot(): string {
  return JSON.stringify(phpFixture('doctor_snapshot', {}));
}

beforeAll(() => {
  fixture = phpFixture('doctor_madara_load', {}) as unknown as Fixture;
  const login = `doctor_sub_${Math.random().toString(36).slice(2, 8)}`;
  subscriber = { id: phpFixture('make_user', { login, password: PASSWORD, role: 'subscriber' }), login };
  transients = phpFixture('admin_skip_update_checks', {});
  problemsBefore = phpLogMark();
});

afterAll(() => {
  if (fixture) phpFixture('doctor_madara_unload', { fixture });
  if (subscriber.id) phpFixture('delete_users', { ids: [subscriber.id] });
  phpFixture('admin_forget_update_checks', { names: transients });
});

describe('wp yomu doctor', () => {
  it('reports the fixture: counts per kind and the rows Yomu will not show, as JSON, exit code 1', () => {
    const before = snapshot();
    const run = doctor('--format=json', `--manga=${mangaIds().join(',')}`);
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain('Error: ');
    const report = JSON.parse(run.stdout) as Report;
    expect(report.counts.manga).toEqual({ manga: 2, text: 1, video: 1, unknown: 1, total: 5 });
    expect(report.counts.chapters).toEqual({ manga: 15, text: 3, video: 2, unknown: 1, total: 21 });
    expect(report.counts.storages).toEqual({ amazon: 2, gphotos: 1, imgur: 1, local: 11, none: 6 });
    expect(report.counts.volumes).toBe(4);

    const found = Object.fromEntries(report.findings.map((f) => [f.code, f.items.map((i) => i.chapter).sort((a, b) => a - b)]));
    const o = fixture.observed_chapters;
    expect(found.unknown_type).toEqual([o['audio-1']]);
    expect(found.storage_unserved).toEqual([o.gphotos]);
    expect(found.missing_files).toEqual([o.missing]);
    expect(found.no_pages).toEqual([fixture.chapters.ch6, o.broken].sort((a, b) => a - b));
    expect(found.slug_encoded).toEqual([fixture.novel_chapters.n3, o.unicode].sort((a, b) => a - b));
    expect(found.slug_na).toEqual([o.na]);
    for (const code of ['text_missing', 'video_unshowable', 'slug_unroutable', 'broken_json', 'video_servers', 'broken_metas']) {
      expect(found[code], code).toEqual([]);
    }
    expect(report.blocking).toBe(5);
    expect(run.stderr).toContain(report.summary);
    expect(snapshot()).toBe(before);
  });

  it('prints a readable table by default and reads the whole site without a filter', () => {
    const before = snapshot();
    const table = doctor(`--manga=${mangaIds().join(',')}`);
    expect(table.status).toBe(1);
    expect(table.stdout).toMatch(/^ {2}BLOCKER +1 {2}.*Google Photos/m);
    expect(table.stdout).toContain(`bölüm ${fixture.observed_chapters.gphotos} (chapter-6): gphotos`);
    expect(table.stdout).toMatch(/^ {2}INFO +2 {2}/m);

    const whole = doctor('--format=json', '--file-limit=5');
    expect(whole.status).toBe(1);
    const report = JSON.parse(whole.stdout) as Report;
    expect(report.counts.manga.total).toBeGreaterThanOrEqual(5);
    expect(report.findings.find((f) => f.code === 'storage_unserved')?.count).toBeGreaterThanOrEqual(1);
    expect(snapshot()).toBe(before);
  });

  it('exits 0 when nothing blocks and refuses unknown options', () => {
    const clean = doctor(`--manga=${fixture.video}`);
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toContain('Success: ');
    const bad = doctor('--format=xml');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('wp yomu doctor');
  });
});

describe('Tools → Yomu doctor', () => {
  const url = () => `${site.url}/wp-admin/tools.php?page=yomu-doctor`;

  it('shows the report to an administrator and changes nothing', async () => {
    const cookie = await login('admin', site.adminPassword);
    // An administrator's first wp-admin visit lets Yomu set up its account page (wp_manga_settings user_page):
    // that happens on any admin screen, so it is done before the snapshot the doctor's screen is judged by.
    expect((await fetch(`${site.url}/wp-admin/profile.php`, { headers: { cookie } })).status).toBe(200);
    const before = snapshot();
    const response = await fetch(url(), { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="yomu-doctor-summary"');
    expect(html).toMatch(/<p id="yomu-doctor-site">Etkin tema: [a-z0-9-]+\. Madara Core etkin değil\.<\/p>/);
    for (const code of ['unknown_type', 'storage_unserved', 'missing_files', 'no_pages', 'slug_encoded', 'slug_na']) {
      expect(html, code).toMatch(new RegExp(`data-code="${code}" data-count="[1-9]\\d*"`));
    }
    expect(html).toMatch(/<tr data-kind="unknown"><th scope="row">[^<]+<\/th><td>[1-9]/);
    expect(snapshot()).toBe(before);

    // The link on the plugin's row (plugins.php itself would start an update check, which this offline site cannot make).
    const links = JSON.stringify(phpFixture('doctor_plugin_action_links', { user: 1 }));
    expect(links).toContain('tools.php?page=yomu-doctor');
  });

  it('refuses a subscriber', async () => {
    const cookie = await login(subscriber.login, PASSWORD);
    const response = await fetch(url(), { headers: { cookie } });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('yomu-doctor-findings');
  });
});


// Whatever this file's tests requested (those that ran) logged no PHP warning, notice, deprecation or fatal,
// counted from a mark written through the site's own log (phpLogMark) before them.
afterAll(() => {
  expect(phpProblemsSince(problemsBefore)).toEqual([]);
});
