import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch, type StubbedCall } from '../../test-support/islands';
import { goTo, reload, warm } from './dom';
import { globals } from './globals';
import { imageGlobals, imageProps, imageReaderHtml, navigateAnswer, navigation, selectionHtml, SIZES_ATTR, variantUrl, type Shape } from './server-html.fixture';
import { cleanPage, IMAGE_BODY, placeReadingArea, preparePage, touch, mountAwake } from './test-page';
import { optionLabels, pick, pickedValue } from '../../test-support/picker';

vi.mock('./dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dom')>()), goTo: vi.fn(), reload: vi.fn(), warm: vi.fn(() => Promise.resolve()) }));

const shown = () => document.querySelector('.reading-content img');
const header = () => document.querySelector<HTMLElement>('.wp-manga-nav.header')!;
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function answerNavigation(call: StubbedCall) {
  if (call.fields.action === 'chapter_navigate_page') return { success: true as const, data: navigateAnswer(call.fields.chapter) };
  if (call.fields.action === 'manga_get_reading_nav') return selectionHtml(call.fields.chapter);
  return { success: true as const, data: null };
}

async function open(shape: Partial<Shape> = {}, before?: (element: HTMLElement) => void, extra: Partial<ReturnType<typeof imageProps>> = {}) {
  return mountIsland(
    (element, props) => {
      before?.(element);
      return mountAwake(element, props);
    },
    imageReaderHtml(shape),
    imageProps(shape, extra) as unknown as Record<string, unknown>,
    'reader',
  );
}

beforeEach(() => preparePage(IMAGE_BODY));
afterEach(cleanPage);

