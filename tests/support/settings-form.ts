// A wp-admin settings screen's form (posted to options.php) sent as a browser sends it: every field as the screen
// shows it (checked boxes, selected options, hidden nonces), with some fields changed.
import { site } from './site';

/** The form's fields as a browser would send them, with `changes` applied. */
export function settingsFormBody(page: string, changes: Record<string, string>): URLSearchParams {
  const form = /<form method="post" action="options.php">(.*?)<\/form>/s.exec(page)?.[1] ?? '';
  const body = new URLSearchParams();
  for (const input of form.matchAll(/<input([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`${name}=(?:"([^"]*)"|'([^']*)')`).exec(input[1])?.slice(1).find((v) => v !== undefined);
    const type = attr('type');
    if (!attr('name') || type === 'submit' || (type === 'checkbox' && !/\schecked/.test(input[1]))) continue;
    body.append(attr('name') ?? '', attr('value') ?? '');
  }
  for (const select of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/gs)) {
    body.append(select[1], /<option value="([^"]*)"\s+selected/.exec(select[2])?.[1] ?? '');
  }
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  return body;
}

/** Posts the form of `screen` (e.g. options-general.php?page=yomu-reader), whose HTML is `page`, as `cookie`. */
export function saveSettingsForm(screen: string, page: string, changes: Record<string, string>, cookie: string): Promise<Response> {
  return fetch(`${site.url}/wp-admin/options.php`, {
    method: 'POST',
    headers: { cookie, referer: `${site.url}/wp-admin/${screen}` },
    body: settingsFormBody(page, changes),
    redirect: 'manual',
  });
}
