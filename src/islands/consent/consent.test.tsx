import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { ADULT_CONFIRMED_EVENT } from '../../lib/age-gate';
import { followPresses } from '../../lib/islands/press';
import { mount } from './index';
import { CCPA_MARKUP, GDPR_MARKUP } from './server-markup.fixture';
import { CONSENT_EVENT, CONSENT_SCAN_EVENT } from './state';

// The loader follows presses from its first moment (early-reach.ts).
followPresses(document);

const props = (law = 'gdpr') => ({
  law,
  cookie: 'cookieyes-consent',
  days: 365,
  categories: ['necessary', 'functional', 'analytics', 'performance', 'advertisement'],
  cookies: { analytics: ['_ga', '_ga_*', '_gid'], advertisement: ['_gcl_au'] },
  log: 'yomu_consent_log',
});
const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const cookie = () => Cookies.get('cookieyes-consent');
// The held script counts its runs on the page (jsdom runs it with its own global object).
const heldRuns = () => document.getElementById('page')!.dataset.heldRuns;

// jsdom has no modal dialogs: open/close with the close event (a task, as in browsers) and Escape.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      document.removeEventListener('keydown', onKey);
      this.close();
    };
    document.addEventListener('keydown', onKey);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

beforeEach(() => {
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Show more': 'Daha fazla göster', 'Show less': 'Daha az göster' } };
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="page"><div class="yomu-consent-embed"><p class="yomu-consent-embed__notice">Bu içeriğe erişmek için lütfen çerezleri kabul edin</p>' +
      '<iframe title="Video" data-yomu-consent="advertisement" data-src="https://www.youtube.com/embed/x"></iframe></div>' +
      '<script type="text/plain" data-yomu-consent="analytics">var page = document.getElementById(\'page\'); page.dataset.heldRuns = String(Number(page.dataset.heldRuns || 0) + 1);</script></div>',
  );
});

afterEach(() => {
  document.getElementById('page')?.remove();
  document.cookie.split(';').forEach((part) => Cookies.remove(part.split('=')[0].trim(), { path: '/' }));
  delete window.yomuL10n;
  vi.unstubAllGlobals();
});

/** Comparable markup of an overlay; the centre's description is cut by the island (tested apart). */
function canonical(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelector('.yomu-consent-centre__description')?.replaceChildren();
  const holder = document.createElement('div');
  holder.append(copy);
  return markupOf(holder);
}

const serverOverlays = (markup: string, reveal: 'banner' | 'revisit') => {
  const box = document.createElement('div');
  box.innerHTML = markup;
  box.querySelector(reveal === 'banner' ? '.yomu-consent-banner' : '.yomu-consent-revisit')!.removeAttribute('hidden');
  return box.firstElementChild!;
};

/** Mounts the consent island and reaches for it, as a visitor's pointer does. */
function reachingMount(element: HTMLElement, given: Record<string, unknown>): Promise<void> {
  const mounting = mount(element, given);
  element.querySelector('.yomu-consent')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
  return mounting;
}

const banner = () => screen.queryByRole('region', { name: 'Gizliliğinize önem veriyoruz' });
const revisit = () => screen.queryByRole('button', { name: 'Onay Tercihleri' });

