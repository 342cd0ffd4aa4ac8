// Content warnings the reader acknowledged (Reader\Warning in the plugin): one key per manga and warning text, kept
// in localStorage as the server's head script reads them ('yomu-warnings', space separated), newest last. Where
// storage is refused (some private windows), the keys last as long as the page.
const STORAGE = 'yomu-warnings';
const MAX_KEYS = 200;
let memory: string[] | null = null;

function stored(): string[] {
  if (memory) return memory;
  try {
    return (localStorage.getItem(STORAGE) ?? '').split(' ').filter(Boolean);
  } catch {
    return (memory = []);
  }
}

export function isAcknowledged(key: string): boolean {
  return stored().includes(key);
}

export function acknowledge(key: string): void {
  const keys = [...stored().filter((k) => k !== key), key].slice(-MAX_KEYS);
  try {
    if (memory) throw new Error('no storage');
    localStorage.setItem(STORAGE, keys.join(' '));
  } catch {
    memory = keys;
  }
}
