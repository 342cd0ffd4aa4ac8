// npm run dev: php-bridge loads islands from Vite's dev server, and editing an island reloads the page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startSite } from '../../scripts/lib/site.mjs';
import { launch } from '../support/browser';

const island = path.resolve('src/islands/go-to-top/index.tsx');
let vite: ViteDevServer;
let site: { url: string; stop: () => Promise<void> };
let browser: Browser;
let original = '';

beforeAll(async () => {
  const port = await freePort();
  vite = await createServer({ server: { port, strictPort: true, origin: `http://127.0.0.1:${port}` }, clearScreen: false, logLevel: 'warn' });
  await vite.listen();
  site = await startSite({ name: 'devmode', port: await freePort(), fresh: true, viteDevServer: `http://127.0.0.1:${port}` });
  browser = await launch();
  original = fs.readFileSync(island, 'utf8');
});

afterAll(async () => {
  if (original) fs.writeFileSync(island, original);
  await browser?.close();
  await site?.stop();
  await vite?.close();
});

describe('npm run dev', () => {
  it('serves islands from Vite and reloads the page when an island changes', async () => {
    const page = await browser.newPage();
    // Vite transforms modules on their first request and may pre-bundle dependencies then: the first load is slow.
    page.setDefaultTimeout(60000);
    await page.goto(site.url + '/', { timeout: 90000 });
    const html = await page.content();
    expect(html).toContain('/@vite/client');
    await page.waitForSelector('[data-island="go-to-top"][data-wake]', { state: 'attached' });
    await page.evaluate(() => Object.assign(window, { beforeEdit: true }));

    const edit = "element.dataset.wake = 'button.go-to-top';";
    expect(original).toContain(edit);
    fs.writeFileSync(island, original.replace(edit, `${edit} element.dataset.edited = 'yes';`));
    await page.waitForFunction(() => !('beforeEdit' in window), undefined, { timeout: 20000 });
    await page.waitForSelector('[data-island="go-to-top"][data-edited="yes"]', { state: 'attached' });
  }, 180_000);
});