describe('taking over the server HTML', () => {
  it('keeps the painted first image and the bookmark island, and shows the toolbar', async () => {
    const calls = stubFetch(answerNavigation);
    let image: Element | null = null;
    let bookmark: Element | null = null;
    const element = await open({}, (root) => {
      image = root.querySelector('#image-0');
      bookmark = root.querySelector('[data-island="bookmark"]');
    });
    expect(element.dataset.mounted).toBe('true');
    expect(element.querySelectorAll('.reading-content')).toHaveLength(1);
    expect(shown()).toBe(image);
    expect(image!.getAttribute('fetchpriority')).toBe('high');
    expect(element.querySelector('.reader-bookmark [data-island="bookmark"]')).toBe(bookmark);
    const toolbar = screen.getByRole('toolbar', { name: 'Okuyucu ayarları' });
    expect(toolbar.classList.contains('reader-toolbar--pending')).toBe(false);
    expect(within(toolbar).getByRole('button', { name: 'Karanlık mod' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('link', { name: 'Sonraki' })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Önceki' })).toBeNull();
    expect(document.querySelectorAll('#single-pager')).toHaveLength(1);
    expect(screen.getByRole('slider', { name: 'Sayfaya git' }).getAttribute('aria-valuetext')).toBe('Sayfa 1 / 3');
    expect(calls).toEqual([]);
  });

  it('keeps the ad slots printed around the reading content, as they are, through page turns', async () => {
    stubFetch(answerNavigation);
    const slots: Element[] = [];
    const element = await open({}, (root) => {
      const container = root.querySelector('.read-container')!;
      container.insertAdjacentHTML('afterbegin', '<div class="yomu-ad yomu-ad--before-content"><div data-island="ads">top</div></div>');
      container.insertAdjacentHTML('beforeend', '<div class="yomu-ad yomu-ad--after-content"><div data-island="ads">bottom</div></div>');
      slots.push(container.firstElementChild!, container.lastElementChild!);
    });
    const order = () => Array.from(element.querySelectorAll('.read-container .yomu-ad, .read-container .reading-content'));
    const content = () => element.querySelector('.reading-content');
    expect(order()).toEqual([slots[0], content(), slots[1]]);
    expect(slots.map((slot) => slot.parentElement?.className)).toEqual(['read-container__kept', 'read-container__kept']);
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()?.id).toBe('image-1');
    expect(order()).toEqual([slots[0], content(), slots[1]]);
    expect(element.querySelectorAll('.yomu-ad')).toHaveLength(2);
  });

  it('keeps the server HTML when the props are not what the server prints', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = await mountIsland(mountAwake, imageReaderHtml(), { kind: 'comic' }, 'reader');
    expect(element.dataset.mounted).toBeUndefined();
    expect(element.querySelector('.reader-toolbar--pending')).not.toBeNull();
    expect(error).toHaveBeenCalled();
  });
});

describe('paging through a preloaded chapter', () => {
  it('turns the page in place with the arrow key: no request, the next image, the buttons, the page selector and an announcement', async () => {
    const calls = stubFetch(answerNavigation);
    await open();
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()?.id).toBe('image-1');
    expect(screen.getByRole('img', { name: 'Sayfa 2 / 3' }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.getAllByRole('link', { name: 'Önceki' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Sonraki' })[0].getAttribute('href')).toBe('/manga/m/cilt-1/bolum-1/p/3/');
    expect(document.querySelector('.page-next-link')?.getAttribute('href')).toBe('/manga/m/cilt-1/bolum-1/p/3/');
    expect(pickedValue(document.querySelector<HTMLElement>('#single-pager')!)).toBe('2');
    expect(screen.getByRole('status').textContent).toBe('Sayfa 2 / 3');
    await nextFrame();
    expect(location.pathname).toBe('/manga/m/cilt-1/bolum-1/p/2/');
    expect(history.state).toEqual({ yomuReader: true, chapter: 'bolum-1', page: 2 });
    expect(vi.mocked(window.scrollTo)).toHaveBeenCalled();
    // Nothing is fetched ahead before the page on screen has loaded.
    expect(warm).not.toHaveBeenCalled();
    fireEvent.load(shown()!);
    expect(vi.mocked(warm).mock.calls.map(([target]) => target.url)).toEqual(['/img/bolum-1/3.png']);
    expect(calls).toEqual([]);
  });

  it('draws a page with variants as a <picture> like the server, and warms the next page through the same sources', async () => {
    Object.assign(window, imageGlobals('bolum-1', true));
    stubFetch(answerNavigation);
    await open({ variants: true });
    const server = document.querySelector('#image-0')!.parentElement!;
    expect(server.tagName).toBe('PICTURE');
    await userEvent.keyboard('{ArrowRight}');
    const picture = shown()!.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    expect(Array.from(picture.querySelectorAll('source'), (source) => [source.type, source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/webp', `${variantUrl('bolum-1', 1, 480)} 480w, ${variantUrl('bolum-1', 1, 720)} 720w`, SIZES_ATTR],
    ]);
    expect(shown()!.getAttribute('src')).toBe('/img/bolum-1/2.png');
    expect(shown()!.hasAttribute('srcset')).toBe(false);
    await nextFrame();
    fireEvent.load(shown()!);
    expect(vi.mocked(warm).mock.calls[0]).toEqual([
      { url: '/img/bolum-1/3.png', width: 600, height: 900, sources: [{ type: 'image/webp', srcset: `${variantUrl('bolum-1', 2, 480)} 480w, ${variantUrl('bolum-1', 2, 720)} 720w` }], sizes: SIZES_ATTR },
    ]);
  });

  it('with the data saver on: the narrowest variant and a window of one page', async () => {
    Object.assign(window, imageGlobals('bolum-1', true));
    stubFetch(answerNavigation);
    await open({ variants: true }, undefined, { settings: { mode: 'paged', direction: 'ltr', fit: 'width', saver: 'on', spread: 'single', background: 'auto' } });
    await userEvent.keyboard('{ArrowRight}');
    expect(shown()!.parentElement!.querySelector('source')!.getAttribute('srcset')).toBe(`${variantUrl('bolum-1', 1, 480)} 480w`);
    await nextFrame();
    fireEvent.load(shown()!);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(vi.mocked(warm).mock.calls.map(([target]) => target.url)).toEqual(['/img/bolum-1/3.png']);
  });

  it('ignores the arrow keys while the reader types, and opens the shortcut help with ?', async () => {
    await open();
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    await userEvent.keyboard('{ArrowRight}?');
    expect(shown()?.id).toBe('image-0');
    expect(document.querySelector('dialog')?.open).toBe(false);
    input.remove();
    await userEvent.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Klavye kısayolları' })).toBeTruthy();
  });

  it('turns with the click zones and the buttons', async () => {
    placeReadingArea();
    await open();
    const zone = document.querySelector('.page-next-link')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: zone, coords: { clientX: 300, clientY: 200 } });
    expect(shown()?.id).toBe('image-1');
    await userEvent.pointer({ keys: '[MouseLeft]', target: document.querySelector('.page-prev-link')!, coords: { clientX: 100, clientY: 200 } });
    expect(shown()?.id).toBe('image-0');
    await userEvent.click(within(header()).getByRole('link', { name: 'Sonraki' }));
    expect(shown()?.id).toBe('image-1');
  });

  it('goes back and forward between pages without a request, and reloads for other entries', async () => {
    const calls = stubFetch(answerNavigation);
    await open();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()?.id).toBe('image-2');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: { yomuReader: true, chapter: 'bolum-1', page: 1 } })));
    expect(shown()?.id).toBe('image-0');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate', { state: { yomuReader: true, chapter: 'bolum-9', page: 1 } })));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it('turns with a swipe and zooms on a double tap without turning', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 400, 600));
    await open();
    const content = document.querySelector('.reading-content')!;
    act(() => {
      content.dispatchEvent(touch('touchstart', [[300, 300]]));
      content.dispatchEvent(touch('touchend', [], [[150, 310]]));
    });
    expect(shown()?.id).toBe('image-1');

    const tap = () => act(() => void shown()!.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, clientX: 200, clientY: 400, pointerType: 'touch' })));
    tap();
    tap();
    expect(shown()?.classList.contains('is-zoomed')).toBe(true);
    expect((shown() as HTMLElement).style.transformOrigin).toBe('50% 50%');
    expect(content.classList.contains('has-zoom')).toBe(true);
    // A swipe on a zoomed page pans, it does not turn.
    act(() => {
      content.dispatchEvent(touch('touchstart', [[300, 300]]));
      content.dispatchEvent(touch('touchmove', [[200, 300]]));
      content.dispatchEvent(touch('touchend', [], [[200, 300]]));
    });
    expect(shown()?.id).toBe('image-1');
    expect((shown() as HTMLElement).style.transformOrigin).toBe('75% 50%');
    tap();
    tap();
    expect(shown()?.classList.contains('is-zoomed')).toBe(false);
  });
});

