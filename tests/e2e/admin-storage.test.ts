// Settings → Chapter storage in Chromium: an administrator fills in the bucket, "Save and test connection" runs a real
// PUT, HEAD and DELETE against the test S3 server and reports success without switching storage on; choosing the
// bucket and saving switches it on. The keys are never on the page. The setting is put back afterwards.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, watchErrors } from '../support/browser';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

let browser: Browser;
let saved: unknown = null;
const WAIT = { timeout: 20000 };
const target = () => fixture('storage_target', {});

beforeAll(async () => {
  browser = await launch();
  saved = fixture('get_option', { name: 'yomu_storage' });
});

afterAll(async () => {
  await browser?.close();
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
});
