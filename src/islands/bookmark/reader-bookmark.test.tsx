// The bookmark control in the reader (issue 30, item 6): it bookmarks the page being read, after in-place turns
// too, and a delete sends isMangaSingle=0 there (1 only on the manga page), keeping the reading position for the
// next add.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { mount } from './index';

// plugin Bookmarks\Control as printed in the reader on page 2 of bolum-1 (delete link: its no-JavaScript fallback).
const addControl =
  '<div class="add-bookmark"><div class="action_icon"><a href="/wp-admin/admin-post.php?action=yomu_bookmark&amp;do=add&amp;manga=12&amp;chapter=bolum-1&amp;page=2&amp;_wpnonce=ab" class="wp-manga-action-button" data-action="bookmark" data-post="12" data-chapter="bolum-1" data-page="2" title="Yer imi ekle"><span class="bookmark-icon" aria-hidden="true">&#9734;</span><span class="action_detail">Yer imi ekle</span></a></div></div>';
const deleteControl =
  '<div class="add-bookmark"><div class="action_icon"><a href="/wp-admin/admin-post.php?action=yomu_bookmark&amp;do=delete&amp;manga=12&amp;chapter=&amp;page=1&amp;_wpnonce=ab" class="wp-manga-action-button wp-manga-delete-bookmark" data-action="delete-bookmark" data-post-id="12" title="Yer imini kaldır"><span class="bookmark-icon" aria-hidden="true">&#9733;</span><span class="action_detail">Yer imini kaldır</span></a></div></div>';

const props = (isMangaSingle: number) => ({ nonce: 'bn', loggedIn: true, isMangaSingle, messages: { error: 'Bir hata oluştu', add: 'Yer imi ekle' } });

/** The reader's state after a turn: #wp-manga-current-chap and its history entry. */
function readAt(chapter: string, page: number) {
  let input = document.querySelector<HTMLInputElement>('#wp-manga-current-chap');
  if (!input) {
    input = document.createElement('input');
    input.type = 'hidden';
    input.id = 'wp-manga-current-chap';
    document.body.append(input);
  }
  input.value = chapter;
  history.replaceState({ yomuReader: true, chapter, page }, '', location.href);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', location.href);
  document.body.innerHTML = '';
});

describe('bookmark control in the reader', () => {
  it('bookmarks the page as printed, then the page an in-place turn reached', async () => {
    const user = userEvent.setup();
    readAt('bolum-1', 2);
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    await mountIsland(mount, addControl, props(0), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imi ekle' }));
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    expect(calls[0].fields).toMatchObject({ postID: '12', chapter: 'bolum-1', page: '2' });

    document.body.innerHTML = '';
    readAt('bolum-3', 5);
    const later = stubFetch(() => ({ success: true, data: deleteControl }));
    await mountIsland(mount, addControl, props(0), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imi ekle' }));
    await waitFor(() => expect(later).toHaveLength(1));
    expect(later[0].fields).toMatchObject({ chapter: 'bolum-3', page: '5' });
  });

  it('a turn to another chapter without a page of its own bookmarks its first page', async () => {
    const user = userEvent.setup();
    readAt('bolum-4', 1);
    history.replaceState(null, '', location.href);
    const calls = stubFetch(() => ({ success: true, data: deleteControl }));
    await mountIsland(mount, addControl, props(0), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imi ekle' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].fields).toMatchObject({ chapter: 'bolum-4', page: '1' });
  });

  it('deletes with isMangaSingle=0, shows the add control at the reading position, and a re-add keeps the page', async () => {
    const user = userEvent.setup();
    readAt('bolum-3', 4);
    const answers: unknown[] = [null, deleteControl];
    const calls = stubFetch(() => ({ success: true, data: answers.shift() }));
    const element = await mountIsland(mount, deleteControl, props(0), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imini kaldır' }));
    const add = await screen.findByRole('link', { name: 'Yer imi ekle' });
    expect(calls[0].fields).toEqual({ postID: '12', isMangaSingle: '0', nonce: 'bn', action: 'wp-manga-delete-bookmark' });
    expect({ ...add.dataset }).toEqual({ action: 'bookmark', post: '12', chapter: 'bolum-3', page: '4' });
    const fallback = new URL(add.getAttribute('href')!, document.baseURI).searchParams;
    expect([fallback.get('do'), fallback.get('manga'), fallback.get('chapter'), fallback.get('page'), fallback.get('_wpnonce')]).toEqual(['add', '12', 'bolum-3', '4', 'ab']);
    expect(element.querySelector('.bookmark-icon')?.textContent).toBe('☆');

    await user.click(add);
    await screen.findByRole('link', { name: 'Yer imini kaldır' });
    expect(calls[1].fields).toEqual({ postID: '12', chapter: 'bolum-3', page: '4', nonce: 'bn', action: 'wp-manga-user-bookmark' });
  });

  it('the emptied list (is_empty) in the reader also gives the add control back', async () => {
    const user = userEvent.setup();
    readAt('bolum-3', 2);
    stubFetch(() => ({ success: true, data: { is_empty: true, msg: '<span>Henüz yer iminiz yok</span>' } }));
    await mountIsland(mount, deleteControl, props(0), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imini kaldır' }));
    expect((await screen.findByRole('link', { name: 'Yer imi ekle' })).dataset.page).toBe('2');
  });

  it('on the manga page a delete still sends isMangaSingle=1 and shows the control the server answers', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: addControl }));
    await mountIsland(mount, deleteControl, props(1), 'bookmark');
    await user.click(screen.getByRole('link', { name: 'Yer imini kaldır' }));
    await screen.findByRole('link', { name: 'Yer imi ekle' });
    expect(calls[0].fields.isMangaSingle).toBe('1');
  });
});
