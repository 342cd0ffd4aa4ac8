// Publishing a chapter as an editor does: the manga edit screen's text-chapter form, posted to admin-post.php.
import { site } from './site';

/** Publishes a text chapter of `manga` through its edit screen's form, signed in with `cookie`; the request's answer. */
export async function publishTextChapter(manga: number, name: string, cookie: string): Promise<Response> {
  const edit = await (await fetch(`${site.url}/wp-admin/post.php?post=${manga}&action=edit`, { headers: { cookie } })).text();
  const form = [...edit.matchAll(/<form id="[^"]+" class="yomu-form"[^>]*data-yomu-action="([^"]+)">(.*?)<\/form>/gs)].find((m) => m[1] === 'yomu_chapter_create_text');
  if (!form) throw new Error('no text chapter form on the manga edit screen');
  const body = new FormData();
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) body.append(input[1], input[2]);
  body.append('chapter_name', name);
  body.append('yomu_text', '<p>Yeni bölüm.</p>');
  return fetch(`${site.url}/wp-admin/admin-post.php`, { method: 'POST', body, headers: { cookie }, redirect: 'manual' });
}