describe('in-place chapter navigation', () => {
  it('fetches the next chapter in place, records a view, reloads the selectors, then pages through it with no request', async () => {
    const calls = stubFetch(answerNavigation);
    await open({ page: 3 });
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('img', { name: 'Sayfa 1 / 2' });
    const navigate = calls.find((call) => call.fields.action === 'chapter_navigate_page')!;
    expect(navigate.fields).toEqual({ postID: '4', chapter: 'bolum-2', 'manga-paged': '1', style: 'paged', action: 'chapter_navigate_page' });
    expect(document.getElementById('chapter-heading')?.textContent).toBe('Bölüm 2');
    expect(document.querySelector<HTMLInputElement>('#wp-manga-current-chap')?.value).toBe('bolum-2');
    expect(within(header()).getByRole('link', { name: 'Önceki' }).getAttribute('data-navigation')).toBe(navigation('bolum-1', 3));
    await waitFor(() => expect(calls.map((call) => call.fields.action)).toEqual(['chapter_navigate_page', 'manga_views', 'manga_get_reading_nav']));
    expect(calls[1].fields).toMatchObject({ manga: '4', chapter: 'bolum-2' });
    expect(calls[2].fields).toEqual({ manga: '4', chapter: 'bolum-2', volume_id: '1', style: 'paged', type: 'manga', action: 'manga_get_reading_nav' });
    await nextFrame();
    expect(location.pathname).toBe('/manga/m/cilt-1/bolum-2/');

    await userEvent.keyboard('{ArrowRight}');
    expect(shown()?.id).toBe('image-1');
    expect(calls.filter((call) => call.fields.action === 'chapter_navigate_page')).toHaveLength(1);
  });

  it('sends no view for a chapter opened in place on a site that does not count views (no views mount point)', async () => {
    document.getElementById('yomu-page-view')?.remove();
    const calls = stubFetch(answerNavigation);
    await open({ page: 3 });
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByRole('img', { name: 'Sayfa 1 / 2' });
    await waitFor(() => expect(calls.map((call) => call.fields.action)).toEqual(['chapter_navigate_page', 'manga_get_reading_nav']));
  });

  it('shows a spinner and disables the selectors while it loads, then the failure message', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const element = await open({ page: 3 });
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('progressbar', { name: 'Yükleniyor…' })).toBeTruthy();
    expect(element.classList.contains('is-loading')).toBe(true);
    expect(document.querySelector<HTMLButtonElement>('#single-pager')!.disabled).toBe(true);
    expect(header().querySelector<HTMLElement>('.select-pagination')!.hidden).toBe(true);
    // A second turn while one runs is ignored.
    await userEvent.keyboard('{ArrowLeft}');
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer(new Response(JSON.stringify({ success: false, data: { message: 'Bölüm bulunamadı' } }), { status: 404 })));
    expect((await screen.findByRole('alert')).textContent).toBe('Bölüm bulunamadı');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(element.classList.contains('is-loading')).toBe(false);
    expect(document.querySelector<HTMLButtonElement>('#single-pager')!.disabled).toBe(false);
  });

  it('navigates normally when in-place paging is off', async () => {
    globals().mangaReadingAjax = undefined;
    const calls = stubFetch(answerNavigation);
    await open({ page: 3 });
    await userEvent.keyboard('{ArrowRight}');
    expect(goTo).toHaveBeenCalledWith('/manga/m/cilt-1/bolum-2/');
    expect(calls).toEqual([]);
  });

  it("leaves for the manga page from the last page with the arrow key ('Manga Info')", async () => {
    globals().chapter_preloaded_images = ['/img/bolum-3/1.png'];
    await open({ slug: 'bolum-3' });
    expect(screen.getAllByRole('link', { name: 'Manga Bilgisi' })[0].getAttribute('href')).toBe('/manga/m/');
    await userEvent.keyboard('{ArrowRight}');
    expect(goTo).toHaveBeenCalledWith('/manga/m/');
  });
});

