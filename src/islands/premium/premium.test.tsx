import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { mount } from './index';
import { browser } from './navigate';

// plugin Premium\LockedChapter::offer(), in Turkish as a tr_TR site prints it.
const head =
  '<div class="premium-offer"><h2 class="premium-offer__title">Premium Bölüm</h2><p class="premium-lock-message">Bu bölüm kilitli! Okumak için satın alın.</p>' +
  '<p class="premium-lock-price">Fiyat: <strong>5 Puan</strong></p>';
const member =
  head +
  '<p class="premium-balance">Bakiyeniz: <strong>12 Puan</strong></p><form class="premium-buy" method="post" action="/wp-admin/admin-post.php">' +
  '<input type="hidden" name="action" value="yomu_buy_chapter"><input type="hidden" name="wp-manga-chapter" value="42"><input type="hidden" name="wp-manga-coin-nonce" value="n1">' +
  '<p class="premium-offer__actions"><button type="submit" class="btn btn-primary btn-agree">Satın al</button></p></form></div>';
const guest =
  head +
  '<p class="message-login">Bu bölümü satın almak için giriş yapın.</p><p class="premium-offer__actions"><a class="btn btn-primary premium-sign-in btn-active-modal" data-yomu-modal="form-login" href="/wp-login.php?redirect_to=x">Giriş yap</a></p>' +
  '<input type="hidden" name="wp-manga-coin-nonce" value="n0"></div>';
const short =
  head +
  '<p class="premium-balance">Bakiyeniz: <strong>2 Puan</strong></p><p class="message-lack-of-coin" role="status">Bu bölümü satın almak için yeterli jetonunuz yok</p>' +
  '<p class="premium-offer__actions"><a class="btn btn-primary premium-shop" href="/puan/">Puan satın al</a></p><input type="hidden" name="wp-manga-coin-nonce" value="n2"></div>';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('premium offer', () => {
  it('shows the price and balance the server printed, with a real button in a real form', async () => {
    await mountIsland(mount, member, { chapter: 42 }, 'premium');
    expect(screen.getByText('5 Puan').closest('p')?.textContent).toBe('Fiyat: 5 Puan');
    expect(screen.getByText('12 Puan').closest('p')?.textContent).toBe('Bakiyeniz: 12 Puan');
    const button = screen.getByRole('button', { name: 'Satın al' });
    expect(button.closest('form')?.getAttribute('action')).toBe('/wp-admin/admin-post.php');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('buys through wp_manga_buy_chapter, announces the answer and opens the chapter', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const calls = stubFetch(() => ({ success: true, data: { status: true, message: 'Teşekkürler. Bölüme yönlendiriliyorsunuz', url: 'http://site.test/manga/x/bolum-2/', nonce: 'n9' } }));
    await mountIsland(mount, member, { chapter: 42 }, 'premium');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Satın al' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://site.test/manga/x/bolum-2/'));
    expect(calls).toHaveLength(1);
    expect(calls[0].fields).toEqual({ action: 'wp_manga_buy_chapter', chapter: '42', nonce: 'n1' });
    expect(screen.getByRole('status').textContent).toBe('Teşekkürler. Bölüme yönlendiriliyorsunuz');
  });

  it('shows a refusal, stays on the page and sends the fresh nonce next time', async () => {
    const go = vi.spyOn(browser, 'go').mockImplementation(() => {});
    const calls = stubFetch(() => ({ success: false, data: { status: false, message: 'Bu bölümü satın almak için yeterli jetonunuz yok', nonce: 'n7' } }));
    await mountIsland(mount, member, { chapter: 42 }, 'premium');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Satın al' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Bu bölümü satın almak için yeterli jetonunuz yok'));
    expect(screen.getByRole('status').querySelector('.premium-notice--error')).not.toBeNull();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await user.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].fields.nonce).toBe('n7');
    expect(go).not.toHaveBeenCalled();
  });

  it('says so when the site cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await mountIsland(mount, member, { chapter: 42 }, 'premium');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Satın al' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The site could not be reached. Try again.'));
  });

  it('offers a guest the sign-in link and reloads once they signed in through the modal', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    await mountIsland(mount, guest, { chapter: 42 }, 'premium');
    const link = screen.getByRole('link', { name: 'Giriş yap' });
    expect(link.getAttribute('data-yomu-modal')).toBe('form-login');
    expect(link.getAttribute('href')).toBe('/wp-login.php?redirect_to=x');
    expect(screen.queryByRole('button')).toBeNull();
    act(() => {
      document.dispatchEvent(new CustomEvent('yomu:signed-in'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells a member short of points so, with the shop link and no buy button', async () => {
    await mountIsland(mount, short, { chapter: 42 }, 'premium');
    expect(screen.getByText('Bu bölümü satın almak için yeterli jetonunuz yok').className).toBe('message-lack-of-coin');
    expect(screen.getByRole('link', { name: 'Puan satın al' }).getAttribute('href')).toBe('/puan/');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector<HTMLInputElement>('input[name="wp-manga-coin-nonce"]')?.value).toBe('n2');
  });

  it('leaves the server offer alone without a chapter id', async () => {
    const element = await mountIsland(mount, member, {}, 'premium');
    expect(element.innerHTML).toBe(member);
  });
});
