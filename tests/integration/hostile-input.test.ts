// Every admin-ajax and admin-post action of the product, sent hostile input as a guest and as a signed-in
// subscriber with a forged nonce: no server error, no PHP warning, nothing private in the answer, no redirect
// off the site, and no change to the database or the uploads folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFor, itLeftTheSiteAsItWas, payloads, productEntryPoints, siteState, type EntryPoint, type SiteState } from '../support/hostile';
import { fixture } from '../support/fixture';
import { login, site } from '../support/site';

const marker = `hostile${Date.now()}`;
let secrets: string[] = [];
let subscriberCookie = '';
let entries: EntryPoint[] = [];
let before: SiteState;
const failures: string[] = [];
let ids: number[] = [];

beforeAll(async () => {
  const [draft] = fixture('site_make_posts', { posts: [{ title: `Draft ${marker}`, status: 'draft' }] });
  const [victim, reader] = fixture('site_make_users', {
    users: [
      { login: `victim_${marker}`, email: `victim-${marker}@example.com`, role: 'subscriber' },
      { login: `reader_${marker}`, email: `reader-${marker}@example.com`, password: `Reader-pass-${marker}`, role: 'subscriber' },
    ],
  });
  const adminEmail = fixture('get_option', { name: 'admin_email' });
  ids = [draft, victim, reader];
  secrets = [`Draft ${marker}`, `victim-${marker}@example.com`, String(adminEmail)];
  subscriberCookie = await login(`reader_${marker}`, `Reader-pass-${marker}`);
  entries = productEntryPoints();
  before = siteState();
}, 120_000);

afterAll(() => {
  const [draft, victim, reader] = ids;
  fixture('delete_posts', { ids: [draft] });
  fixture('delete_users', { ids: [victim, reader] });
});

async function send(entry: EntryPoint, payload: string, cookie: string): Promise<string | null> {
  const endpoint = entry.kind === 'ajax' ? '/wp-admin/admin-ajax.php' : '/wp-admin/admin-post.php';
  const where = `${entry.kind} ${entry.action} [${payload}, ${cookie ? 'subscriber' : 'guest'}]`;
  let response: Response;
  try {
    response = await fetch(site.url + endpoint, {
      method: 'POST',
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      body: formFor(payload, entry.action),
    });
  } catch (error) {
    return `${where}: ${(error as Error & { cause?: Error }).cause?.message ?? error}`;
  }
  const body = await response.text();
  if (response.status >= 500) return `${where}: HTTP ${response.status}`;
  const leak = secrets.find((secret) => body.includes(secret));
  if (leak) return `${where}: answer contains "${leak}"`;
  if (/(Fatal error|Warning|Notice|Deprecated)<\/b>:|Stack trace:/.test(body)) return `${where}: PHP error in the answer`;
  const location = response.headers.get('location');
  if (location && new URL(location, site.url).host !== new URL(site.url).host) return `${where}: redirects off the site to ${location}`;
  return null;
}

describe('hostile input to every action of the product', () => {
  it('finds the product actions, guest and signed-in ones', () => {
    const names = entries.map((entry) => entry.action);
    for (const action of ['wp_manga_signin', 'wp_manga_signup', 'madara_load_more', 'manga_get_reading_nav', 'wp-manga-get-user-section']) {
      expect(names).toContain(action);
    }
    expect(entries.length).toBeGreaterThan(15);
  });

  it('answers each hostile request without a server error, a PHP error, a leak or an off-site redirect', async () => {
    const jobs: [EntryPoint, string, string][] = [];
    for (const entry of entries) {
      for (const payload of Object.keys(payloads)) {
        jobs.push([entry, payload, subscriberCookie]);
        if (entry.guest) jobs.push([entry, payload, '']);
      }
    }
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const [entry, payload, cookie] = jobs[next++];
        const failure = await send(entry, payload, cookie);
        if (failure) failures.push(failure);
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  }, 600_000);

  itLeftTheSiteAsItWas(() => before);
});
