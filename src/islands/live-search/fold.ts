// Search folding, the same as the server's (plugin/src/Search/Folding.php): lower case, no accents, Turkish
// dotted/dotless i as "i", apostrophes dropped, anything else that is not a letter or digit a space. Each folded
// character remembers where it came from, so typed words can be highlighted in the original title.

const SPECIAL: Record<string, string> = {
  İ: 'i', ı: 'i', ß: 's', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ø: 'o', Ø: 'o',
  đ: 'd', Đ: 'd', ð: 'd', Ð: 'd', þ: 'th', Þ: 'th', ł: 'l', Ł: 'l',
};
const APOSTROPHES = new Set(["'", '’', '`']);
const WORD_CHAR = /[\p{L}\p{N}]/u;

function foldChar(char: string): string {
  if (APOSTROPHES.has(char)) return '';
  const special = SPECIAL[char];
  if (special !== undefined) return special;
  const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return WORD_CHAR.test(plain) ? plain : ' ';
}

export interface Folded {
  text: string;
  /** For each folded character: [start, end) in the original string. */
  origin: Array<[number, number]>;
}

export function foldWithOrigin(text: string): Folded {
  let folded = '';
  const origin: Array<[number, number]> = [];
  let index = 0;
  for (const char of text) {
    const out = foldChar(char);
    for (const piece of out) {
      folded += piece;
      origin.push([index, index + char.length]);
    }
    index += char.length;
  }
  return { text: folded, origin };
}

export function fold(text: string): string {
  return foldWithOrigin(text).text.replace(/ +/g, ' ').trim();
}

export function words(query: string): string[] {
  const folded = fold(query);
  return folded === '' ? [] : [...new Set(folded.split(' '))];
}

/** Ranges [start, end) of the original text where any typed word appears, sorted and merged. */
export function highlightRanges(text: string, query: string): Array<[number, number]> {
  const { text: folded, origin } = foldWithOrigin(text);
  const ranges: Array<[number, number]> = [];
  for (const word of words(query)) {
    let at = folded.indexOf(word);
    while (at !== -1) {
      ranges.push([origin[at][0], origin[at + word.length - 1][1]]);
      at = folded.indexOf(word, at + word.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export interface Part {
  text: string;
  /** A typed word: shown in a <mark>. */
  marked: boolean;
}

/** The text cut into plain and marked parts around the typed words (rendered as text, never parsed as HTML). */
export function highlightParts(text: string, query: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
