// The chapter list markup (MADARA.md §3.2) read into data: ul.main holds chapters (li.wp-manga-chapter) and
// volumes (li.parent.has-child > a.has-child + ul.sub-chap.list-chap > li > ul.sub-chap-list > chapters).

export interface Chapter {
  key: string;
  /** The li's classes (wp-manga-chapter, and Madara's reading/unread when present). */
  className: string;
  /** The li's inner HTML: from the page itself, or from a DOMPurify-sanitized ajax answer. */
  html: string;
}

export interface Volume {
  key: string;
  name: string;
  chapters: Chapter[];
}

export type Entry = { kind: 'chapter'; chapter: Chapter } | { kind: 'volume'; volume: Volume };

export interface ChapterListData {
  /** Classes of ul.main (version-chap, volumns / no-volumn); null when the holder had no list at all. */
  listClass: string | null;
  entries: Entry[];
}

/** Keys that stay the same when the same list is read again, unique within the list. */
function keyMaker(): (base: string) => string {
  const seen = new Map<string, number>();
  return (base) => {
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  };
}

function readChapter(item: Element, key: (base: string) => string): Chapter {
  const href = item.querySelector('a')?.getAttribute('href') ?? '';
  return { key: key(`c:${href}`), className: item.className, html: item.innerHTML };
}

export function readChapterList(root: ParentNode): ChapterListData {
  const list = root.querySelector('ul.main');
  if (!list) return { listClass: null, entries: [] };
  const key = keyMaker();
  const entries: Entry[] = [];
  for (const item of Array.from(list.children)) {
    if (item.matches('li.wp-manga-chapter')) {
      entries.push({ kind: 'chapter', chapter: readChapter(item, key) });
    } else if (item.matches('li.parent.has-child')) {
      const name = item.querySelector(':scope > .has-child')?.textContent ?? '';
      const chapters = Array.from(item.querySelectorAll(':scope > ul.sub-chap li.wp-manga-chapter'), (chapter) => readChapter(chapter, key));
      entries.push({ kind: 'volume', volume: { key: key(`v:${name}`), name, chapters } });
    }
  }
  return { listClass: list.className, entries };
}

export function countChapters(list: ChapterListData): number {
  return list.entries.reduce((sum, entry) => sum + (entry.kind === 'chapter' ? 1 : entry.volume.chapters.length), 0);
}

export function volumeKeys(list: ChapterListData): string[] {
  return list.entries.flatMap((entry) => (entry.kind === 'volume' ? [entry.volume.key] : []));
}

/** Volumes and loose chapters in reverse, and the chapters inside each volume too. */
export function reversed(entries: readonly Entry[]): Entry[] {
  return entries
    .map((entry): Entry => (entry.kind === 'volume' ? { kind: 'volume', volume: { ...entry.volume, chapters: [...entry.volume.chapters].reverse() } } : entry))
    .reverse();
}

export function sameList(a: ChapterListData, b: ChapterListData): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