describe('the selectors', () => {
  it("shows a volume's chapters, changes pages in place, fetches chapters and follows hosts", async () => {
    const calls = stubFetch(answerNavigation);
    await open();
    const selects = within(header());
    const volume = selects.getByRole('combobox', { name: 'Cilt' });
    await pick(volume, 'Ciltsiz');
    expect(optionLabels(selects.getByRole('combobox', { name: 'Bölüm' }))).toEqual(['Bölüm Seçin', 'Bölüm 3']);
    expect(header().querySelector<HTMLElement>('[for="volume-id-0"]')!.hidden).toBe(false);
    expect(header().querySelector<HTMLElement>('[for="volume-id-1"]')!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>('.wp-manga-nav.footer [for="volume-id-0"]')!.hidden).toBe(false);

    await pick(selects.getByRole('combobox', { name: 'Sayfa' }), '3/3');
    expect(shown()?.id).toBe('image-2');
    expect(calls).toEqual([]);

    await pick(selects.getByRole('combobox', { name: 'Sunucu' }), 'Sunucu 2');
    expect(goTo).toHaveBeenCalledWith('/manga/m/cilt-1/bolum-1/?host=cdn');

    await pick(volume, 'Cilt 1');
    await pick(selects.getByRole('combobox', { name: 'Bölüm' }), 'Bölüm 2');
    await screen.findByRole('img', { name: 'Sayfa 1 / 2' });
    expect(calls[0].fields.chapter).toBe('bolum-2');
  });

  it('jumps with the progress bar', async () => {
    await open();
    const range = screen.getByRole('slider', { name: 'Sayfaya git' });
    fireEvent.input(range, { target: { value: '3' } });
    expect(range.getAttribute('aria-valuetext')).toBe('Sayfa 3 / 3');
    expect(shown()?.id).toBe('image-0');
    fireEvent.change(range);
    expect(shown()?.id).toBe('image-2');
  });
});

describe('list style', () => {
  it('follows the image in view with the progress bar and jumps to an image', async () => {
    globals().chapter_preloaded_images = undefined;
    const tops: Record<string, number> = { 'image-0': -900, 'image-1': 100, 'image-2': 1000 };
    vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLImageElement) {
      return new DOMRect(0, tops[this.id] ?? 0, 400, 900);
    });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    await mountIsland(mountAwake, imageReaderHtml({ style: 'list' }), imageProps({ style: 'list' }) as unknown as Record<string, unknown>, 'reader');
    const range = screen.getByRole('slider', { name: 'Sayfaya git' });
    expect(range.getAttribute('aria-valuetext')).toBe('Sayfa 2 / 3');
    expect(vi.mocked(warm).mock.calls.map(([target]) => target.url)).toEqual(['/img/bolum-2/1.png']);
    fireEvent.input(range, { target: { value: '3' } });
    fireEvent.change(range);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(document.querySelector('#image-2'));
  });
});

describe('reading history', () => {
  it('records opening a chapter, and sends it when the page is left before the debounce', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
    try {
      await open();
      expect(Cookies.get('wpmanga-reading-history')).toBeUndefined();
      act(() => void window.dispatchEvent(new Event('pagehide')));
      const raw = Cookies.get('wpmanga-reading-history') ?? '';
      expect(JSON.parse(atob(raw))).toEqual([expect.objectContaining({ id: 4, c: 1, p: 1, i: 0 })]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a guest history cookie after a page turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] });
    try {
      await open();
      act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' })));
      await act(async () => void vi.advanceTimersByTime(1100));
      const raw = Cookies.get('wpmanga-reading-history') ?? '';
      expect(JSON.parse(atob(raw))).toEqual([expect.objectContaining({ id: 4, c: 1, p: 2, i: 1 })]);
    } finally {
      vi.useRealTimers();
    }
  });
});
