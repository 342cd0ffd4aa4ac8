// Server HTML that arrives through ajax is inserted only after DOMPurify (DESIGN.md §4). DOMPurify is 11 KB gzip,
// so no island imports this module statically: each one imports it at the moment it inserts server HTML
// (`await import('../../lib/sanitize')`), and a page that never inserts any never fetches it.
import DOMPurify from 'dompurify';

/** The HTML with scripts, event handlers and other unsafe markup removed. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The same, as nodes to read or insert. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
