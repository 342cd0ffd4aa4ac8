// The manga edit screen's admin-post forms (Yomu\Core\Admin\Forms: hidden forms that buttons and fields join with
// form="…"), read from its HTML and sent as a browser would.
import { site } from './site';

export type AdminForm = { action: string; fields: Record<string, string> };

/** Every admin-post form of a screen's HTML, with its hidden fields (action, nonce, target ids). */
export function adminForms(html: string): AdminForm[] {
  const forms: AdminForm[] = [];
  for (const match of html.matchAll(/<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="([^"]+)">(.*?)<\/form>/g)) {
    const fields: Record<string, string> = {};
    for (const input of match[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[input[1]] = input[2];
    forms.push({ action: match[1], fields });
  }
  return forms;
}

/** The form of an action whose hidden fields include `hidden`. */
export function adminForm(forms: AdminForm[], action: string, hidden: Record<string, string | number> = {}): AdminForm {
  const found = forms.find((f) => f.action === action && Object.entries(hidden).every(([k, v]) => f.fields[k] === String(v)));
  if (!found) throw new Error(`no form ${action} ${JSON.stringify(hidden)}`);
  return found;
}

/** A POST to admin-post.php or admin-ajax.php, not following the redirect. */
export function postAdmin(endpoint: 'admin-post.php' | 'admin-ajax.php', fields: Record<string, string>, cookie = ''): Promise<Response> {
  return fetch(`${site.url}/wp-admin/${endpoint}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
}
