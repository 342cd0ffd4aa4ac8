import { describe, expect, it } from 'vitest';
import { countChapters, readChapterList, reversed, sameList, volumeKeys } from './list-data';

const markup = `<div class="listing-chapters_wrap"><ul class="main version-chap volumns">
<li class="wp-manga-chapter reading"><a href="/c3">3</a> <span class="chapter-release-date"><i>1 Ocak</i></span></li>
<li class="parent has-child"><a class="has-child">Cilt 2</a><ul class="sub-chap list-chap"><li><ul class="sub-chap-list">
<li class="wp-manga-chapter"><a href="/c2">2</a></li><li class="wp-manga-chapter"><a href="/c1b">1b</a></li></ul></li></ul></li>
<li class="parent has-child"><a class="has-child">Cilt 1</a><ul class="sub-chap list-chap"><li><ul class="sub-chap-list">
<li class="wp-manga-chapter"><a href="/c1">1</a></li></ul></li></ul></li>
</ul></div>`;

function read(html = markup) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return readChapterList(root);
}

const names = (entries: ReturnType<typeof read>['entries']) =>
  entries.flatMap((entry) => (entry.kind === 'chapter' ? [entry.chapter.html.match(/>(\w+)</)![1]] : [entry.volume.name, ...entry.volume.chapters.map((c) => c.html.match(/>(\w+)</)![1])]));

describe('chapter list data', () => {
  it('reads loose chapters and volumes in the order the server printed them', () => {
    const list = read();
    expect(list.listClass).toBe('main version-chap volumns');
    expect(names(list.entries)).toEqual(['3', 'Cilt 2', '2', '1b', 'Cilt 1', '1']);
    expect(countChapters(list)).toBe(4);
    expect(volumeKeys(list)).toEqual(['v:Cilt 2', 'v:Cilt 1']);
    const first = list.entries[0];
    expect(first.kind === 'chapter' && first.chapter.className).toBe('wp-manga-chapter reading');
    expect(first.kind === 'chapter' && first.chapter.html).toBe('<a href="/c3">3</a> <span class="chapter-release-date"><i>1 Ocak</i></span>');
  });

  it('gives repeated links and volume names keys of their own', () => {
    const list = read('<ul class="main"><li class="wp-manga-chapter"><a href="/x">a</a></li><li class="wp-manga-chapter"><a href="/x">b</a></li></ul>');
    expect(list.entries.map((entry) => entry.kind === 'chapter' && entry.chapter.key)).toEqual(['c:/x', 'c:/x#1']);
  });

  it('reads a holder without a list as no list', () => {
    expect(read('<p>Yakında</p>')).toEqual({ listClass: null, entries: [] });
  });

  it('reverses volumes, loose chapters and the chapters inside volumes, without changing the data', () => {
    const list = read();
    expect(names(reversed(list.entries))).toEqual(['Cilt 1', '1', 'Cilt 2', '1b', '2', '3']);
    expect(names(list.entries)).toEqual(['3', 'Cilt 2', '2', '1b', 'Cilt 1', '1']);
  });

  it('tells a list read again from a changed one', () => {
    expect(sameList(read(), read())).toBe(true);
    expect(sameList(read(), read(markup.replace('/c3', '/c4')))).toBe(false);
  });
});
