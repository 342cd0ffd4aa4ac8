// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChapterListData, Entry } from './list-data';
import { chapterListReducer, type ChapterListState, initialState, SHOW_MORE_HEIGHT } from './list-state';

const chapter = (href: string): Entry => ({ kind: 'chapter', chapter: { key: `c:${href}`, className: 'wp-manga-chapter', html: `<a href="${href}">${href}</a>` } });
const volume = (name: string, ...hrefs: string[]): Entry => ({
  kind: 'volume',
  volume: { key: `v:${name}`, name, chapters: hrefs.map((href) => ({ key: `c:${href}`, className: 'wp-manga-chapter', html: href })) },
});
const list = (...entries: Entry[]): ChapterListData => ({ listClass: 'main version-chap', entries });

const run = (state: ChapterListState, ...actions: Parameters<typeof chapterListReducer>[1][]) => actions.reduce(chapterListReducer, state);

describe('chapter list state', () => {
  it('starts in order, with the first volume open and the height to measure', () => {
    const state = initialState(list(chapter('/c3'), volume('Cilt 2', '/c2'), volume('Cilt 1', '/c1')));
    expect(state).toMatchObject({ reversed: false, open: ['v:Cilt 2'], showMore: 'measure' });
  });

  it('reverses and restores the order', () => {
    const state = initialState(list(chapter('/c1')));
    expect(run(state, { type: 'reverse' }).reversed).toBe(true);
    expect(run(state, { type: 'reverse' }, { type: 'reverse' }).reversed).toBe(false);
  });

  it('opens and closes volumes one by one', () => {
    const state = initialState(list(volume('Cilt 2', '/c2'), volume('Cilt 1', '/c1')));
    expect(run(state, { type: 'toggle-volume', key: 'v:Cilt 1' }).open).toEqual(['v:Cilt 2', 'v:Cilt 1']);
    expect(run(state, { type: 'toggle-volume', key: 'v:Cilt 2' }).open).toEqual([]);
  });

  it('cuts a list of 550 px or more only, and opens it through the loading state', () => {
    const state = initialState(list(chapter('/c1')));
    expect(run(state, { type: 'measured', height: SHOW_MORE_HEIGHT - 1 }).showMore).toBe('none');
    const cut = run(state, { type: 'measured', height: SHOW_MORE_HEIGHT });
    expect(cut.showMore).toBe('cut');
    expect(run(cut, { type: 'shown' }).showMore).toBe('cut');
    const loading = run(cut, { type: 'show-more' });
    expect(loading.showMore).toBe('loading');
    expect(run(loading, { type: 'show-more' }).showMore).toBe('loading');
    expect(run(loading, { type: 'shown' }).showMore).toBe('open');
    expect(run(loading, { type: 'shown' }, { type: 'measured', height: 0 }).showMore).toBe('open');
  });

  it('keeps its state when the same list comes back from the server', () => {
    const state = run(initialState(list(chapter('/c1'))), { type: 'measured', height: 600 });
    expect(run(state, { type: 'loaded', list: list(chapter('/c1')) })).toBe(state);
  });

  it('measures a changed list again unless the reader already opened it', () => {
    const cut = run(initialState(list(chapter('/c1'))), { type: 'measured', height: 600 });
    const next = list(chapter('/c2'), chapter('/c1'));
    expect(run(cut, { type: 'loaded', list: next })).toMatchObject({ list: next, showMore: 'measure' });
    const open = run(cut, { type: 'show-more' }, { type: 'shown' });
    expect(run(open, { type: 'loaded', list: next }).showMore).toBe('open');
  });

  it('keeps the open volumes the new list still has; a list of other volumes opens its first', () => {
    const state = run(initialState(list(volume('Cilt 2', '/c2'), volume('Cilt 1', '/c1'))), { type: 'toggle-volume', key: 'v:Cilt 1' }, { type: 'reverse' });
    const withNew = run(state, { type: 'loaded', list: list(volume('Cilt 3', '/c3'), volume('Cilt 2', '/c2'), volume('Cilt 1', '/c1')) });
    expect(withNew.open).toEqual(['v:Cilt 2', 'v:Cilt 1']);
    expect(withNew.reversed).toBe(true);
    expect(run(state, { type: 'loaded', list: list(volume('Sezon 1', '/s1'), volume('Sezon 2', '/s2')) }).open).toEqual(['v:Sezon 1']);
  });
});