describe('consent overlays', () => {
  it('take over with exactly the server markup, banner showing on a first visit', async () => {
    for (const [law, markup] of [['gdpr', GDPR_MARKUP], ['ccpa', CCPA_MARKUP]]) {
      const element = await mountIsland(reachingMount, markup, props(law), 'consent');
      expect(element.dataset.mounted).toBe('true');
      const overlays = element.querySelectorAll('.yomu-consent');
      expect(overlays).toHaveLength(1);
      expect(overlays[0].parentElement!.className).toBe('island-root');
      expect(canonical(overlays[0])).toBe(canonical(serverOverlays(markup, 'banner')));
      element.remove();
    }
  });

  it('leaves the server banner alone until the visitor reaches for it', async () => {
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    const mounting = mount(element, props());
    // The overlays would mount as soon as their module loaded, had the island not waited for a reach: the test
    // waits for that same module, then finds nothing mounted.
    await act(() => import('./overlays'));
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('.island-root')).toBeNull();
    expect(element.querySelector<HTMLElement>('.yomu-consent-banner')!.hidden).toBe(false);
    element.querySelector('.yomu-consent-banner')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await act(() => mounting);
    expect(element.dataset.mounted).toBe('true');
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('waits for an open age gate: nothing shows until the gate is confirmed, then the banner takes the focus', async () => {
    document.body.classList.add('adult-content');
    document.body.insertAdjacentHTML('beforeend', '<div id="adult_modal" role="dialog" aria-modal="true"></div>');
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    const listening = vi.spyOn(document, 'addEventListener');
    const mounting = mount(element, props());
    // Once it listens for the gate's answer, the island has done all it does before the gate.
    await waitFor(() => expect(listening).toHaveBeenCalledWith(ADULT_CONFIRMED_EVENT, expect.any(Function), expect.anything()));
    listening.mockRestore();
    const serverBanner = element.querySelector<HTMLElement>('.yomu-consent-banner')!;
    expect(serverBanner.hidden).toBe(true);
    expect(element.querySelector<HTMLElement>('.yomu-consent-revisit')!.hidden).toBe(true);
    // The adult-gate island, loaded before or after this one, confirms: the class goes and the event fires.
    document.getElementById('adult_modal')!.remove();
    document.body.classList.remove('adult-content');
    document.dispatchEvent(new CustomEvent(ADULT_CONFIRMED_EVENT));
    await waitFor(() => expect(serverBanner.hidden).toBe(false));
    expect(document.activeElement).toBe(serverBanner);
    serverBanner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await act(() => mounting);
    expect(document.activeElement).toBe(element.querySelector('.island-root .yomu-consent-banner'));
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('shows the banner at once, unfocused, when the age gate was answered before the consent island ran', async () => {
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    const mounting = mount(element, props());
    const serverBanner = element.querySelector<HTMLElement>('.yomu-consent-banner')!;
    expect(serverBanner.hidden).toBe(false);
    expect(document.activeElement).not.toBe(serverBanner);
    serverBanner.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await act(() => mounting);
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('shows the server banner before React arrives, and replays a click made meanwhile', async () => {
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    stubFetch(() => ({ success: true, data: { logged: true } }));
    const mounting = mount(element, props());
    const serverBanner = element.querySelector<HTMLElement>('.yomu-consent-banner')!;
    expect(serverBanner.hidden).toBe(false);
    serverBanner.querySelector<HTMLElement>('[data-consent-do="accept"]')!.click();
    await act(() => mounting);
    expect(element.contains(serverBanner)).toBe(false);
    expect(cookie()).toMatch(/consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes$/);
    expect(banner()).toBeNull();
    expect(revisit()).not.toBeNull();
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('waits for a press under way to end before taking over, so its click is not lost', async () => {
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    stubFetch(() => ({ success: true, data: { logged: true } }));
    const serverAccept = element.querySelector<HTMLElement>('.yomu-consent-banner [data-consent-do="accept"]')!;
    const mounting = mount(element, props());
    serverAccept.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // React's chunk arrives while the button is held: the server's button must still be there for the click.
    await act(async () => {
      await import('./overlays');
      await mounting;
    });
    expect(element.contains(serverAccept)).toBe(true);
    expect(element.dataset.mounted).toBeUndefined();
    await act(async () => {
      serverAccept.dispatchEvent(new Event('pointerup', { bubbles: true }));
      serverAccept.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cookie()).toMatch(/consent:yes,action:yes/);
    expect(banner()).toBeNull();
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('keeps the focused button focused when React takes over', async () => {
    const element = document.createElement('div');
    element.innerHTML = GDPR_MARKUP;
    document.body.append(element);
    const mounting = mount(element, props());
    element.querySelector<HTMLElement>('.yomu-consent-banner [data-consent-do="reject"]')!.focus();
    await act(() => mounting);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tümünü Reddet' }));
    expect(element.querySelector('.island-root')!.contains(document.activeElement)).toBe(true);
    act(() => element.querySelector('.island-root')!.remove());
    element.remove();
  });

  it('holds back scripts and frames on a first visit under GDPR', async () => {
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    expect(banner()).not.toBeNull();
    expect(revisit()).toBeNull();
    expect(heldRuns()).toBeUndefined();
    expect(document.querySelector('iframe')!.hasAttribute('src')).toBe(false);
    expect(cookie()).toBeUndefined();
  });

  it('Accept All: every category yes, the held script and frame run, the others told, the action logged', async () => {
    const calls = stubFetch(() => ({ success: true, data: { logged: true } }));
    const told = vi.fn();
    document.addEventListener(CONSENT_EVENT, told);
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü Kabul Et' }));
    const value = cookie()!;
    expect(value).toMatch(/^consentid:[A-Za-z0-9]{32},consent:yes,action:yes,necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes$/);
    expect(banner()).toBeNull();
    expect(revisit()).not.toBeNull();
    expect(heldRuns()).toBe('1');
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/x');
    expect(document.querySelector('.yomu-consent-embed')!.classList.contains('is-allowed')).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    expect((told.mock.calls[0][0] as CustomEvent).detail.categories.analytics).toBe('yes');
    document.removeEventListener(CONSENT_EVENT, told);
    expect(calls.map((call) => call.fields)).toEqual([
      {
        consent_id: /consentid:(\w{32})/.exec(value)![1],
        consent_action: 'accept',
        categories: 'necessary:yes,functional:yes,analytics:yes,performance:yes,advertisement:yes',
        action: 'yomu_consent_log',
      },
    ]);
    expect(vi.mocked(fetch).mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('Reject All: only necessary, the rejected categories’ cookies deleted, nothing run', async () => {
    const calls = stubFetch(() => ({ success: true, data: { logged: true } }));
    ['_ga=1', '_ga_ABC=1', '_gcl_au=1', 'wpmanga-adault=1'].forEach((pair) => (document.cookie = `${pair}; path=/`));
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    await userEvent.click(screen.getByRole('button', { name: 'Tümünü Reddet' }));
    expect(cookie()).toMatch(/,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no$/);
    expect(Object.keys(Cookies.get()).sort()).toEqual(['cookieyes-consent', 'wpmanga-adault']);
    expect(heldRuns()).toBeUndefined();
    expect(calls[0].fields.consent_action).toBe('reject');
  });

  it('Customise: switches follow the saved choices, save keeps the id, focus goes back, Escape changes nothing', async () => {
    const calls = stubFetch(() => ({ success: true, data: { logged: true } }));
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Özelleştir' }));
    const centre = screen.getByRole('dialog', { name: 'Onay Tercihlerini Özelleştir' });
    expect(screen.getByText('Her Zaman Etkin')).toBeTruthy();
    for (const name of ['İşlevsel', 'Analitik', 'Performans', 'Reklam']) expect(screen.getByRole<HTMLInputElement>('switch', { name }).checked).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Analitik' }));
    await user.click(screen.getByRole('button', { name: 'Tercihlerimi Kaydet' }));
    expect(centre.hasAttribute('open')).toBe(false);
    const first = cookie()!;
    expect(first).toMatch(/,consent:yes,action:yes,necessary:yes,functional:no,analytics:yes,performance:no,advertisement:no$/);
    expect(heldRuns()).toBe('1');
    expect(document.querySelector('iframe')!.hasAttribute('src')).toBe(false);
    // The banner's Customise button is gone: focus goes to the revisit button.
    await waitFor(() => expect(document.activeElement).toBe(revisit()));

    await user.click(revisit()!);
    expect(centre.hasAttribute('open')).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Analitik' }).checked).toBe(true);
    await user.click(screen.getByRole('switch', { name: 'Analitik' }));
    await user.click(screen.getByRole('switch', { name: 'Reklam' }));
    await user.click(screen.getByRole('button', { name: 'Tercihlerimi Kaydet' }));
    const second = cookie()!;
    expect(second).toBe(first.replace('analytics:yes,performance:no,advertisement:no', 'analytics:no,performance:no,advertisement:yes'));
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/x');
    expect(calls.map((call) => call.fields.consent_action)).toEqual(['custom', 'custom']);
    await waitFor(() => expect(document.activeElement).toBe(revisit()));

    await user.click(revisit()!);
    await user.click(screen.getByRole('switch', { name: 'Performans' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(centre.hasAttribute('open')).toBe(false));
    expect(cookie()).toBe(second);
    await waitFor(() => expect(document.activeElement).toBe(revisit()));
    await user.click(revisit()!);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Performans' }).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(centre.hasAttribute('open')).toBe(false);
    expect(calls).toHaveLength(2);
  });

  it.each([
    { width: 1280, limit: 300 },
    { width: 375, limit: 150 },
  ])('cuts the centre description at $limit characters at $width px, with Show more', async ({ width, limit }) => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    await userEvent.click(screen.getByRole('button', { name: 'Özelleştir' }));
    const text = document.querySelector('.yomu-consent-centre__description > span')!;
    expect(text.textContent!.endsWith('...')).toBe(true);
    expect(text.textContent!.length).toBeLessThanOrEqual(limit + 3);
    expect(text.textContent!.length).toBeGreaterThan(limit - 10);
    const more = screen.getByRole('button', { name: 'Daha fazla göster' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(text.textContent!.length).toBeGreaterThan(500);
    expect(more.textContent).toBe('Daha az göster');
    expect(more.getAttribute('aria-expanded')).toBe('true');
  });

  it('CCPA: optional categories run until the visitor opts out with the one box', async () => {
    stubFetch(() => ({ success: true, data: { logged: true } }));
    await mountIsland(reachingMount, CCPA_MARKUP, props('ccpa'), 'consent');
    expect(heldRuns()).toBe('1');
    expect(screen.queryByRole('button', { name: 'Tümünü Kabul Et' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kişisel Bilgilerimi Satma veya Paylaşma' }));
    expect(screen.getByRole('dialog', { name: 'Devre Dışı Bırakma Tercihleri' })).toBeTruthy();
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Kişisel Bilgilerimi Satma veya Paylaşma' });
    expect(box.checked).toBe(false);
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Tercihlerimi Kaydet' }));
    expect(cookie()).toMatch(/,consent:no,action:yes,necessary:yes,functional:no,analytics:no,performance:no,advertisement:no$/);
    expect(revisit()).not.toBeNull();
  });

  it('runs frames another island put in the page later when asked (CONSENT_SCAN_EVENT), by the current choices', async () => {
    Cookies.set('cookieyes-consent', `consentid:${ID},consent:yes,action:yes,necessary:yes,functional:yes,analytics:no,performance:no,advertisement:no`, { path: '/' });
    await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    document.getElementById('page')!.insertAdjacentHTML(
      'beforeend',
      '<iframe id="later-ok" data-yomu-consent="functional" data-src="https://player.vimeo.com/video/2"></iframe><iframe id="later-held" data-yomu-consent="advertisement" data-src="https://www.youtube.com/embed/y"></iframe>',
    );
    expect(document.getElementById('later-ok')!.hasAttribute('src')).toBe(false);
    document.dispatchEvent(new CustomEvent(CONSENT_SCAN_EVENT));
    expect(document.getElementById('later-ok')!.getAttribute('src')).toBe('https://player.vimeo.com/video/2');
    expect(document.getElementById('later-held')!.hasAttribute('src')).toBe(false);
  });

  it('a returning visitor sees only the revisit button, with the server markup', async () => {
    Cookies.set('cookieyes-consent', `consentid:${ID},consent:no,action:yes,necessary:yes`, { path: '/' });
    const element = await mountIsland(reachingMount, GDPR_MARKUP, props(), 'consent');
    expect(banner()).toBeNull();
    expect(revisit()).not.toBeNull();
    expect(canonical(element.querySelector('.yomu-consent')!)).toBe(canonical(serverOverlays(GDPR_MARKUP, 'revisit')));
  });
});
