// The consent log: action yomu_consent_log (public, nonce-less by nature: strictly validated and rate-limited)
// and the CSV export in wp-admin (manage_options only). Rows made here carry consent ids unique to this run and
// are deleted afterwards; the rate-limit counter of 127.0.0.1 is reset before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../support/fixture';
import { ajax, login, phpLogMark, phpProblemsSince, type PhpLogMark, site } from '../support/site';

const run = `T${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.replace(/[^A-Za-z0-9]/g, '');
const id = (n: number) => (run + 'x'.repeat(32)).slice(0, 28) + String(n).padStart(4, '0');
const ALL_YES = 'necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes';
const ALL_NO = 'necessary:yes,functional:no,analytics:no,performance:no,advertisement:no';
let problemsBefore: PhpLogMark;
let subscriber = '';
let subscriberId = 0;
const subscriberPassword = `Sub-${run}-pass-1234`;

function resetLimit(): void {
  fixture('consent_reset_rate_limit', {});
}

const rows = (prefix: string) => fixture('consent_log_rows', { prefix });

const log = (fields: Record<string, string>) => ajax({ action: 'yomu_consent_log', ...fields });

beforeAll(() => {
  problemsBefore = phpLogMark();
  resetLimit();
  subscriber = `sub${run}`.slice(0, 40).toLowerCase();
  subscriberId = fixture('make_user', { login: subscriber, password: subscriberPassword, role: 'subscriber' });
}, 60_000);

afterAll(() => {
  resetLimit();
  fixture('consent_delete_log', { prefix: id(0).slice(0, 28) });
  if (subscriberId) fixture('delete_users', { ids: [subscriberId] });
}, 60_000);

describe('consent log endpoint', () => {
  it('records a valid accept, reject and custom choice with the law in force', async () => {
    for (const [n, action, categories] of [
      [1, 'accept', ALL_YES],
      [2, 'reject', ALL_NO],
      [3, 'custom', 'necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no'],
    ] as const) {
      const response = await log({ consent_id: id(n), consent_action: action, categories });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, data: { logged: true } });
    }
    expect(rows(id(0).slice(0, 28))).toEqual([
      { consent_id: id(1), action: 'accept', law: 'gdpr', categories: ALL_YES },
      { consent_id: id(2), action: 'reject', law: 'gdpr', categories: ALL_NO },
      { consent_id: id(3), action: 'custom', law: 'gdpr', categories: 'necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no' },
    ]);
  });

  it('refuses hostile or malformed records with a clear error and stores nothing', async () => {
    const before = rows(id(0).slice(0, 28)).length;
    const bad: Array<Record<string, string>> = [
      { consent_id: id(4).slice(1), consent_action: 'accept', categories: ALL_YES }, // 31 characters
      { consent_id: `${id(4).slice(0, 30)}'"`, consent_action: 'accept', categories: ALL_YES }, // quotes
      { consent_id: `${id(4).slice(0, 31)}<`, consent_action: 'accept', categories: ALL_YES },
      { consent_id: id(4), consent_action: 'delete', categories: ALL_YES },
      { consent_id: id(4), consent_action: 'accept', categories: ALL_YES.replace('necessary:yes', 'necessary:no') },
      { consent_id: id(4), consent_action: 'accept', categories: ALL_NO }, // accept must be all yes
      { consent_id: id(4), consent_action: 'reject', categories: ALL_YES }, // reject must be all no
      { consent_id: id(4), consent_action: 'custom', categories: ALL_YES + ',other:yes' },
      { consent_id: id(4), consent_action: 'custom', categories: 'necessary:yes,necessary:yes,analytics:yes,performance:no,advertisement:no' },
      { consent_id: id(4), consent_action: 'custom', categories: 'necessary:yes,functional:maybe,analytics:yes,performance:no,advertisement:no' },
      { consent_id: id(4), consent_action: 'custom', categories: `${ALL_YES},${'x'.repeat(500)}` },
      { consent_id: id(4), consent_action: 'custom', categories: '' },
      { consent_id: id(4), consent_action: 'custom' },
      { consent_action: 'accept', categories: ALL_YES },
      { 'consent_id[]': id(4), consent_action: 'accept', categories: ALL_YES }, // arrays instead of strings
      { consent_id: id(4), 'consent_action[]': 'accept', 'categories[necessary]': 'yes' },
    ];
    for (const fields of bad) {
      const response = await log(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.json()).toEqual({ success: false, data: { message: 'Onay kaydı geçerli değil.' } });
    }
    const get = await fetch(`${site.url}/wp-admin/admin-ajax.php?action=yomu_consent_log&consent_id=${id(4)}&consent_action=accept&categories=${ALL_YES}`);
    expect(get.status).toBe(405);
    expect(rows(id(0).slice(0, 28)).length).toBe(before);
    expect(phpProblemsSince(problemsBefore)).toEqual([]);
  });

  it('limits one address to 30 records per 10 minutes', async () => {
    resetLimit();
    const statuses: number[] = [];
    for (let n = 10; n < 42; n++) {
      const response = await log({ consent_id: id(n), consent_action: 'accept', categories: ALL_YES });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await response.json()).toEqual({
          success: false,
          data: { message: 'Bu adresten çok fazla onay kaydı geldi. Lütfen daha sonra yeniden deneyin.' },
        });
      } else await response.text();
    }
    expect(statuses.filter((status) => status === 200).length).toBe(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(rows(id(0).slice(0, 28)).filter((row) => Number(row.consent_id.slice(-4)) >= 10).length).toBe(30);
    resetLimit();
    expect((await log({ consent_id: id(50), consent_action: 'reject', categories: ALL_NO })).status).toBe(200);
  }, 180_000);
});

