import { describe, expect, it } from 'vitest';
import type { Variant } from './picture';
import type { Link, NavData, Picker } from './model';
import { chooseSetting, firstImage, initialState, isPreloaded, progressOf, readerReducer, type NavigatedPage, type ReaderState } from './reducer';

const link = (page: number, chapter = 'c1'): Link => ({ url: `/m/${chapter}/p/${page}/`, navigation: `postID=4&chapter=${chapter}&manga-paged=${page}&style=paged` });

function picker(select: string, values: string[], value: string, extra: Partial<Picker> = {}): Picker {
  return {
    key: `${select}|${extra.forVolume ?? ''}`,
    wrapper: 'selectpicker_x',
    labelClass: '',
    label: 'x',
    select,
    id: '',
    order: '',
    forVolume: '',
    hidden: false,
    options: values.map((v) => ({ value: v, label: v, link: select.includes('single-pager') ? link(Number(v)) : null })),
    value,
    ...extra,
  };
}

function nav(page: number): NavData {
  return {
    holder: { manga: '4', chapter: 'c1', vol: '1', type: 'manga', style: 'paged' },
    selection: [
      picker('selectpicker volume-select', ['0', '1'], '1'),
      picker('selectpicker single-chapter-select', ['', 'c3'], '', { forVolume: 'volume-id-0', hidden: true }),
      picker('selectpicker single-chapter-select', ['c2', 'c1'], 'c1', { forVolume: 'volume-id-1' }),
    ],
    pickers: [picker('selectpicker single-pager', ['1', '2', '3'], String(page))],
    buttons: { prev: null, next: link(2), back: '/m/', order: '0' },
  };
}

const image = (index: number) => ({ index, total: 3, url: `/i/${index}.png`, alt: `Sayfa ${index + 1} / 3`, width: 600, height: 900, priority: true, lazy: false, boxed: false, sources: [] });

function start(over: Partial<Parameters<typeof initialState>[0]> = {}): ReaderState {
  return initialState({
    chapter: 'c1',
    chapterId: 1,
    page: 1,
    pages: 3,
    nav: nav(1),
    content: { kind: 'pages', zones: { prev: '', next: link(2).url }, images: [image(0)] },
    preload: { chapter: 'c1', images: ['/i/0.png', '/i/1.png', '/i/2.png'], sizes: [[600, 900], [600, 900], [0, 0]], variants: [], perPage: 1 },
    edges: { prev: null, next: link(1, 'c2'), nextImage: '/i/c2-0.png', nextPicture: null },
    settings: { mode: 'paged', direction: 'ltr', fit: 'width', saver: 'auto', spread: 'single', background: 'auto' },
    own: {},
    dark: false,
    font: null,
    saver: false,
    ...over,
  });
}

