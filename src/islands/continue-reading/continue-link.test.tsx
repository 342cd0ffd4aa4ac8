import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiFetch } from '../../lib/api/rest-fetch';
import { mountIsland } from '../../test-support/islands';
import { ContinueLink, pageUrl } from './continue-link';
import { mount } from './index';

function guestCookie(entries: unknown[]): void {
  Cookies.set('wpmanga-reading-history', btoa(JSON.stringify(entries)), { path: '/' });
}

function chapterAnswer(body: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

beforeEach(async () => {
  window.yomuSite = { ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php', homeUrl: 'https://site.test/', restUrl: 'https://site.test/wp-json/', restNonce: '' };
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Continue: %1$s, page %2$d': 'Devam et: %1$s, sayfa %2$d', 'Continue: %s': 'Devam et: %s' } };
  await resetApiFetch();
});

afterEach(() => {
  vi.restoreAllMocks();
  Cookies.remove('wpmanga-reading-history', { path: '/' });
  delete window.yomuSite;
  delete window.yomuL10n;
});

describe('continue reading (guests)', () => {
  it('links the reading page the guest cookie names for this manga', async () => {
    guestCookie([
      { id: 9, c: 70, p: 1, i: 0, t: 1 },
      { id: 4, c: 12, p: 3, i: 2, t: 2 },
    ]);
    const fetch = chapterAnswer({ id: 12, manga_id: 4, title: 'Bölüm 5 - Yağmur', link: 'https://site.test/manga/m/bolum-5/' });
    render(<ContinueLink manga={4} />);
    const link = await screen.findByRole('link', { name: 'Devam et: Bölüm 5 - Yağmur, sayfa 3' });
    expect(link.getAttribute('href')).toBe('https://site.test/manga/m/bolum-5/p/3/');
    expect(String(fetch.mock.calls[0][0])).toContain('/wp-json/yomu/v1/chapters/12');
  });

  it('shows nothing without an entry, or when the chapter now belongs to another manga', async () => {
    const fetch = chapterAnswer({ id: 12, manga_id: 5, title: 'Başka', link: 'https://site.test/manga/x/bolum-1/' });
    const { container, unmount } = render(<ContinueLink manga={4} />);
    expect(fetch).not.toHaveBeenCalled();
    unmount();
    guestCookie([{ id: 4, c: 12, p: 1, i: 0, t: 2 }]);
    const second = render(<ContinueLink manga={4} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.innerHTML).toBe('');
    expect(second.container.querySelector('a')).toBeNull();
  });

  it('keeps page 1 and non-pretty links on the chapter URL', () => {
    expect(pageUrl('https://site.test/manga/m/bolum-5/', 1)).toBe('https://site.test/manga/m/bolum-5/');
    expect(pageUrl('https://site.test/?p=4&chapter=bolum-5', 3)).toBe('https://site.test/?p=4&chapter=bolum-5');
  });

  it('mounts nothing, and so fetches no React, for a guest who has not read this manga', async () => {
    guestCookie([{ id: 9, c: 70, p: 1, i: 0, t: 1 }]);
    const fetch = chapterAnswer({ id: 12, manga_id: 4, title: 'Bölüm 5', link: 'https://site.test/manga/m/bolum-5/' });
    const other = await mountIsland(mount, '', { manga: 4 }, 'continue-reading');
    expect(other.dataset.mounted).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    const read = await mountIsland(mount, '', { manga: 9 }, 'continue-reading');
    expect(read.dataset.mounted).toBe('true');
  });
});
