// Issue 28: "who may read this chapter" is decided in one place, Yomu\Core\Access\Policy. This test enumerates the
// PHP that reads a chapter's content (page lists, text bodies, video embeds) or decides visibility itself, and
// fails when a surface does so without asking the policy, so a new surface cannot leak a locked chapter unnoticed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const phpFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['tests', 'vendor', 'dist', 'php-bridge'].includes(entry.name) ? [] : phpFiles(rel);
    return entry.name.endsWith('.php') ? [rel] : [];
  });
const sources = ['plugin/src', 'plugin/includes', 'theme'].flatMap(phpFiles).map((file) => ({ file, code: fs.readFileSync(path.join(root, file), 'utf8') }));

/** Reads a chapter's content: its page list, its text or video body. */
const READS_CONTENT = /ChapterRepository::(pages|text|page_data)\(|->(all_images|images)\(\)/;
/** Asks the policy (directly, or through the reader's Content::access / PageSetup::preloads built on it). */
const ASKS_POLICY = /Policy::(manga|chapters|chapter|listed)\(|Visibility::content_refusal\(|Content::access\(|Content::next_first_page\(|PageSetup::preloads\(|self::preloads\(|self::access\(/;

/**
 * Files that read chapter content without asking the policy, and why that is no surface a visitor reaches.
 * Adding a file here is a decision: say why in its line.
 */
const NOT_SURFACES: Record<string, string> = {
  'plugin/src/Admin/ChaptersBox.php': 'wp-admin chapter editor (edit_post checked)',
  'plugin/src/Admin/ChapterZip.php': "the chapter panel's ZIP download, for editors only (Guard: edit_post on the manga and its nonce)",
  'plugin/src/Admin/Doctor/BucketSealCheck.php': 'the doctor (manage_options): probes a sealed object anonymously',
  'plugin/src/Admin/Doctor/ChapterCheck.php': 'the doctor (manage_options)',
  'plugin/src/Content/PageRows.php': 'storage internals: writes and migrates page rows',
  'plugin/src/FrontUpload/Panel.php': "the uploader's own edit form (edit_post checked)",
  'plugin/src/Premium/Files/BucketSeal.php': "moves a sealed chapter's objects in the bucket; prints nothing",
  'plugin/src/Premium/Files/LocalSeal.php': 'finds the folders of page files to seal; prints nothing',
  'plugin/src/Purge/AffectedUrls.php': 'counts pages to name the URLs to purge; prints nothing',
  'plugin/src/Routing/Request.php': 'the request value; its callers ask the policy before printing',
  'plugin/src/Routing/Resolver.php': 'counts pages to tell a valid p/{n}/ URL from a 404',
  'plugin/src/Reader/Navigation.php': 'page counts for the page links',
  'plugin/src/Reader/NavBar.php': 'the host names of the server selector',
  'plugin/src/Reader/VideoPlayer.php': 'called by Content::body() after Content::render() asked the policy',
};

describe('one access policy', () => {
  it('every surface that reads chapter content asks Access\\Policy', () => {
    const readers = sources.filter((s) => READS_CONTENT.test(s.code)).map((s) => s.file);
    expect(readers.length).toBeGreaterThan(8); // the scan finds the reader, REST, OPDS …
    const unchecked = sources.filter((s) => READS_CONTENT.test(s.code) && !ASKS_POLICY.test(s.code) && !(s.file in NOT_SURFACES)).map((s) => s.file);
    expect(unchecked).toEqual([]);
  });

  it('no file but the policy decides on passwords, read_post or the content filter itself', () => {
    const own = /post_password_required\(|'read_post'|apply_filters\(\s*'yomu_hide_chapter_images'/;
    // Cache-Control only asks whether the page is personal; it decides nobody's access. The theme's comments.php
    // serves blog posts and pages (never manga or chapters), with WordPress's own rule for a post's password.
    const allowed = ['plugin/src/Access/Policy.php', 'plugin/src/Http/CacheHeaders.php', 'theme/comments.php'];
    expect(sources.filter((s) => own.test(s.code) && !allowed.includes(s.file)).map((s) => s.file)).toEqual([]);
  });

  it('keeps the list of non-surfaces true: each still reads content', () => {
    for (const file of Object.keys(NOT_SURFACES)) {
      expect(READS_CONTENT.test(sources.find((s) => s.file === file)?.code ?? ''), file).toBe(true);
    }
  });
});
