import { describe, expect, it } from 'vitest';
import {
  addHistory,
  changeWay,
  fontSize,
  imagesOfPage,
  keyTurn,
  modeNeedsReload,
  mostVisible,
  NavigationLock,
  navigationPage,
  panOrigin,
  parseFont,
  parseSettings,
  preloadWindow,
  serializeSettings,
  stepFont,
  atFontFloor,
  swipeTurn,
  zoneTurn,
} from './state';

describe('changeWay', () => {
  it('draws a preloaded page of the same chapter in place', () => {
    expect(changeWay({ sameChapter: true, preloaded: true, ajaxEnabled: true, navigation: 'x=1' })).toBe('preloaded');
  });
  it('fetches in place when paging is on and the link has a navigation string', () => {
    expect(changeWay({ sameChapter: false, preloaded: true, ajaxEnabled: true, navigation: 'x=1' })).toBe('ajax');
    expect(changeWay({ sameChapter: true, preloaded: false, ajaxEnabled: true, navigation: 'x=1' })).toBe('ajax');
  });
  it('otherwise navigates normally', () => {
    expect(changeWay({ sameChapter: true, preloaded: false, ajaxEnabled: false, navigation: 'x=1' })).toBe('navigate');
    expect(changeWay({ sameChapter: false, preloaded: false, ajaxEnabled: true, navigation: '' })).toBe('navigate');
  });
});

describe('pages', () => {
  it('slices images per page', () => {
    expect(imagesOfPage(1, 1, 3)).toEqual([0]);
    expect(imagesOfPage(2, 2, 3)).toEqual([2]);
    expect(imagesOfPage(4, 1, 3)).toEqual([]);
  });
  it('reads the target page of a navigation string', () => {
    expect(navigationPage('postID=1&chapter=a&manga-paged=3&style=paged', 'manga-paged')).toBe(3);
    expect(navigationPage('postID=1', 'manga-paged')).toBe(0);
  });
  it('preloads the next pages and the previous one', () => {
    expect(preloadWindow(3, 10)).toEqual([4, 5, 6, 7, 2]);
    expect(preloadWindow(1, 2)).toEqual([2]);
  });
});

describe('font size', () => {
  it('steps by 1 px with line-height 1.5 ×', () => {
    expect(stepFont(16, 1)).toEqual({ stored: 17, display: 17, lineHeight: 25.5 });
    expect(stepFont(16, -1)).toEqual({ stored: 15, display: 15, lineHeight: 22.5 });
  });
  it('never shows less than 5 px (7.5 px line-height), and every press changes what is shown', () => {
    expect(stepFont(6, -1)).toEqual({ stored: 5, display: 5, lineHeight: 7.5 });
    // Every press shows: none below the floor, and up from a cookie that fell below it starts at the floor.
    expect(stepFont(5, -1)).toEqual({ stored: 5, display: 5, lineHeight: 7.5 });
    expect(stepFont(-12, 1)).toEqual({ stored: 6, display: 6, lineHeight: 9 });
    expect(atFontFloor(5)).toBe(true);
    expect(atFontFloor(-3)).toBe(true);
    expect(atFontFloor(6)).toBe(false);
    expect(fontSize(-3).display).toBe(5);
  });
  it('reads the cookie as the server does: whole pixels, at most three digits', () => {
    expect(parseFont('18')).toBe(18);
    expect(parseFont('-3')).toBe(-3);
    expect(parseFont('1.5')).toBeNull();
    expect(parseFont('1000')).toBeNull();
    expect(parseFont('')).toBeNull();
    expect(parseFont(undefined)).toBeNull();
  });
});

describe('NavigationLock', () => {
  it('ignores a navigation while one runs', () => {
    const lock = new NavigationLock();
    expect(lock.begin()).toBe(true);
    expect(lock.begin()).toBe(false);
    lock.end();
    expect(lock.begin()).toBe(true);
  });
});

