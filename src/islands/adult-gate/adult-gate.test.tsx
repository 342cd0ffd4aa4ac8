import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { ADULT_COOKIE } from './adult-gate';
import { mount } from './index';

// plugin Adult\Modal::markup().
const modal =
  '<div id="adult_modal" class="adult-modal" role="dialog" aria-modal="true" aria-labelledby="adult_modal_title" aria-describedby="adult_modal_text" tabindex="-1">' +
  '<div class="adult-modal__box"><h2 id="adult_modal_title" class="adult-modal__title">Yetişkin içeriği</h2><p id="adult_modal_text" class="adult-modal__text">18 yaşından büyük müsünüz?</p>' +
  '<form class="adult-modal__actions" method="post" action="/wp-admin/admin-post.php"><input type="hidden" name="action" value="yomu_adult_confirm"><input type="hidden" name="redirect_to" value="/manga/x/">' +
  '<a class="btn btn-default adult-modal__leave" href="/">Yetişkin değilim</a><button type="submit" class="btn btn-primary adult-modal__confirm">Onayla</button></form></div></div>';

async function setup(props: Record<string, unknown> = { reload: false, days: 7 }) {
  document.body.className = 'adult-content yomu-adult-unconfirmed';
  document.body.insertAdjacentHTML('afterbegin', '<header class="site-header"><a href="/">Ana sayfa</a></header><main id="main"><p>İçerik</p></main>');
  return mountIsland(mount, modal, props, 'adult-gate');
}

afterEach(() => {
  Cookies.remove(ADULT_COOKIE, { path: '/' });
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.body.className = '';
});

describe('adult gate', () => {
  it('renders the server modal unchanged and takes the focus', async () => {
    const element = await setup();
    expect(markupOf(element.querySelector('.island-root')!)).toBe(markupOf(modal));
    expect(document.activeElement?.id).toBe('adult_modal');
    expect(screen.getByRole('dialog', { name: 'Yetişkin içeriği' }).getAttribute('aria-modal')).toBe('true');
  });

  it('keeps the page behind inert and the focus inside; Escape does not close it', async () => {
    const user = userEvent.setup();
    await setup();
    expect(document.querySelector('.site-header')!.closest('[inert]')).not.toBeNull();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yetişkin değilim' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Onayla' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yetişkin değilim' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Onayla' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => document.querySelector<HTMLElement>('.site-header a')!.focus());
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yetişkin değilim' }));
  });

  it('Confirm sets the cookie, removes the gate and gives the page back', async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(Cookies, 'set');
    const confirmed = vi.fn();
    document.addEventListener('yomu:adult-confirmed', confirmed);
    await setup({ reload: false, days: 7 });
    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    document.removeEventListener('yomu:adult-confirmed', confirmed);
    expect(set).toHaveBeenCalledWith(ADULT_COOKIE, '1', { expires: 7, path: '/', sameSite: 'Lax', secure: false });
    expect(Cookies.get(ADULT_COOKIE)).toBe('1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.body.className).toBe('');
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('on a reading page, Confirm sets the cookie and reloads', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'http:', reload });
    await setup({ reload: true, days: 7 });
    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Cookies.get(ADULT_COOKIE)).toBe('1');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
