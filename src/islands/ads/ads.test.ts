import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT } from '../consent/state';
import { consented, mountAd, readProps, runCode } from './ads';

const COOKIE = 'cookieyes-consent';
const consent = (advertisement: 'yes' | 'no') =>
  Cookies.set(COOKIE, `consentid:${'A'.repeat(32)},consent:yes,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:${advertisement}`);
// jsdom runs the scripts in a global of its own: they report through the document.
const ran = () => document.documentElement.dataset.ran ?? '';
const RUN = (name: string) => `<script>document.documentElement.dataset.ran = (document.documentElement.dataset.ran || '') + '${name};';</script>`;

/** A server holder as Ads\Markup prints it. */
function holder(code: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = `<template class="yomu-ad__code">${code}</template><p class="yomu-ad__notice" hidden>Çerezleri kabul edin</p>`;
  document.body.append(element);
  return element;
}

afterEach(() => {
  Cookies.remove(COOKIE);
  document.body.replaceChildren();
  delete document.documentElement.dataset.ran;
});

describe('ad props', () => {
  it('take an http(s) AdSense script only, and custom code unless told AdSense', () => {
    expect(readProps({ kind: 'adsense', law: 'gdpr', cookie: COOKIE, script: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1' })).toEqual({
      kind: 'adsense',
      law: 'gdpr',
      cookie: COOKIE,
      script: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1',
    });
    expect(readProps({ kind: 'other', script: 'javascript:alert(1)' })).toEqual({ kind: 'code', law: '', cookie: COOKIE, script: '' });
  });

  it('need advertisement consent under GDPR, an opt-out under CCPA, and nothing under another law', () => {
    const props = (law: string) => readProps({ law, cookie: COOKIE });
    expect(consented(props('gdpr'))).toBe(false);
    expect(consented(props('ccpa'))).toBe(true);
    expect(consented(props('none'))).toBe(true);
    consent('yes');
    expect(consented(props('gdpr'))).toBe(true);
    consent('no');
    expect(consented(props('ccpa'))).toBe(false);
  });
});

describe('an ad slot', () => {
  it('holds its code behind the placeholder until consent, fills without a reload, and empties on withdrawal', async () => {
    const element = holder(`<div class="t-ad">ad</div>${RUN('unit')}`);
    mountAd(element, readProps({ kind: 'code', law: 'gdpr', cookie: COOKIE }));
    await Promise.resolve();
    expect(element.dataset.ad).toBe('held');
    expect(element.querySelector<HTMLElement>('.yomu-ad__notice')?.hidden).toBe(false);
    expect(element.querySelector('.yomu-ad__live')?.childNodes.length).toBe(0);
    expect(ran()).toBe('');

    consent('yes');
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    await vi.waitFor(() => expect(ran()).toBe('unit;'));
    expect(element.dataset.ad).toBe('shown');
    expect(element.querySelector('.yomu-ad__live .t-ad')?.textContent).toBe('ad');
    expect(element.querySelector<HTMLElement>('.yomu-ad__notice')?.hidden).toBe(true);

    consent('no');
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    expect(element.dataset.ad).toBe('held');
    expect(element.querySelector('.yomu-ad__live')?.childNodes.length).toBe(0);
    expect(element.querySelector<HTMLElement>('.yomu-ad__notice')?.hidden).toBe(false);
  });

  it('puts an AdSense unit in place and loads AdSense once', async () => {
    consent('yes');
    const script = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1';
    for (const slot of ['1', '2']) mountAd(holder(`<ins class="adsbygoogle" data-ad-slot="${slot}"></ins>`), readProps({ kind: 'adsense', law: 'gdpr', cookie: COOKIE, script }));
    await vi.waitFor(() => expect(document.querySelectorAll('.yomu-ad__live ins.adsbygoogle').length).toBe(2));
    expect(document.head.querySelectorAll(`script[src="${script}"]`).length).toBe(1);
    expect((window as unknown as { adsbygoogle: unknown[] }).adsbygoogle.length).toBe(2);
  });
});

describe('custom code', () => {
  it('runs its scripts in order: an inline script waits for the external one before it', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const template = document.createElement('template');
    template.innerHTML = `<p>x</p><script src="https://ads.example.test/a.js"></script>${RUN('inline')}`;
    const done = runCode(host, document.importNode(template.content, true));
    await vi.waitFor(() => expect(host.querySelector('script[src]')).not.toBeNull());
    expect(ran()).toBe('');
    host.querySelector('script[src]')?.dispatchEvent(new Event('load'));
    await done;
    expect(ran()).toBe('inline;');
    expect(host.firstElementChild?.outerHTML).toBe('<p>x</p>');
  });

  it("writes a script's document.write after it in its own slot, and a later one too, never over the page", async () => {
    const host = document.createElement('div');
    document.body.append(host, Object.assign(document.createElement('main'), { id: 'page' }));
    const template = document.createElement('template');
    template.innerHTML = '<p>before</p><script>document.write("<b>1</b>"); document.write("<b>2</b>");</script><p>after</p>';
    await runCode(host, document.importNode(template.content, true));
    expect(host.innerHTML.replace(/<script>.*?<\/script>/s, 'S')).toBe('<p>before</p>S<b>1</b><b>2</b><p>after</p>');
    document.write('<i>late</i>');
    expect(host.lastElementChild?.outerHTML).toBe('<i>late</i>');
    expect(document.getElementById('page')).not.toBeNull();
  });
});
