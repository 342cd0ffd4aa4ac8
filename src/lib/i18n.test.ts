import { afterEach, describe, expect, it } from 'vitest';
import { __, sprintf } from './i18n';

afterEach(() => {
  delete window.yomuL10n;
});

describe('__', () => {
  it('returns the translation WordPress printed into the catalogue', () => {
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Go to top': 'Yukarı çık' } };
    expect(__('Go to top')).toBe('Yukarı çık');
  });

  it('falls back to the source string when untranslated or without a catalogue', () => {
    expect(__('Go to top')).toBe('Go to top');
    window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: {} };
    expect(__('toString')).toBe('toString');
  });
});

describe('sprintf', () => {
  it('fills placeholders in order and by position', () => {
    expect(sprintf('%s of %s', 3, 10)).toBe('3 of 10');
    expect(sprintf('%2$s, %1$s', 'a', 'b')).toBe('b, a');
    expect(sprintf('100%% %s', 'done')).toBe('100% done');
  });
});
