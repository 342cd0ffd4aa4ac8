// Settings → Chapter storage in Chromium: an administrator fills in the bucket, "Save and test connection" runs a real
// PUT, HEAD and DELETE against the test S3 server and reports success without switching storage on; choosing the
// bucket and saving switches it on. The keys are never on the page. A chapter made then is on S3, and its panel
// moves it to local disk and removes the bucket's copy (issue 33). The setting is put back afterwards.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot, submitted, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import '../support/fixtures/madara';
import '../support/fixtures/storage';
import { site } from '../support/site';

let browser: Browser;
let saved: unknown = null;
let manga = 0;
const WAIT = { timeout: 20000 };
const target = () => fixture('storage_target', {});

beforeAll(async () => {
  browser = await launch();
  saved = fixture('get_option', { name: 'yomu_storage' });
});

afterAll(async () => {
  await browser?.close();
  if (manga) fixture('delete_posts', { ids: [manga] });
  fixture('set_option', { name: 'yomu_storage', value: saved });
});

async function signIn(page: Page, to: string): Promise<void> {
  await page.goto(`${site.url}/wp-login.php?redirect_to=${encodeURIComponent(to)}`);
  await page.fill('#user_login', 'admin');
  await page.fill('#user_pass', site.adminPassword);
  await Promise.all([page.waitForURL((url) => url.pathname.endsWith('/wp-admin/options-general.php')), page.click('#wp-submit')]);
}

describe('Settings → Chapter storage', () => {
  it('tests the connection, then switches the bucket on', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    await signIn(page, `${site.url}/wp-admin/options-general.php?page=yomu-storage`);
    expect(await page.content()).not.toContain('S3RVER'); // the test server's key ID and secret

    await page.fill('#yomu-storage-endpoint', process.env.YOMU_S3_ENDPOINT ?? '');
    await page.fill('#yomu-storage-region', 'us-east-1');
    await page.fill('#yomu-storage-bucket', process.env.YOMU_S3_BUCKET ?? '');
    await page.fill('#yomu-storage-prefix', `e2e-${Date.now().toString(36)}/`);
    await page.check('#yomu-storage-path_style');
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#yomu-storage-test')]);
    await page.locator('#setting-error-probe_ok.notice-success').waitFor(WAIT);
    expect(target()).toBe('local');
    expect(await page.inputValue('#yomu-storage-bucket')).toBe(process.env.YOMU_S3_BUCKET);

    await page.check('input[name="yomu_storage[target]"][value="s3"]');
    await Promise.all([page.waitForURL(/settings-updated=true/), page.click('#submit')]);
    await page.locator('#setting-error-probe_ok.notice-success').waitFor(WAIT);
    expect(await page.isChecked('input[name="yomu_storage[target]"][value="s3"]')).toBe(true);
    expect(target()).toBe('s3');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("moves one chapter to local disk from its panel, then removes the bucket's copy", async () => {
    [manga] = fixture('manga_make_published', { titles: [`E2E depolama ${Date.now()}`] });
    const chapter = fixture('storage_make_image_chapter', { manga, name: 'Bölüm 1', width: 300, height: 400 });
    expect(fixture('storage_chapter_rows', { chapter: chapter.id }).storage).toBe('amazon');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page, site.url);
    const panel = `${site.url}/wp-admin/post.php?post=${manga}&action=edit&yomu_chapter=${chapter.id}`;
    await signIn(page, `${site.url}/wp-admin/options-general.php?page=yomu-storage`);
    await page.goto(panel);
    expect(await page.locator('.yomu-storage-reads').innerText()).toBe('Sayfalar şuradan okunuyor: S3 kovası');
    // The page-order island swaps the page list above the storage buttons when it mounts: click once it has.
    const pagesSettled = () => page.locator('[data-island="page-order"][data-mounted="true"]').waitFor();
    await pagesSettled();
    await submitted(page, () => page.getByRole('button', { name: 'Yerel diske taşı' }).click());
    expect(await page.locator('.yomu-notice p').innerText()).toBe('Sayfalar yerel diske taşındı. S3 kopyası da saklanır.');
    expect(await page.locator('.yomu-storage-copies').innerText()).toBe('Kopyalar: Yerel disk, S3 kovası');

    page.once('dialog', (dialog) => void dialog.accept());
    await pagesSettled();
    await submitted(page, () => page.getByRole('button', { name: 'S3 kopyasını kaldır' }).click());
    expect(await page.locator('.yomu-notice p').innerText()).toBe('S3 kopyası kaldırıldı.');
    expect(await page.locator('.yomu-storage-reads').innerText()).toBe('Sayfalar şuradan okunuyor: Yerel disk');
    expect(fixture('storage_chapter_rows', { chapter: chapter.id })).toMatchObject({ storage: 'local', amazon: null });
    await page.locator('.yomu-storage-reads').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-chapter-storage');
    expect(errors).toEqual([]);
    await page.close();
  });
});
