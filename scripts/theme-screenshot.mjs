// Writes theme/screenshot.png (the picture wp-admin shows for the theme; wordpress.org wants 1200×900 PNG): the home
// page of a running demo site, `node scripts/theme-screenshot.mjs [URL]` (default http://127.0.0.1:8080, what
// `npm start` serves with its demo content). Debian's Chromium through playwright-core, then pngquant when
// installed (apt-get install pngquant) to bring the file well under 300 KB.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { repoDir } from './lib/paths.mjs';

/* global document, innerHeight -- the waitForFunction callback runs in the page. */

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const out = path.join(repoDir, 'theme/screenshot.png');
const browser = await launchChromium();
try {
  // 1200×900 CSS pixels at scale 1: the desktop layout, as a visitor with a wide window sees it.
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Every image shown in the window has loaded.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
      })
      .every((img) => img.naturalWidth > 0),
  );
  // Answer the cookie banner as a visitor would (reject all), so it does not cover the page.
  const banner = page.locator('.yomu-consent-banner');
  if (await banner.isVisible()) {
    await banner.hover();
    await page.waitForSelector('[data-island="consent"][data-mounted="true"]', { state: 'attached' });
    await banner.locator('[data-consent-do="reject"]').click();
    await banner.waitFor({ state: 'hidden' });
  }
  await page.screenshot({ path: out, fullPage: false });
} finally {
  await browser.close();
}
try {
  execFileSync('pngquant', ['--force', '--skip-if-larger', '--quality=70-95', '--strip', '--output', out, out]);
} catch (error) {
  if (error.code !== 'ENOENT' && error.status !== 98 && error.status !== 99) throw error;
}
console.log(`${path.relative(repoDir, out)}  ${(fs.statSync(out).size / 1024).toFixed(1)} KB`);
