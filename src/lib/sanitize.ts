// Server HTML that arrives through ajax is inserted only after DOMPurify (DESIGN.md §4). DOMPurify (11 KB gzip)
// is fetched the first time a page needs it, not with every island that might.
type Purifier = (typeof import('dompurify'))['default'];

let purifier: Promise<Purifier> | null = null;

function load(): Promise<Purifier> {
  purifier ??= import('dompurify').then((module) => module.default);
  return purifier;
}

/** The HTML with scripts, event handlers and other unsafe markup removed. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await load()).sanitize(html);
}

/** The same, as nodes to read or insert. */
export async function sanitizeToFragment(html: string): Promise<DocumentFragment> {
  return (await load()).sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
