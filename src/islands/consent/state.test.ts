import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { allowed, allOf, categoryList, defaults, deleteCookies, matches, newConsentId, parse, read, serialize, write } from './state';
import { cut, descriptionLimit } from './truncate';

afterEach(() => {
  document.cookie.split(';').forEach((part) => Cookies.remove(part.split('=')[0].trim(), { path: '/' }));
});

describe('consent cookie', () => {
  it('round-trips the SPEC fields in a fixed order', () => {
    const id = newConsentId();
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(newConsentId()).not.toBe(id);
    const state = { consentid: id, consent: 'yes' as const, action: 'yes' as const, categories: { ...allOf('no'), analytics: 'yes' as const } };
    const text = serialize(state);
    expect(text).toBe(`consentid:${id},consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no`);
    expect(parse(text)).toEqual(state);
    write(state, 365);
    expect(read()).toEqual(state);
  });

  it('refuses a malformed id and never lets necessary be off', () => {
    expect(parse('consentid:short,consent:yes')).toBeNull();
    expect(parse(undefined)).toBeNull();
    const parsed = parse(`consentid:${'a'.repeat(32)},necessary:no,analytics:maybe`);
    expect(parsed?.categories.necessary).toBe('yes');
    expect(parsed?.categories.analytics).toBe('no');
  });

  it('applies the law defaults until the visitor acts', () => {
    expect(defaults('gdpr')).toEqual({ necessary: 'yes', functional: 'no', analytics: 'no', performance: 'no', advertisement: 'no' });
    expect(defaults('ccpa').advertisement).toBe('yes');
    expect(allowed('analytics', 'gdpr')).toBe(false);
    expect(allowed('analytics', 'ccpa')).toBe(true);
    expect(allowed('necessary', 'gdpr')).toBe(true);
    write({ consentid: 'b'.repeat(32), consent: 'no', action: 'yes', categories: allOf('no') }, 365);
    expect(allowed('analytics', 'ccpa')).toBe(false);
    expect(categoryList(allOf('no'))).toBe('necessary:yes,functional:no,analytics:no,performance:no,advertisement:no');
  });

  it('deletes only the cookies matching the patterns', () => {
    document.cookie = '_ga=1; path=/';
    document.cookie = '_ga_XYZ=1; path=/';
    document.cookie = 'keep=1; path=/';
    expect(matches('_gat_UA1', '_gat*')).toBe(true);
    expect(matches('_gax', '_ga')).toBe(false);
    expect(deleteCookies(['_ga', '_ga_*']).sort()).toEqual(['_ga', '_ga_XYZ']);
    expect(document.cookie).toBe('keep=1');
  });
});

describe('description cut', () => {
  it('is 300 characters, or 150 below 376 px', () => {
    expect(descriptionLimit(1280)).toBe(300);
    expect(descriptionLimit(376)).toBe(300);
    expect(descriptionLimit(375)).toBe(150);
    expect(cut('x'.repeat(400), 300)).toBe('x'.repeat(300) + '...');
    expect(cut('short', 300)).toBe('short');
  });
});
