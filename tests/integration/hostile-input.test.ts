// Every admin-ajax and admin-post action of the product, sent hostile input as a guest and as a signed-in
// subscriber with a forged nonce: no server error, no PHP warning, nothing private in the answer, no redirect
// off the site, and no change to the database or the uploads folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFor, itLeftTheSiteAsItWas, payloads, productEntryPoints, siteState, type EntryPoint, type SiteState } from '../support/hostile';
import { login, site, wpEval } from '../support/site';

const marker = `hostile${Date.now()}`;
let secrets: string[] = [];
let subscriberCookie = '';
let entries: EntryPoint[] = [];
let before: SiteState;
const failures: string[] = [];
let ids: number[] = [];

beforeAll(async () => {
  const out = wpEval(`
    $draft = wp_insert_post( array( 'post_type' => 'wp-manga', 'post_status' => 'draft', 'post_title' => 'Draft ${marker}' ) );
    $victim = wp_insert_user( array( 'user_login' => 'victim_${marker}', 'user_email' => 'victim-${marker}@example.com', 'user_pass' => wp_generate_password( 20 ), 'role' => 'subscriber' ) );
    $reader = wp_insert_user( array( 'user_login' => 'reader_${marker}', 'user_email' => 'reader-${marker}@example.com', 'user_pass' => 'Reader-pass-${marker}', 'role' => 'subscriber' ) );
    echo wp_json_encode( array( $draft, $victim, $reader, get_option( 'admin_email' ) ) );
  `);
  const [draft, victim, reader, adminEmail] = JSON.parse(out.slice(out.indexOf('[')));
  ids = [draft, victim, reader];
  secrets = [`Draft ${marker}`, `victim-${marker}@example.com`, String(adminEmail)];
  subscriberCookie = await login(`reader_${marker}`, `Reader-pass-${marker}`);
  entries = productEntryPoints();
  before = siteState();
}, 120_000);

afterAll(() => {
  const [draft, victim, reader] = ids;
  wpEval(`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_post( ${draft}, true ); wp_delete_user( ${victim} ); wp_delete_user( ${reader} );`);
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