describe('a page of the preloaded chapter', () => {
  it('shows its images pre-sized, points the buttons, zones and page selector at it, and asks for a history entry', () => {
    const state = readerReducer(start(), { type: 'page', page: 2, push: true });
    expect(state.page).toBe(2);
    expect(state.content).toEqual({
      kind: 'pages',
      zones: { prev: link(1).url, next: link(3).url },
      images: [{ index: 1, total: 3, url: '/i/1.png', alt: null, width: 600, height: 900, priority: true, lazy: false, boxed: true, sources: [] }],
    });
    expect(state.nav?.buttons).toMatchObject({ prev: link(1), next: link(3), back: '/m/' });
    expect(state.nav?.pickers[0].value).toBe('2');
    expect(state.announced).toEqual({ page: 2, last: 2, pages: 3 });
    expect(state.change).toEqual({ seq: 1, url: link(2).url, push: true, chapter: 'c1', page: 2 });
    expect(firstImage(state)).toBe(1);
  });

  it("draws a page's variants as picture sources, only the narrowest with the data saver", () => {
    const variants: Variant[][] = [[], [['/v/1-720.webp', 'image/webp', 720], ['/v/1-480.webp', 'image/webp', 480]]];
    const preload = { ...start().preload!, variants };
    const shown = (saver: boolean) => {
      const state = readerReducer(start({ preload, saver }), { type: 'page', page: 2, push: true });
      return state.content.kind === 'pages' ? state.content.images[0].sources : null;
    };
    expect(shown(false)).toEqual([{ type: 'image/webp', srcset: '/v/1-480.webp 480w, /v/1-720.webp 720w' }]);
    expect(shown(true)).toEqual([{ type: 'image/webp', srcset: '/v/1-480.webp 480w' }]);
  });

  it('leads to the neighbouring chapters from its first and last pages', () => {
    const last = readerReducer(start(), { type: 'page', page: 3, push: false });
    expect(last.nav?.buttons.next).toEqual(link(1, 'c2'));
    expect(last.content.kind === 'pages' && last.content.images[0]).toMatchObject({ width: 0, height: 0, boxed: false });
    expect(last.change?.push).toBe(false);
    const first = readerReducer(last, { type: 'page', page: 1, push: true });
    expect(first.nav?.buttons.prev).toBeNull();
    expect(first.change?.seq).toBe(2);
  });

  it('ignores pages outside the chapter and chapters that are not preloaded, and drops the zoom', () => {
    const zoomed = readerReducer(start(), { type: 'zoom', index: 0, origin: [10, 20] });
    expect(readerReducer(zoomed, { type: 'page', page: 4, push: true })).toBe(zoomed);
    expect(readerReducer(zoomed, { type: 'page', page: 2, push: true }).zoom).toBeNull();
    const other = start({ preload: null });
    expect(isPreloaded(other)).toBe(false);
    expect(readerReducer(other, { type: 'page', page: 2, push: true })).toBe(other);
  });
});

describe('an in-place fetch', () => {
  const next: NavigatedPage = {
    chapter: 'c2',
    chapterId: 2,
    page: 1,
    pages: 2,
    nav: { ...nav(1), holder: { ...nav(1).holder, chapter: 'c2' } },
    content: { kind: 'pages', zones: { prev: '/m/c1/p/3/', next: '' }, images: [image(0)] },
    preload: { preload: { chapter: 'c2', images: ['/a.png', '/b.png'], sizes: [], variants: [], perPage: 1 }, edges: { prev: link(3), next: null, nextImage: '', nextPicture: null } },
  };

  it('shows a spinner while it runs, then the new chapter, which becomes the preloaded one', () => {
    const loading = readerReducer(start(), { type: 'loading' });
    expect(loading.loading).toBe(true);
    const shown = readerReducer(loading, { type: 'navigated', page: next, url: '/m/c2/' });
    expect(shown).toMatchObject({ chapter: 'c2', chapterId: 2, page: 1, pages: 2, loading: false, announced: { page: 1, pages: 2 } });
    expect(shown.nav?.holder.chapter).toBe('c2');
    expect(isPreloaded(shown)).toBe(true);
    expect(shown.edges.prev).toEqual(link(3));
    expect(shown.change).toMatchObject({ url: '/m/c2/', push: true, chapter: 'c2' });
  });

  it('keeps the old image list (no longer preloaded) when the answer has none', () => {
    const shown = readerReducer(start(), { type: 'navigated', page: { ...next, preload: null }, url: '/m/c2/' });
    expect(isPreloaded(shown)).toBe(false);
    expect(shown.edges.next).toEqual(link(1, 'c2'));
  });

  it('shows the message of a failure in the reading area', () => {
    const failed = readerReducer(readerReducer(start(), { type: 'loading' }), { type: 'failed', message: 'Bölüm bulunamadı' });
    expect(failed.loading).toBe(false);
    expect(failed.content).toEqual({ kind: 'error', message: 'Bölüm bulunamadı' });
  });
});

describe('selectors', () => {
  it("shows a volume's chapter selector when the volume is chosen", () => {
    const state = readerReducer(start(), { type: 'pick', key: 'selectpicker volume-select|', value: '0' });
    expect(state.nav?.selection.map((p) => [p.value, p.hidden])).toEqual([
      ['0', false],
      ['', false],
      ['c1', true],
    ]);
  });

  it('shows the chosen option, and takes the selectors manga_get_reading_nav answers', () => {
    const picked = readerReducer(start(), { type: 'pick', key: 'selectpicker single-pager|', value: '3' });
    expect(picked.nav?.pickers[0].value).toBe('3');
    const reloaded = readerReducer(picked, { type: 'selection', selection: [picker('selectpicker single-chapter-select', ['c9'], 'c9')] });
    expect(reloaded.nav?.selection.map((p) => p.value)).toEqual(['c9']);
  });
});

