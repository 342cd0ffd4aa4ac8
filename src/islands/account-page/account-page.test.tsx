import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import { markupOf } from '../../test-support/markup';
import { mount } from './index';
import { AVATAR_LABEL, bookmarksPage, historyPage, props, settingsPage, UNIT_SITE } from './page.fixture';

const setup = (html: string) => mountIsland(mount, html, props, 'account-page');

/** The page without its filter form, which the island draws live (it needs no Apply button). */
function listsOf(source: Element | string): string {
  const holder = document.createElement('div');
  if (typeof source === 'string') holder.innerHTML = source;
  else holder.append(...Array.from(source.childNodes).map((child) => child.cloneNode(true)));
  holder.querySelector('form.yomu-library-tools')?.remove();
  return markupOf(holder);
}
const row = (id: number) => document.querySelector<HTMLElement>(`#manga-item-${id}`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('account page: bookmarks', () => {
  it('renders the server table unchanged, titles as text', async () => {
    const element = await setup(bookmarksPage());
    expect(listsOf(element.querySelector('.island-root')!)).toBe(listsOf(bookmarksPage()));
    expect(element.querySelector('.list-bookmark b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alfa <b>' })).toBeTruthy();
  });

  it('checks all, and the check-all box follows the rows', async () => {
    const user = userEvent.setup();
    await setup(bookmarksPage());
    const all = screen.getByRole('checkbox', { name: 'Tümünü seç' });
    await user.click(all);
    expect(screen.getAllByRole('checkbox', { name: /^(?!Tümünü ).+ seç$/, checked: true })).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Beta seç' }));
    expect(all).toHaveProperty('checked', false);
    await user.click(screen.getByRole('checkbox', { name: 'Beta seç' }));
    expect(all).toHaveProperty('checked', true);
    await user.click(all);
    expect(screen.queryAllByRole('checkbox', { name: /^(?!Tümünü ).+ seç$/, checked: true })).toHaveLength(0);
  });

  it('deletes one row, dimmed while the call runs', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const calls = stubFetch(() => ({ success: true, data: null }));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => new Promise((resolve) => (release = () => resolve(fetch(...args)))));
    await setup(bookmarksPage());
    const buttons = screen.getAllByRole('button', { name: 'Sil' });
    await user.click(buttons[1]);
    expect(row(2)!.getAttribute('aria-busy')).toBe('true');
    await act(async () => release());
    await waitFor(() => expect(row(2)).toBeNull());
    expect(calls[0].fields).toEqual({ postID: '2', isMangaSingle: '0', nonce: 'bn', action: 'wp-manga-delete-bookmark' });
    expect(row(1)).not.toBeNull();
  });

  it('deletes the checked rows; the emptied list alerts and shows the server message', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const calls = stubFetch(() => ({ success: true, data: { is_empty: true, msg: '<span>Henüz yer iminiz yok<img src=x onerror=alert(1)></span>' } }));
    const element = await setup(bookmarksPage());
    await user.click(screen.getByRole('button', { name: 'Seçilenleri sil' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.click(screen.getByRole('button', { name: 'Seçilenleri sil' }));
    await screen.findByText('Henüz yer iminiz yok');
    expect(calls[0].fields).toEqual({ 'bookmark[]': '3', nonce: 'bn', action: 'wp-manga-delete-multi-bookmark' });
    expect(alert).toHaveBeenCalledWith('Henüz yer iminiz yok');
    const panel = element.querySelector('.yomu-account__panel')!;
    expect(panel.id).toBe('bookmark');
    expect(panel.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(screen.getByRole('link', { name: 'Geçmiş' })).toBeTruthy();
  });

  it('restores the rows and alerts when the server refuses', async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubFetch(() => ({ status: 403, body: JSON.stringify({ success: false, data: { code: 'invalid_nonce' } }) }));
    await setup(bookmarksPage());
    await user.click(screen.getAllByRole('button', { name: 'Sil' })[0]);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Bir hata oluştu'));
    expect(row(1)!.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('account page: the library filter', () => {
  const titles = () => Array.from(document.querySelectorAll('.bookmark-title > a')).map((link) => link.textContent);

  it('filters by title as the reader types, without accents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await setup(bookmarksPage());
    expect(screen.queryByRole('button', { name: 'Uygula' })).toBeNull();
    const filter = screen.getByRole('searchbox', { name: 'Başlığa göre süz' });
    await user.type(filter, 'ALF');
    expect(titles()).toEqual(['Alfa <b>']);
    expect(window.location.search).toContain('q=ALF');
    await user.clear(filter);
    await user.type(filter, 'zeta');
    expect(screen.getByRole('status').textContent).toBe('Listenizde bu süzgece uyan bir şey yok.');
    await user.clear(filter);
    expect(titles()).toEqual(['Alfa <b>', 'Beta', 'Gama']);
  });

  it('sorts by title or by new chapters, and keeps only those with new chapters', async () => {
    const user = userEvent.setup();
    await setup(bookmarksPage({ ...UNIT_SITE, bookmarks: [...UNIT_SITE.bookmarks].reverse() }));
    expect(titles()).toEqual(['Gama', 'Beta', 'Alfa <b>']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'Başlık (A–Z)');
    expect(titles()).toEqual(['Alfa <b>', 'Beta', 'Gama']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sırala' }), 'En çok yeni bölüm');
    expect(titles()).toEqual(['Beta', 'Gama', 'Alfa <b>']);
    await user.click(screen.getByRole('checkbox', { name: 'Yalnızca yeni bölümü olanlar' }));
    expect(titles()).toEqual(['Beta']);
  });

  it('checks and deletes only the rows the filter shows', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: null }));
    await setup(bookmarksPage());
    await user.type(screen.getByRole('searchbox', { name: 'Başlığa göre süz' }), 'a');
    await user.click(screen.getByRole('checkbox', { name: 'Tümünü seç' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Başlığa göre süz' }));
    await user.type(screen.getByRole('searchbox', { name: 'Başlığa göre süz' }), 'e');
    expect(titles()).toEqual(['Beta']);
    await user.click(screen.getByRole('button', { name: 'Seçilenleri sil' }));
    await waitFor(() => expect(row(2)).toBeNull());
    expect(calls[0].fields).toMatchObject({ postID: '2', action: 'wp-manga-delete-bookmark' });
  });

  it('shows the progress and the cover box of each row', async () => {
    await setup(bookmarksPage());
    expect(row(1)!.querySelector('.yomu-progress__text')!.textContent).toBe('Bölüm 2 / 2');
    expect(row(2)!.querySelector('.yomu-progress__text')!.textContent).toBe('3 bölüm');
    expect(row(3)!.querySelector('.yomu-progress')).toBeNull();
  });
});

describe('account page: history', () => {
  it('removes an item, then the last one gives way to the server message; a failure restores the item', async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 400, body: JSON.stringify({ success: false, data: null }) },
      { status: 200, body: JSON.stringify({ success: true, data: null }) },
      { status: 200, body: JSON.stringify({ success: true, data: { is_empty: true, msg: "<span>You haven't read any manga yet</span>" } }) },
    ];
    const calls = stubFetch(() => answers.shift()!);
    const element = await setup(historyPage());
    expect(listsOf(element.querySelector('.island-root')!)).toBe(listsOf(historyPage()));

    await user.click(screen.getByRole('button', { name: 'Alfa geçmişten kaldır' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('#history-item-1')!.hasAttribute('aria-busy')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Alfa geçmişten kaldır' }));
    await waitFor(() => expect(document.querySelector('#history-item-1')).toBeNull());
    expect(calls[1].fields).toEqual({ postID: '1', nonce: 'hn', action: 'manga-remove-history' });
    await user.click(screen.getByRole('button', { name: 'Beta geçmişten kaldır' }));
    await screen.findByText("You haven't read any manga yet");
    expect(element.querySelector('.yomu-history')).toBeNull();
  });
});

describe('account page: settings', () => {
  it('keeps the server nodes of the avatar image and the settings form, with what the reader typed', async () => {
    const element = document.createElement('div');
    element.innerHTML = settingsPage();
    document.body.append(element);
    const image = element.querySelector('.c-user-avatar img');
    const name = element.querySelector<HTMLInputElement>('#yomu-display_name')!;
    name.value = 'Ayşe Y';
    name.focus();
    await act(async () => mount(element, props));
    expect(element.querySelector('.island-root .c-user-avatar img')).toBe(image);
    expect(element.querySelector('.island-root #yomu-display_name')).toBe(name);
    expect(name.value).toBe('Ayşe Y');
    expect(document.activeElement).toBe(name);
    expect(markupOf(element.querySelector('.island-root')!)).toBe(markupOf(settingsPage()));
    element.remove();
  });

  it('shows the chosen file name, uploads it and swaps in the sanitized avatar', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(() => ({ success: true, data: '<img src="/avatar-new.png" onerror="alert(1)" class="avatar">' }));
    const element = await setup(settingsPage());
    const file = new File(['png'], 'yüz.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(AVATAR_LABEL), file);
    expect(element.querySelector('.file-name')!.textContent).toBe('yüz.png');
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(element.querySelector('.c-user-avatar img')?.getAttribute('src')).toBe('/avatar-new.png'));
    expect(element.querySelector('.c-user-avatar img')?.hasAttribute('onerror')).toBe(false);
    expect(calls[0].fields).toEqual({ userAvatar: '[file]', userID: '5', _wpnonce: 'an', action: 'wp-manga-upload-avatar' });
    expect(element.querySelector('.file-name')!.textContent).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>(AVATAR_LABEL).value).toBe('');
  });

  it("alerts the server's message when the upload is refused", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    stubFetch(() => ({ status: 400, body: JSON.stringify({ success: false, data: { msg: 'Resim çok küçük' } }) }));
    const element = await setup(settingsPage());
    await user.upload(screen.getByLabelText(AVATAR_LABEL), new File(['png'], 'a.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Yükle' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Resim çok küçük'));
    expect(element.querySelector('.c-user-avatar img')?.getAttribute('src')).toBe('/avatar-old.png');
  });
});
