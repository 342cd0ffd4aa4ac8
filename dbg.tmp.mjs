import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8195';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: Number(process.env.W || 375), height: 812 } });
const page = await context.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('response', (r) => r.status() >= 400 && console.log('HTTP', r.status(), r.url()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
const url = process.argv[2];
if (process.argv[3]) {
  await page.goto(base + '/wp-login.php');
  await page.fill('#user_login', 'admin'); await page.fill('#user_pass', process.argv[3]); await page.click('#wp-submit'); await page.waitForLoadState();
}
page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
await page.goto(url);
await page.waitForTimeout(1500);
console.log('islands', await page.locator('[data-island="offline-save"]').count(), await page.locator('.offline-save').count());
await page.getByLabel('Kaydedilecek bölümler').selectOption({ label: 'Bu ve sonraki 2' });
await page.getByRole('button', { name: 'Çevrimdışı kaydet' }).click();
for (let i = 0; i < 3; i++) { await page.waitForTimeout(2500); console.log('status', await page.locator('.offline-save__status').textContent()); }
console.log(await page.evaluate(async () => caches.keys()));
await context.setOffline(true);
await page.goto(url);
await page.waitForTimeout(2000);
console.log('offline heading', await page.locator('#chapter-heading').textContent());
await page.keyboard.press('ArrowRight');
await page.waitForTimeout(2000);
console.log('after turn', page.url(), await page.locator('.reader-status').textContent(), await page.locator('.reading-content img').first().getAttribute('src'));
await browser.close();