describe('settings and toggles', () => {
  it("applies direction, fit and list ↔ long strip at once and keeps only the reader's own choices", () => {
    let state = start({ settings: { mode: 'list', direction: 'ltr', fit: 'width', saver: 'auto', spread: 'single', background: 'auto' }, own: { fit: 'height' } });
    state = readerReducer(state, { type: 'setting', field: 'direction', value: 'rtl' });
    state = readerReducer(state, { type: 'setting', field: 'mode', value: 'strip' });
    expect(state.settings).toEqual({ mode: 'strip', direction: 'rtl', fit: 'width', saver: 'auto', spread: 'single', background: 'auto' });
    expect(state.own).toEqual({ fit: 'height', direction: 'rtl', mode: 'strip' });
    expect(state.pendingMode).toBeNull();
  });

  it('keeps the shown mode while a paged ↔ scrolling switch reloads the chapter', () => {
    expect(chooseSetting(start(), 'mode', 'strip')).toEqual({ own: { mode: 'strip' }, reload: 'chapter' });
    const state = readerReducer(start(), { type: 'setting', field: 'mode', value: 'strip' });
    expect(state.settings.mode).toBe('paged');
    expect(state.pendingMode).toBe('strip');
  });

  it('shows a data-saver choice at once and reloads the page for it (the server draws the images with it)', () => {
    expect(chooseSetting(start(), 'saver', 'on')).toEqual({ own: { saver: 'on' }, reload: 'page' });
    expect(chooseSetting(start(), 'saver', 'auto')).toEqual({ own: { saver: 'auto' }, reload: null });
    const state = readerReducer(start(), { type: 'setting', field: 'saver', value: 'on' });
    expect(state.settings.saver).toBe('on');
    expect(state.pendingMode).toBeNull();
  });

  it('ignores values it does not know', () => {
    const state = start();
    expect(chooseSetting(state, 'mode', 'webtoon')).toBeNull();
    expect(readerReducer(state, { type: 'setting', field: 'fit', value: '<b>' })).toBe(state);
  });

  it('toggles the panel, contrast, full width, sticky toolbar and font size', () => {
    let state = start();
    state = readerReducer(state, { type: 'panel', open: true });
    expect(readerReducer(state, { type: 'panel', open: true })).toBe(state);
    state = readerReducer(readerReducer(readerReducer(state, { type: 'contrast' }), { type: 'full' }), { type: 'sticky' });
    state = readerReducer(state, { type: 'font', stored: 4 });
    expect(state).toMatchObject({ panelOpen: true, dark: true, full: true, sticky: true, font: 4 });
  });
});

describe('zoom and progress', () => {
  it('zooms one image, pans it, and lets go', () => {
    let state = readerReducer(start(), { type: 'zoom', index: 0, origin: [30, 40] });
    state = readerReducer(state, { type: 'pan', origin: [50, 60] });
    expect(state.zoom).toEqual({ index: 0, origin: [50, 60] });
    const unzoomed = readerReducer(state, { type: 'unzoom' });
    expect(unzoomed.zoom).toBeNull();
    expect(readerReducer(unzoomed, { type: 'pan', origin: [1, 1] })).toBe(unzoomed);
  });

  it('follows the reading page when paged and the image in view in list and long strip', () => {
    const state = start();
    expect(progressOf(state, false)).toEqual({ current: 1, last: 1, total: 3 });
    expect(progressOf(state, true)).toEqual({ current: 1, last: 1, total: 1 });
    const seen = readerReducer(state, { type: 'visible', index: 4, total: 8 });
    expect(progressOf(seen, true)).toEqual({ current: 5, last: 5, total: 8 });
    expect(readerReducer(seen, { type: 'visible', index: 4, total: 8 })).toBe(seen);
  });
});
