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

/** The text as nodes: plain text with <mark> around the typed words (never parsed as HTML). */
export function highlighted(text: string, query: string): Node[] {
  const nodes: Node[] = [];
  let at = 0;
  for (const [start, end] of highlightRanges(text, query)) {
    if (start > at) nodes.push(document.createTextNode(text.slice(at, start)));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, end);
    nodes.push(mark);
    at = end;
  }
  if (at < text.length) nodes.push(document.createTextNode(text.slice(at)));
  return nodes;
}
