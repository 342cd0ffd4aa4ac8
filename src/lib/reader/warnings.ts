// Content warnings the reader acknowledged (Reader\Warning in the plugin): one key per manga and warning text, kept
// in localStorage as the server's head script reads them ('yomu-warnings', space separated), newest last. Without
// storage (private windows, storage blocked) the keys last as long as the page.
const STORAGE = 'yomu-warnings';
const MAX_KEYS = 200;
const session = new Set<string>();

function stored(): string[] {
  try {
    return (localStorage.getItem(STORAGE) ?? '').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

export function isAcknowledged(key: string): boolean {
  return session.has(key) || stored().includes(key);
}

export function acknowledge(key: string): void {
  session.add(key);
  const keys = [...stored().filter((k) => k !== key), key].slice(-MAX_KEYS);
  try {
    localStorage.setItem(STORAGE, keys.join(' '));
  } catch {
    // Kept for this page only.
  }
}
