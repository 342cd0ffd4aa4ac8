import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignIn, forgetSignIn } from '../../lib/session';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { controlFromHtml } from './control';
import { mount } from './index';

// plugin Bookmarks\Control::html() and ::bookmarked().
const addControl = (chapter = '') =>
  '<div class="add-bookmark"><div class="action_icon"><a href="/wp-admin/admin-post.php?action=yomu_bookmark&amp;do=add&amp;manga=12" class="wp-manga-action-button" data-action="bookmark" data-post="12" data-chapter="' +
  chapter +
  '" data-page="1" title="Yer imi"><span class="bookmark-icon" aria-hidden="true">&#9734;</span><span class="action_detail">Yer imi</span></a></div></div>';
const deleteControl =
  '<div class="add-bookmark"><div class="action_icon"><a href="/wp-admin/admin-post.php?action=yomu_bookmark&amp;do=delete&amp;manga=12" class="wp-manga-action-button wp-manga-delete-bookmark" data-action="delete-bookmark" data-post-id="12" title="Yer imini kaldır"><span class="bookmark-icon" aria-hidden="true">&#9733;</span><span class="action_detail">Yer imini kaldır</span></a></div></div>';

const props = (loggedIn: boolean) => ({ nonce: 'bn', loggedIn, isMangaSingle: 1, messages: { error: 'Bir hata oluştu' } });
const setup = (loggedIn = true, html = addControl()) => mountIsland(mount, html, props(loggedIn), 'bookmark');

afterEach(() => {
  forgetSignIn();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('bookmark control', () => {
  it('renders the server control unchanged', async () => {
    const element = await setup(true, addControl('bolum-1'));
    expect(markupOf(element.querySelector('.island-root')!)).toBe(markupOf(addControl('bolum-1')));
  });

  it('adds the bookmark, dimmed while the call runs, and shows the control the server answers', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => new Promise((resolve) => (answer = () => resolve(fetch(...args)))));
    const element = await setup();
    await user.click(screen.getByRole('link', { name: 'Yer imi' }));
    const box = element.querySelector<HTMLElement>('.add-bookmark')!;
        expect(box.getAttribute('aria-busy')).toBe('true');
    // One add at a time.
    await user.click(screen.getByRole('link', { name: 'Yer imi' }));
    await act(async () => answer(null));
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({ postID: '12', chapter: '', page: '1', nonce: 'bn', action: 'wp-manga-user-bookmark' });
    expect(markupOf(element.querySelector('.island-root')!)).toBe(markupOf(deleteControl));
  });

  it('bookmarks the chapter the reader is on', async () => {
    const user = userEvent.setup();
    document.body.insertAdjacentHTML('beforeend', '<input type="hidden" id="wp-manga-current-chap" value="bolum-3">');
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    await setup(true, addControl('bolum-1'));
    await user.click(screen.getByRole('link', { name: 'Yer imi' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].fields.chapter).toBe('bolum-3');
  });

  it('deletes the bookmark and gets the add control back', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: addControl() }));
    await setup(true, deleteControl);
    await user.click(screen.getByRole('link', { name: 'Yer imini kaldır' }));
    await screen.findByRole('link', { name: 'Yer imi' });
    expect(calls[0].fields).toEqual({ postID: '12', isMangaSingle: '1', nonce: 'bn', action: 'wp-manga-delete-bookmark' });
  });

  it('asks a guest to sign in instead of calling, then bookmarks with the signed-in nonce', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    const asked = vi.fn();
    document.addEventListener('yomu:require-login', asked);
    await setup(false);
    await user.click(screen.getByRole('link', { name: 'Yer imi' }));
    document.removeEventListener('yomu:require-login', asked);
    expect((asked.mock.calls[0][0] as CustomEvent).detail).toEqual({ bookmarking: true });
    expect(calls).toHaveLength(0);

    // What the account modals do after sign-in: announce, then click the control again in the same task.
    act(() => {
      document.dispatchEvent(new CustomEvent('yomu:signed-in', { detail: { nonces: { bookmark: 'fresh' } } }));
      document.querySelector<HTMLElement>('.wp-manga-action-button[data-action="bookmark"]')!.click();
    });
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    expect(calls[0].fields.nonce).toBe('fresh');
  });

  it('bookmarks at once with the nonce of a sign-in that came before the control', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    const asked = vi.fn();
    document.addEventListener('yomu:require-login', asked);
    announceSignIn({ bookmark: 'early' });
    await setup(false);
    await user.click(screen.getByRole('link', { name: 'Yer imi' }));
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    document.removeEventListener('yomu:require-login', asked);
    expect(asked).not.toHaveBeenCalled();
    expect(calls[0].fields.nonce).toBe('early');
  });

  it('ignores login_error, alerts another code, and alerts the error without one', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const codes = [{ code: 'login_error' }, { code: 'invalid_nonce' }, null];
    stubFetch(() => ({ status: 400, body: JSON.stringify({ success: false, data: codes.shift() }) }));
    await setup();
    const link = screen.getByRole('link', { name: 'Yer imi' });
    await user.click(link);
    await waitFor(() => expect(link.closest('.add-bookmark')!.hasAttribute('aria-busy')).toBe(false));
    expect(alert).not.toHaveBeenCalled();
    await user.click(link);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('invalid_nonce'));
    await user.click(link);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Bir hata oluştu'));
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await user.click(link);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('link', { name: 'Yer imi' })).toBe(link);
  });

  it('keeps the focus on the control through the takeover and the swap', async () => {
    const user = userEvent.setup();
    stubFetch(() => ({ success: true, data: deleteControl }));
    const element = document.createElement('div');
    element.innerHTML = addControl();
    document.body.append(element);
    element.querySelector('a')!.focus();
    await act(async () => mount(element, props(true)));
    expect(document.activeElement?.closest('.island-root')).not.toBeNull();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yer imini kaldır' }));
  });
});

describe('reading bookmark answers', () => {
  it('reads data only, and neutralises links that are not http(s)', () => {
    expect(controlFromHtml(deleteControl)).toMatchObject({ kind: 'delete', postId: '12', label: 'Yer imini kaldır', icon: '★' });
    const hostile = addControl().replace(/href="[^"]*"/, 'href="javascript:alert(1)"').replace('Yer imi</span>', 'Yer imi<img src=x onerror=alert(1)></span>');
    expect(controlFromHtml(hostile)).toMatchObject({ kind: 'add', href: '#', label: 'Yer imi' });
    expect(controlFromHtml('<p>no control</p>')).toBeNull();
  });
});
