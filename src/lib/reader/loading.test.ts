import { describe, expect, it } from 'vitest';
import { dataSaverOn, preloadAhead } from './loading';

describe('the data saver', () => {
  it('is on or off as set; auto follows Save-Data as the server saw it or the browser reports it', () => {
    expect(dataSaverOn('on', false, undefined)).toBe(true);
    expect(dataSaverOn('off', true, { saveData: true })).toBe(false);
    expect(dataSaverOn('auto', true, undefined)).toBe(true);
    expect(dataSaverOn('auto', false, { saveData: true })).toBe(true);
    expect(dataSaverOn('auto', false, { saveData: false, effectiveType: '2g' })).toBe(false);
    expect(dataSaverOn('auto', false, undefined)).toBe(false);
  });
});

describe('the preload window', () => {
  it('is one page with the data saver or on a slow link, a few on a fast one', () => {
    expect(preloadAhead({ effectiveType: '4g', downlink: 10 }, true)).toBe(1);
    expect(preloadAhead({ effectiveType: '4g', downlink: 10, saveData: true }, false)).toBe(1);
    expect(preloadAhead({ effectiveType: '2g' }, false)).toBe(1);
    expect(preloadAhead({ effectiveType: 'slow-2g' }, false)).toBe(1);
    expect(preloadAhead({ effectiveType: '3g', downlink: 1.5 }, false)).toBe(2);
    expect(preloadAhead({ effectiveType: '4g', downlink: 2 }, false)).toBe(3);
    expect(preloadAhead({ effectiveType: '4g', downlink: 10 }, false)).toBe(4);
    expect(preloadAhead(undefined, false)).toBe(3);
  });
});
