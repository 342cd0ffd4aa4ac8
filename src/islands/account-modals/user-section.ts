// After sign-in: the header's and the off-canvas menu's user sections are reloaded from the server (SPEC §4
// "Login state"). They live outside this island, in server markup, so the sanitized answer replaces them there.
import { callAction } from '../../lib/api/client';
import type { UserSectionAnswer } from '../../lib/api/account';

const SECTIONS: Array<[selector: string, key: 'main' | 'off_canvas']> = [
  ['.c-sub-header-nav .c-modal_item', 'main'],
  ['.off-canvas .c-modal_item', 'off_canvas'],
];

/** Reloads both user sections; the previous markup stays when the reload fails. */
export async function reloadUserSection(): Promise<UserSectionAnswer | null> {
  try {
    const answer = await callAction('wp-manga-get-user-section', {});
    if (!answer.success || typeof answer.data?.main !== 'string') return null;
    for (const [selector, key] of SECTIONS) {
      const html = answer.data[key];
      if (typeof html !== 'string') continue;
      const { sanitizeToFragment } = await import('../../lib/sanitize');
      const fragment = sanitizeToFragment(html);
      document.querySelectorAll(selector).forEach((old) => old.replaceWith(fragment.cloneNode(true)));
    }
    return answer.data;
  } catch {
    return null;
  }
}
