// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Link, NavData, Picker } from './model';
import { planJump, planTurn } from './plan';
import { initialState, progressOf, readerReducer, shownRange, spreadLayout, type ReaderState } from './reducer';
import type { Spread } from './state';

const link = (page: number): Link => ({ url: `/m/c1/p/${page}/`, navigation: '' });
const pager: Picker = {
  key: 'pager',
  wrapper: '',
  labelClass: '',
  label: '',
  select: 'selectpicker single-pager',
  id: '',
  order: '',
  forVolume: '',
  hidden: false,
  options: Array.from({ length: 6 }, (_, i) => ({ value: String(i + 1), label: String(i + 1), link: link(i + 1) })),
  value: '1',
};
const nav: NavData = { holder: { manga: '4', chapter: 'c1', vol: '0', type: 'manga', style: 'paged' }, selection: [], pickers: [pager], buttons: { prev: null, next: link(2), back: '', order: '0' } };
// Page 4 is a landscape page.
const sizes: Array<[number, number]> = [[600, 900], [600, 900], [600, 900], [1200, 800], [600, 900], [600, 900]];

function start(page: number, spread: Spread, twoUp = true): ReaderState {
  return initialState({
    chapter: 'c1',
    chapterId: 1,
    page,
    pages: 6,
    nav: { ...nav, pickers: [{ ...pager, value: String(page) }] },
    content: { kind: 'pages', zones: { prev: '', next: '' }, images: [{ index: page - 1, total: 6, url: `/i/${page - 1}.png`, alt: null, width: 600, height: 900, priority: true, lazy: false, boxed: true, sources: [] }] },
    preload: { chapter: 'c1', images: sizes.map((_, i) => `/i/${i}.png`), sizes, variants: [], perPage: 1 },
    edges: { prev: null, next: { url: '/m/c2/', navigation: '' }, nextImage: '', nextPicture: null },
    settings: { mode: 'paged', direction: 'ltr', fit: 'width', saver: 'auto', spread, background: 'auto' },
    own: {},
    dark: false,
    font: null,
    saver: false,
    twoUp,
  });
}

const shown = (state: ReaderState) => (state.content.kind === 'pages' ? state.content.images.map((image) => image.index + 1) : []);
const config = { ajax: false, pagedVar: 'manga-paged' };

describe('spreads in the reader state', () => {
  it('opens on the spread that holds the page, without announcing or asking for a history entry', () => {
    const state = start(2, 'double');
    expect(shown(state)).toEqual([1, 2]);
    expect(state.page).toBe(1);
    expect(state.announced).toBeNull();
    expect(state.change).toBeNull();
    expect(state.nav?.buttons.next).toEqual(link(3));
  });

  it('turns by spread, shows the wide page alone and announces "Pages 1–2"-style ranges', () => {
    let state = start(1, 'double');
    const turn = (s: ReaderState) => {
      const plan = planTurn(s, 'next', config);
      return plan?.way === 'preloaded' ? readerReducer(s, { type: 'page', page: plan.page, push: true }) : s;
    };
    state = turn(state);
    expect(shown(state)).toEqual([3]);
    expect(state.announced).toEqual({ page: 3, last: 3, pages: 6 });
    state = turn(state);
    expect(shown(state)).toEqual([4]);
    state = turn(state);
    expect(shown(state)).toEqual([5, 6]);
    expect(state.announced).toEqual({ page: 5, last: 6, pages: 6 });
    expect(progressOf(state, false)).toEqual({ current: 5, last: 6, total: 6 });
    expect(state.nav?.buttons.next).toEqual({ url: '/m/c2/', navigation: '' });
    expect(planTurn(state, 'prev', config)).toEqual({ way: 'preloaded', page: 4 });
  });

  it('jumps to the spread that holds a page, and not to a page already on screen', () => {
    const state = start(1, 'double');
    expect(planJump(state, 2, config)).toBeNull();
    const jumped = readerReducer(state, { type: 'page', page: 6, push: true });
    expect(shown(jumped)).toEqual([5, 6]);
    expect(jumped.change?.url).toBe('/m/c1/p/5/');
  });

  it('shows the cover alone, then 2–3', () => {
    const state = readerReducer(start(1, 'cover'), { type: 'page', page: 2, push: true });
    expect(shown(start(1, 'cover'))).toEqual([1]);
    expect(shown(state)).toEqual([2, 3]);
  });

  it('falls back to single pages on a narrow screen and outside the paged mode, and follows a setting change in place', () => {
    const narrow = start(1, 'double', false);
    expect(spreadLayout(narrow)).toBe('single');
    expect(shown(narrow)).toEqual([1]);
    const wider = readerReducer(narrow, { type: 'viewport', twoUp: true });
    expect(shown(wider)).toEqual([1, 2]);
    const single = readerReducer(wider, { type: 'setting', field: 'spread', value: 'single' });
    expect(shown(single)).toEqual([1]);
    expect(shownRange(single)).toEqual([1, 1]);
  });
});