describe('addHistory', () => {
  it('keeps one entry per manga, newest first, at most 12', () => {
    const old = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, c: 1, p: 1, i: 0, t: i }));
    const next = addHistory(old, { id: 5, c: 9, p: 2, i: 1, t: 99 });
    expect(next).toHaveLength(12);
    expect(next[0]).toEqual({ id: 5, c: 9, p: 2, i: 1, t: 99 });
    expect(next.filter((item) => item.id === 5)).toHaveLength(1);
    expect(addHistory(old, { id: 50, c: 1, p: 1, i: 0, t: 1 })).toHaveLength(12);
    expect(addHistory('garbage', { id: 1, c: 1, p: 1, i: 0, t: 1 })).toHaveLength(1);
  });
});

describe('reader settings', () => {
  it('reads the cookie fields, treating unknown values and dashes as auto', () => {
    expect(parseSettings('strip.rtl.height')).toEqual({ mode: 'strip', direction: 'rtl', fit: 'height' });
    expect(parseSettings('-.rtl.-')).toEqual({ direction: 'rtl' });
    expect(parseSettings('webtoon.<b>.9')).toEqual({});
    expect(parseSettings(undefined)).toEqual({});
  });
  it('writes the cookie so that it reads back the same', () => {
    expect(serializeSettings({ fit: 'height' })).toBe('-.-.height');
    expect(parseSettings(serializeSettings({ mode: 'list', direction: 'ltr' }))).toEqual({ mode: 'list', direction: 'ltr' });
  });
  it('keeps the data saver in a fourth field, which a three-field cookie leaves on auto', () => {
    expect(serializeSettings({ mode: 'strip', saver: 'on' })).toBe('strip.-.-.on');
    expect(parseSettings('strip.-.-.on')).toEqual({ mode: 'strip', saver: 'on' });
    expect(parseSettings('-.-.-.maybe')).toEqual({});
    expect(parseSettings('strip.-.-')).toEqual({ mode: 'strip' });
  });
  it('reloads only when switching between paged and a scrolling mode', () => {
    expect(modeNeedsReload('paged', 'strip')).toBe(true);
    expect(modeNeedsReload('list', 'paged')).toBe(true);
    expect(modeNeedsReload('list', 'strip')).toBe(false);
    expect(modeNeedsReload('paged', 'paged')).toBe(false);
  });
});

describe('reading direction', () => {
  it('mirrors the arrow keys in right-to-left reading', () => {
    expect(keyTurn('ArrowRight', 'ltr')).toBe('next');
    expect(keyTurn('ArrowLeft', 'ltr')).toBe('prev');
    expect(keyTurn('ArrowLeft', 'rtl')).toBe('next');
    expect(keyTurn('ArrowRight', 'rtl')).toBe('prev');
    expect(keyTurn('ArrowDown', 'ltr')).toBeNull();
  });
  it('mirrors the click zones, measured on the visible part of the area', () => {
    expect(zoneTurn(100, 0, 375, 'ltr')).toBe('prev');
    expect(zoneTurn(300, 0, 375, 'ltr')).toBe('next');
    expect(zoneTurn(100, 0, 375, 'rtl')).toBe('next');
    expect(zoneTurn(300, 0, 375, 'rtl')).toBe('prev');
    // A zoomed view shows only part of a wide area: the halves are those of what is visible.
    expect(zoneTurn(700, 600, 900, 'ltr')).toBe('prev');
  });
  it('mirrors swipes', () => {
    expect(swipeTurn(-80, 'ltr')).toBe('next');
    expect(swipeTurn(80, 'ltr')).toBe('prev');
    expect(swipeTurn(80, 'rtl')).toBe('next');
    expect(swipeTurn(-80, 'rtl')).toBe('prev');
  });
});

describe('progress and zoom', () => {
  it('finds the image that fills most of the screen', () => {
    expect(mostVisible([0, 300, 500, 0])).toBe(2);
    expect(mostVisible([0, 0])).toBe(0);
  });
  it('pans the zoom origin against the finger and keeps it inside the image', () => {
    expect(panOrigin([50, 50], -100, 0, 400, 600, 2)).toEqual([75, 50]);
    expect(panOrigin([90, 10], -400, 400, 400, 600, 2)).toEqual([100, 0]);
  });
});
