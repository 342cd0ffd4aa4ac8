import { describe, expect, it } from 'vitest';
import type { Link, NavData, Picker } from './model';
import { planJump, planPick, planTurn, position, warmList } from './plan';
import { initialState, type ReaderState } from './reducer';

const query = (chapter: string, page: number) => `postID=4&chapter=${chapter}&manga-paged=${page}&style=paged&action=chapter_navigate_page`;
const link = (chapter: string, page: number, ajax = true): Link => ({ url: `/m/${chapter}/p/${page}/`, navigation: ajax ? query(chapter, page) : '' });

function select(select: string, options: Array<[string, Link | null]>): Picker {
  return { key: select, wrapper: 'x', labelClass: '', label: '', select, id: '', order: '', forVolume: '', hidden: false, options: options.map(([value, l]) => ({ value, label: value, link: l })), value: options[0][0] };
}

function state(page: number, { ajax = true, preloaded = true, images = 10 } = {}): ReaderState {
  const nav: NavData = {
    holder: { manga: '4', chapter: 'c1', vol: '0', type: 'manga', style: 'paged' },
    selection: [select('selectpicker single-chapter-select', [['c1', link('c1', 1, ajax)], ['c2', link('c2', 1, ajax)]])],
    pickers: [
      select('selectpicker single-pager', Array.from({ length: images }, (_, i) => [String(i + 1), link('c1', i + 1, ajax)] as [string, Link])),
      select('selectpicker host-select', [['local', { url: '/m/c1/', navigation: '' }], ['cdn', { url: '#', navigation: '' }]]),
      select('selectpicker volume-select', [['0', null]]),
    ],
    buttons: {
      prev: page > 1 ? link('c1', page - 1, ajax) : link('c0', 5, ajax),
      next: page < images ? link('c1', page + 1, ajax) : link('c2', 1, ajax),
      back: '',
      order: '0',
      label: '',
    },
  };
  return initialState({
    chapter: 'c1',
    chapterId: 7,
    page,
    pages: images,
    nav,
    content: { kind: 'pages', zones: { prev: '', next: '' }, images: [{ index: page - 1, total: images, url: '', alt: '', width: 0, height: 0, priority: true, lazy: false, boxed: false }] },
    preload: preloaded ? { chapter: 'c1', images: Array.from({ length: images }, (_, i) => `/i/${i}.png`), sizes: [], perPage: 1 } : null,
    edges: { prev: null, next: link('c2', 1, ajax), nextImage: '/i/c2.png' },
    settings: { mode: 'paged', direction: 'ltr', fit: 'width' },
    own: {},
    dark: false,
    font: null,
  });
}

const config = { ajax: true, pagedVar: 'manga-paged' };

describe('turning pages', () => {
  it('draws the next and previous pages of the preloaded chapter in place', () => {
    expect(planTurn(state(3), 'next', config)).toEqual({ way: 'preloaded', page: 4 });
    expect(planTurn(state(3), 'prev', config)).toEqual({ way: 'preloaded', page: 2 });
  });

  it('fetches the neighbouring chapter in place at the edges', () => {
    expect(planTurn(state(10), 'next', config)).toEqual({ way: 'ajax', link: link('c2', 1) });
    expect(planTurn(state(1), 'prev', config)).toEqual({ way: 'ajax', link: link('c0', 5) });
  });

  it('fetches pages in place when the chapter is not preloaded, and navigates when in-place paging is off', () => {
    expect(planTurn(state(3, { preloaded: false }), 'next', config)).toEqual({ way: 'ajax', link: link('c1', 4) });
    expect(planTurn(state(3, { preloaded: false }), 'next', { ...config, ajax: false })).toEqual({ way: 'navigate', url: '/m/c1/p/4/' });
  });

  it('still draws preloaded pages when the links carry no navigation string', () => {
    expect(planTurn(state(3, { ajax: false }), 'next', { ...config, ajax: false })).toEqual({ way: 'preloaded', page: 4 });
    expect(planTurn(state(10, { ajax: false }), 'next', { ...config, ajax: false })).toEqual({ way: 'navigate', url: '/m/c2/p/1/' });
  });

  it('has nowhere to go without a button', () => {
    const last = state(10);
    last.nav!.buttons.next = null;
    expect(planTurn(last, 'next', config)).toBeNull();
  });
});

describe('selectors and the progress bar', () => {
  const [chapters] = state(1).nav!.selection;
  const [pager, host, volume] = state(1).nav!.pickers;

  it('changes pages in place, fetches chapters, and navigates to hosts', () => {
    expect(planPick(state(1), pager, '6', config)).toEqual({ way: 'preloaded', page: 6 });
    expect(planPick(state(1), chapters, 'c2', config)).toEqual({ way: 'ajax', link: link('c2', 1) });
    expect(planPick(state(1), host, 'local', config)).toEqual({ way: 'navigate', url: '/m/c1/' });
  });

  it("ignores volumes, options without a link and options whose URL is '#'", () => {
    expect(planPick(state(1), volume, '0', config)).toBeNull();
    expect(planPick(state(1), host, 'cdn', config)).toBeNull();
    expect(planPick(state(1), host, 'nope', config)).toBeNull();
  });

  it('jumps to another page of the chapter only', () => {
    expect(planJump(state(2), 5, config)).toEqual({ way: 'preloaded', page: 5 });
    expect(planJump(state(2), 2, config)).toBeNull();
    expect(planJump(state(2), 40, config)).toBeNull();
  });
});

describe('warming up and history', () => {
  it('warms the preload window, and the next chapter near the end', () => {
    expect(warmList(state(3))).toEqual(['/i/3.png', '/i/4.png', '/i/5.png', '/i/6.png', '/i/1.png']);
    expect(warmList(state(9))).toEqual(['/i/c2.png', '/i/9.png', '/i/7.png']);
    expect(warmList(state(3, { preloaded: false }))).toEqual([]);
  });

  it('keeps the chapter, page and first image on screen', () => {
    expect(position(state(4))).toEqual({ chapter: 'c1', chapterId: 7, page: 4, image: 3 });
  });
});
