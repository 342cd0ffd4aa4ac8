import { describe, expect, it } from 'vitest';
import type { Link, NavData, Picker } from './model';
import { nextChapterTarget, planJump, planPick, planTurn, position, warmList } from './plan';
import type { Variant } from './picture';
import { initialState, type ReaderState } from './reducer';

const query = (chapter: string, page: number) => `postID=4&chapter=${chapter}&manga-paged=${page}&style=paged&action=chapter_navigate_page`;
const link = (chapter: string, page: number, ajax = true): Link => ({ url: `/m/${chapter}/p/${page}/`, navigation: ajax ? query(chapter, page) : '' });

function select(select: string, options: Array<[string, Link | null]>): Picker {
  return { key: select, wrapper: 'x', labelClass: '', label: '', select, id: '', order: '', forVolume: '', hidden: false, options: options.map(([value, l]) => ({ value, label: value, link: l })), value: options[0][0] };
}

function state(page: number, { ajax = true, preloaded = true, images = 10, saver = false } = {}): ReaderState {
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
    },
  };
  return initialState({
    chapter: 'c1',
    chapterId: 7,
    page,
    pages: images,
    nav,
    content: { kind: 'pages', zones: { prev: '', next: '' }, images: [{ index: page - 1, total: images, url: '', alt: '', width: 0, height: 0, priority: true, lazy: false, boxed: false, sources: [] }] },
    preload: preloaded
      ? {
          chapter: 'c1',
          images: Array.from({ length: images }, (_, i) => `/i/${i}.png`),
          sizes: Array.from({ length: images }, () => [1000, 1500] as [number, number]),
          variants: Array.from({ length: images }, (_, i) => [[`/v/${i}-480.webp`, 'image/webp', 480], [`/v/${i}-720.webp`, 'image/webp', 720]] as Variant[]),
          perPage: 1,
        }
      : null,
    edges: { prev: null, next: link('c2', 1, ajax), nextImage: '/i/c2.png', nextPicture: { width: 1000, height: 1500, variants: [['/v/c2-720.avif', 'image/avif', 720]] } },
    settings: { mode: 'paged', direction: 'ltr', fit: 'width', saver: saver ? 'on' : 'auto', spread: 'single', background: 'auto' },
    own: {},
    dark: false,
    font: null,
    saver,
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
  it('warms the window in reading order: the next pages, the previous one, then the next chapter near the end', () => {
    const urls = (targets: ReturnType<typeof warmList>) => targets.map((target) => target.url);
    expect(urls(warmList(state(3), 4))).toEqual(['/i/3.png', '/i/4.png', '/i/5.png', '/i/6.png', '/i/1.png']);
    expect(urls(warmList(state(3), 1))).toEqual(['/i/3.png', '/i/1.png']);
    expect(urls(warmList(state(9), 4))).toEqual(['/i/9.png', '/i/7.png', '/i/c2.png']);
    expect(warmList(state(3, { preloaded: false }), 4)).toEqual([]);
  });

  it('warms each image with the sources and size its picture will have', () => {
    const [page4] = warmList(state(3), 4);
    expect(page4).toEqual({ url: '/i/3.png', width: 1000, height: 1500, sources: [{ type: 'image/webp', srcset: '/v/3-480.webp 480w, /v/3-720.webp 720w, /i/3.png 1000w' }] });
    expect(warmList(state(9), 4)[2]).toEqual({ url: '/i/c2.png', width: 1000, height: 1500, sources: [{ type: 'image/avif', srcset: '/v/c2-720.avif 720w, /i/c2.png 1000w' }] });
  });

  it('with the data saver: the next page only, its narrowest variant, and never the next chapter', () => {
    expect(warmList(state(3, { saver: true }), 4)).toEqual([{ url: '/i/3.png', width: 1000, height: 1500, sources: [{ type: 'image/webp', srcset: '/v/3-480.webp 480w' }] }]);
    expect(warmList(state(9, { saver: true }), 4).map((target) => target.url)).toEqual(['/i/9.png']);
    expect(nextChapterTarget(state(10, { saver: true }))).toBeNull();
    expect(nextChapterTarget(state(10))?.url).toBe('/i/c2.png');
  });

  it('keeps the chapter, page and first image on screen', () => {
    expect(position(state(4))).toEqual({ chapter: 'c1', chapterId: 7, page: 4, image: 3 });
  });
});
