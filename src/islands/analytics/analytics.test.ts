import Cookies from 'js-cookie';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../consent/state';
import { fileExtension, searchTerm } from './analytics';
import { mount, readProps } from './index';

const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => calls().filter((args) => args[0] === 'event').map((args) => args[1]);

afterAll(() => {
  Cookies.remove('cookieyes-consent', { path: '/' });
});

describe('analytics props', () => {
  it('needs a measurement id and an http(s) tag URL', () => {
    expect(readProps({ scriptUrl: TAG })).toBeNull();
    expect(readProps({ id: 'G-TEST', scriptUrl: 'javascript:alert(1)' })).toBeNull();
    expect(readProps({ id: 'G-TEST', scriptUrl: '/wp-content/gtag.js' })?.scriptUrl).toBe(`${window.location.origin}/wp-content/gtag.js`);
    expect(readProps({ id: 'G-TEST', scriptUrl: TAG, conversions: 'purchase', law: 'ccpa', adsId: '' })).toMatchObject({
      scriptUrl: TAG,
      conversions: undefined,
      law: 'ccpa',
      adsId: undefined,
    });
  });
});

describe('what is measured', () => {
  it('reads the site search from q, s, search, query or keyword, and downloads by extension', () => {
    const params = ['q', 's', 'search', 'query', 'keyword'];
    expect(searchTerm(new URL('https://site.test/?keyword=%20tilki%20'), params)).toBe('tilki');
    expect(searchTerm(new URL('https://site.test/?s=&q=kedi'), params)).toBe('kedi');
    expect(searchTerm(new URL('https://site.test/?page=2'), params)).toBe('');
    expect(fileExtension(new URL('https://site.test/a/Kitap.PDF'), ['pdf'])).toBe('pdf');
    expect(fileExtension(new URL('https://site.test/a/kitap.html'), ['pdf'])).toBe('');
  });
});

describe('the tag and consent', () => {
  it('loads nothing without analytics consent, then the tag once consent is given; Ads pings need advertisement consent', () => {
    const element = document.createElement('div');
    mount(element, { id: 'G-TEST', scriptUrl: TAG, adsId: 'AW-1/Label', law: 'gdpr', cookie: 'cookieyes-consent' });
    expect(element.dataset.mounted).toBe('true');
    window.yomuAnalytics?.track('purchase', { value: 5 });
    expect(document.head.querySelector(`script[src="${TAG}"]`)).toBeNull();
    expect(window.dataLayer).toBeUndefined();

    const choices = 'necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no';
    Cookies.set('cookieyes-consent', `consentid:${'a'.repeat(32)},consent:yes,action:yes,${choices}`, { path: '/' });
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(document.head.querySelectorAll(`script[src="${TAG}"]`)).toHaveLength(1);
    expect(calls()[0]).toEqual(['consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(events()).toEqual(['page_view']);
    window.yomuAnalytics?.track('purchase', { value: 5, currency: 'TRY' });
    expect(events()).toEqual(['page_view', 'purchase']);

    Cookies.set('cookieyes-consent', `consentid:${'a'.repeat(32)},consent:yes,action:yes,${choices.replace('advertisement:no', 'advertisement:yes')}`, { path: '/' });
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(calls().at(-2)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    window.yomuAnalytics?.track('purchase', { value: 7, currency: 'TRY' });
    expect(calls().at(-1)).toEqual(['event', 'conversion', { send_to: 'AW-1/Label', value: 7, currency: 'TRY', transaction_id: undefined }]);
    expect(document.head.querySelectorAll(`script[src="${TAG}"]`)).toHaveLength(1);
  });
});
