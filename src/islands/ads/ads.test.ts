import { act, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { CONSENT_EVENT } from '../consent/state';
import { consented, readProps, runCode } from './ads';
import { mount } from './index';

const COOKIE = 'cookieyes-consent';
const consent = (advertisement: 'yes' | 'no') =>
  Cookies.set(COOKIE, `consentid:${'A'.repeat(32)},consent:yes,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:${advertisement}`);
// jsdom runs the scripts in a global of its own: they report through the document.
const ran = () => document.documentElement.dataset.ran ?? '';
const RUN = (name: string) => `<script>document.documentElement.dataset.ran = (document.documentElement.dataset.ran || '') + '${name};';</script>`;

const NOTICE = '<p class="yomu-ad__notice yomu-consent-embed__notice" hidden>İçeriğe erişmek için lütfen çerezleri kabul edin &amp; &lt;b&gt;</p>';

/** The ads island on a server holder as Ads\Markup prints it. */
const slot = (code: string, props: Record<string, unknown>) => mountIsland(mount, `<template class="yomu-ad__code">${code}</template>${NOTICE}`, props, 'ads');
const notice = (element: HTMLElement) => element.querySelector<HTMLElement>('.yomu-ad__notice');
const live = (element: HTMLElement) => element.querySelector('.yomu-ad__live');
/** The visitor's choice, as the consent island announces it. */
const choose = (advertisement: 'yes' | 'no') =>
  act(() => {
    consent(advertisement);
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
  });

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
  it('holds its code behind the server placeholder until consent, fills without a reload, and empties on withdrawal', async () => {
    const element = await slot(`<div class="t-ad">ad</div>${RUN('unit')}`, { kind: 'code', law: 'gdpr', cookie: COOKIE });
    expect(element.dataset.mounted).toBe('true');
    expect(element.dataset.ad).toBe('held');
    // React renders the placeholder with the server's classes and text; the fallback (and its <template>) is gone.
    expect(element.querySelectorAll('.yomu-ad__notice')).toHaveLength(1);
    expect(notice(element)?.outerHTML).toBe(NOTICE.replace(' hidden', ''));
    expect(element.querySelector('template')).toBeNull();
    expect(live(element)?.childNodes.length).toBe(0);
    expect(ran()).toBe('');

    await choose('yes');
    await waitFor(() => expect(ran()).toBe('unit;'));
    expect(element.dataset.ad).toBe('shown');
    expect(element.querySelector('.yomu-ad__live .t-ad')?.textContent).toBe('ad');
    expect(notice(element)?.hidden).toBe(true);

    await choose('no');
    expect(element.dataset.ad).toBe('held');
    expect(live(element)?.childNodes.length).toBe(0);
    expect(notice(element)?.hidden).toBe(false);

    // A second yes fills the slot again from the held code.
    await choose('yes');
    await waitFor(() => expect(ran()).toBe('unit;unit;'));
    expect(element.querySelectorAll('.yomu-ad__live .t-ad')).toHaveLength(1);
  });

  it('runs nothing of a slot still waiting its turn when consent is withdrawn', async () => {
    consent('yes');
    const props = { kind: 'code', law: 'gdpr', cookie: COOKIE };
    const first = await slot('<script src="https://ads.example.test/a.js"></script>', props);
    const second = await slot(`<div class="t-ad">b</div>${RUN('b')}`, props);
    await waitFor(() => expect(live(first)?.querySelector('script[src]')).not.toBeNull());
    const tag = live(first)?.querySelector('script[src]');
    // The second slot waits behind the first one's external script.
    expect(second.dataset.ad).toBe('shown');
    expect(live(second)?.childNodes.length).toBe(0);
    await choose('no');
    tag?.dispatchEvent(new Event('load'));
    await runCode(document.createElement('div'), document.createDocumentFragment()); // the queue has drained
    expect(ran()).toBe('');
    expect(live(first)?.childNodes.length).toBe(0);
    expect(live(second)?.childNodes.length).toBe(0);
    expect([first.dataset.ad, second.dataset.ad]).toEqual(['held', 'held']);
  });

  it('fills at once where the law asks for no opt-in, and shows no placeholder', async () => {
    const element = await slot(`<div class="t-ad">ad</div>`, { kind: 'code', law: 'none', cookie: COOKIE });
    await waitFor(() => expect(element.dataset.ad).toBe('shown'));
    expect(notice(element)?.hidden).toBe(true);
    await waitFor(() => expect(element.querySelector('.yomu-ad__live .t-ad')?.textContent).toBe('ad'));
  });

  it("waits for the page's load event before React takes the slot over", async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    try {
      const element = document.createElement('div');
      element.innerHTML = `<template class="yomu-ad__code"><div class="t-ad">ad</div></template>${NOTICE}`;
      document.body.append(element);
      const done = mount(element, { kind: 'code', law: 'none', cookie: COOKIE });
      await act(() => import('./mount-ad-slot'));
      expect(element.dataset.mounted).toBeUndefined();
      expect(element.querySelector('template.yomu-ad__code')).not.toBeNull();
      await act(async () => {
        Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
        window.dispatchEvent(new Event('load'));
        await done;
      });
      await waitFor(() => expect(element.dataset.ad).toBe('shown'));
      expect(element.querySelector('template')).toBeNull();
    } finally {
      delete (document as { readyState?: unknown }).readyState;
    }
  });

  it('mounts nothing without held code', async () => {
    const element = await mountIsland(mount, NOTICE, { kind: 'code', law: 'gdpr', cookie: COOKIE }, 'ads');
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.dataset.ad).toBeUndefined();
    expect(element.querySelectorAll('.yomu-ad__notice, .island-root')).toHaveLength(1);
    expect(notice(element)?.hidden).toBe(true);
  });

  it('puts an AdSense unit in place and loads AdSense once', async () => {
    consent('yes');
    const script = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1';
    for (const unit of ['1', '2']) await slot(`<ins class="adsbygoogle" data-ad-slot="${unit}"></ins>`, { kind: 'adsense', law: 'gdpr', cookie: COOKIE, script });
    await waitFor(() => expect(document.querySelectorAll('.yomu-ad__live ins.adsbygoogle').length).toBe(2));
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
    await waitFor(() => expect(host.querySelector('script[src]')).not.toBeNull());
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
