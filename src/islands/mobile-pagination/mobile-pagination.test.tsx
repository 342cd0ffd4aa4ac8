import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';
import { MobilePagination } from './mobile-pagination';

const LINKS = '<div class="wp-pagenavi"><span aria-current="page" class="page-numbers current">2</span> <a class="page-numbers" href="http://x.test/manga/page/3/">3</a></div>';
const pages = [1, 2, 3].map((page) => ({ page, url: `http://x.test/manga/page/${page}/` }));

/** The window's width as the island's media query sees it; narrow() moves a wide window into the phone layout. */
let phone = true;
let changed: ((event: { matches: boolean }) => void) | null = null;
function narrow() {
  phone = true;
  changed?.({ matches: true });
}

beforeEach(() => {
  phone = true;
  changed = null;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return phone && query === '(max-width: 767px)';
    },
    addEventListener: (_type: string, listener: typeof changed) => (changed = listener),
    removeEventListener: () => (changed = null),
  }));
  window.yomuL10n = { locale: 'tr_TR', rtl: false, strings: { 'Page %1$s of %2$s': 'Sayfa %1$s / %2$s', 'Go to page': 'Sayfaya git' } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.yomuL10n;
});

describe('mobile pagination', () => {
  it('puts a page toggle before the server links, which stay as they are', async () => {
    const element = await mountIsland(mount, LINKS, { current: 2, pages }, 'mobile-pagination');
    const links = element.querySelector('.wp-pagenavi')!;
    expect(links.outerHTML).toBe(LINKS);
    expect(element.querySelector('.mobile-pagination')?.nextElementSibling).toBe(links);
    const toggle = screen.getByRole('button', { name: 'Sayfa 2 / 3' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('toggles a page select that marks the current page and takes the focus', async () => {
    render(<MobilePagination current={2} pages={pages} links={[]} />);
    const toggle = screen.getByRole('button', { name: 'Sayfa 2 / 3' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sayfaya git' });
    expect(select.value).toBe('http://x.test/manga/page/2/');
    expect(document.activeElement).toBe(select);
    await userEvent.click(toggle);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens the chosen page', async () => {
    const navigate = vi.fn();
    render(<MobilePagination current={1} pages={pages} links={[]} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button'));
    await userEvent.selectOptions(screen.getByRole('combobox'), '3');
    expect(navigate).toHaveBeenCalledWith('http://x.test/manga/page/3/');
  });

  it('on a search page keeps the address query (less the page number) on the page URLs printed without it', async () => {
    window.history.replaceState(null, '', '/page/2/?s=kara+kedi&post_type=wp-manga&m_orderby=views&paged=2');
    const element = await mountIsland(mount, LINKS, { current: 2, pages, keepQuery: true }, 'mobile-pagination');
    window.history.replaceState(null, '', '/');
    const select = () => element.querySelector('select');
    await userEvent.click(screen.getByRole('button', { name: 'Sayfa 2 / 3' }));
    expect(Array.from(select()!.options, (option) => option.value)).toEqual([1, 2, 3].map((n) => `http://x.test/manga/page/${n}/?s=kara+kedi&post_type=wp-manga&m_orderby=views`));
  });

  it('ignores non-http URLs and leaves a single page alone', async () => {
    const element = await mountIsland(mount, LINKS, { current: 1, pages: [{ page: 1, url: 'javascript:alert(1)' }, { page: 2, url: 'http://x.test/2' }] }, 'mobile-pagination');
    expect(element.querySelector('select')).toBeNull();
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.innerHTML).toBe(LINKS);
  });

  it('loads nothing on a wider window, and takes over once the window narrows to a phone', async () => {
    phone = false;
    const element = await mountIsland(mount, LINKS, { current: 2, pages }, 'mobile-pagination');
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.innerHTML).toBe(LINKS);
    await act(async () => {
      narrow();
      await import('./mount-pagination');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(element.dataset.mounted).toBe('true');
    expect(screen.getByRole('button', { name: 'Sayfa 2 / 3' })).toBeTruthy();
  });
});