describe('consent log in wp-admin', () => {
  it('shows the log and exports it as CSV to an administrator', async () => {
    const cookie = await login('admin', site.adminPassword);
    const page = await fetch(`${site.url}/wp-admin/options-general.php?page=yomu-site-wide`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Onay ve analitik');
    expect(html).toContain(id(1));
    const href = /href="([^"]*action=yomu_consent_export[^"]*)"/.exec(html)?.[1]?.replace(/&#038;|&amp;/g, '&');
    expect(href).toBeTruthy();
    const csv = await fetch(href!, { headers: { cookie } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="consent-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('"Tarih (UTC)","Onay kimliği","İşlem","Yasa","Gerekli","İşlevsel","Analitik","Performans","Reklam"');
    const line = lines.find((row) => row.includes(id(3)));
    expect(line).toMatch(new RegExp(`^"\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}","${id(3)}","custom","GDPR","yes","no","yes","no","no"$`));

    // The export link is bound to the session: without the nonce nothing is sent.
    const forged = await fetch(`${site.url}/wp-admin/admin-post.php?action=yomu_consent_export`, { headers: { cookie } });
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toContain(id(1));
  });

  it('refuses the page and the export to a subscriber and to guests', async () => {
    const cookie = await login(subscriber, subscriberPassword);
    const page = await fetch(`${site.url}/wp-admin/options-general.php?page=yomu-site-wide`, { headers: { cookie } });
    expect(await page.text()).not.toContain(id(1));
    expect(page.status).toBe(403);
    const csv = fixture('consent_export_csv_as', { user: subscriberId });
    expect(csv).toBeNull();
    const asAdmin = fixture('consent_export_csv_as', { user: 1 });
    expect(asAdmin).toContain(id(2));
    const guest = await fetch(`${site.url}/wp-admin/admin-post.php?action=yomu_consent_export`, { redirect: 'manual' });
    expect(guest.status).not.toBe(200);
    expect(await guest.text()).not.toContain(id(1));
  });

  it('saves the settings through the Settings API for an administrator only', async () => {
    const cookie = await login('admin', site.adminPassword);
    const form = await (await fetch(`${site.url}/wp-admin/options-general.php?page=yomu-site-wide`, { headers: { cookie } })).text();
    const nonce = /name="_wpnonce" value="([^"]+)"/.exec(form)?.[1] ?? '';
    expect(nonce).not.toBe('');
    const fields = {
      option_page: 'yomu_site_wide',
      action: 'update',
      _wpnonce: nonce,
      _wp_http_referer: '/wp-admin/options-general.php?page=yomu-site-wide',
      'yomu_site_wide[law]': 'ccpa',
      'yomu_site_wide[banner_title]': 'Gizlilik <b>başlığı</b>',
      'yomu_site_wide[analytics_id]': 'G-INTEG123',
      'yomu_site_wide[ads_id]': 'not an id',
    };
    try {
      const saved = await fetch(`${site.url}/wp-admin/options.php`, { method: 'POST', redirect: 'manual', headers: { cookie }, body: new URLSearchParams(fields) });
      expect(saved.status).toBe(302);
      expect(fixture('get_option', { name: 'yomu_site_wide' })).toEqual({
        law: 'ccpa',
        banner_title: 'Gizlilik başlığı',
        banner_text: '',
        preference_text: '',
        analytics_id: 'G-INTEG123',
        ads_id: '',
      });
      const home = await (await fetch(`${site.url}/`)).text();
      expect(home).toContain('Gizlilik başlığı');
      expect(home).toContain('Devre Dışı Bırakma Tercihleri');
      expect(home).toContain('G-INTEG123');

      // A subscriber cannot save, even with a nonce of their own page.
      fixture('set_option', { name: 'yomu_site_wide', value: null });
      const subscriberCookie = await login(subscriber, subscriberPassword);
      const refused = await fetch(`${site.url}/wp-admin/options.php`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: subscriberCookie },
        body: new URLSearchParams({ ...fields, _wpnonce: 'forged' }),
      });
      expect(refused.status).not.toBe(302);
      expect(fixture('get_option', { name: 'yomu_site_wide' })).toBeNull();
    } finally {
      fixture('set_option', { name: 'yomu_site_wide', value: null });
    }
  }, 60_000);

  it('keeps only clean settings', () => {
    const out = fixture('consent_sanitize_settings', {
      settings: {
        law: 'other',
        banner_title: '<script>x</script>Hello',
        analytics_id: 'g-abc123"><script>',
        ads_id: 'AW-123456789/lab el',
        preference_text: ['x'],
        unknown: 'y',
      },
    });
    expect(out).toEqual({ law: 'gdpr', banner_title: 'Hello', banner_text: '', preference_text: '', analytics_id: '', ads_id: '' });
    const good = fixture('consent_sanitize_settings', { settings: { law: 'ccpa', analytics_id: ' g-abc1234 ', ads_id: 'AW-123456789/AbC_d-1' } });
    expect(good).toMatchObject({ law: 'ccpa', analytics_id: 'G-ABC1234', ads_id: 'AW-123456789/AbC_d-1' });
  });

  it('holds back scripts registered with a consent category', () => {
    const tag = fixture('consent_held_script_tag', { handle: 'yomu-test-held', src: 'https://example.test/held.js', category: 'analytics' });
    expect(tag).toMatch(/<script[^>]*type="text\/plain"[^>]*>/);
    expect(tag).toContain('data-yomu-consent="analytics"');
    expect(tag).toContain('src="https://example.test/held.js?ver=1"');
  });
});
