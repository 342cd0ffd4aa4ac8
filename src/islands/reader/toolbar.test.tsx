import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, stubFetch } from '../../test-support/islands';
import type { ReaderProps } from './globals';
import { goTo } from './dom';
import { imageProps, imageReaderHtml, TEXT_BODY, textProps, textReaderHtml } from './server-html.fixture';
import { cleanPage, IMAGE_BODY, preparePage, TEXT_BODY_CLASSES, mountAwake } from './test-page';
import { optionLabels, pick, pickedValue } from '../../test-support/picker';

vi.mock('./dom', async (importOriginal) => ({ ...(await importOriginal<typeof import('./dom')>()), goTo: vi.fn(), reload: vi.fn(), warm: vi.fn() }));

const body = () => document.body.classList;

async function openImages(extra: Partial<ReaderProps> = {}) {
  preparePage(IMAGE_BODY);
  return mountIsland(mountAwake, imageReaderHtml(), imageProps({}, extra) as unknown as Record<string, unknown>, 'reader');
}

afterEach(cleanPage);

describe('the settings panel', () => {
  it('opens and closes with its button, Escape (focus back on the button) and a click elsewhere', async () => {
    await openImages();
    const toggle = screen.getByRole('button', { name: 'Okuyucu ayarları' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Okuma modu' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Sayfa sayfa' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('group', { name: 'Okuma yönü' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    await userEvent.click(toggle);
    await userEvent.click(document.querySelector('.reading-content img')!);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("applies direction and fit at once, mirrors the progress bar, and keeps only the reader's own choices in the cookie", async () => {
    const calls = stubFetch(() => ({ success: true, data: {} }));
    await openImages({ own: { fit: 'height' } });
    await userEvent.click(screen.getByRole('button', { name: 'Okuyucu ayarları' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Sağdan sola' }));
    expect(body().contains('reader-dir-rtl')).toBe(true);
    expect(body().contains('reader-dir-ltr')).toBe(false);
    expect(screen.getByRole('slider', { name: 'Sayfaya git' }).getAttribute('dir')).toBe('rtl');
    await userEvent.click(screen.getByRole('radio', { name: 'Yüksekliğe' }));
    expect(body().contains('reader-fit-height')).toBe(true);
    expect(Cookies.get('yomu-reader-settings')).toBe('-.rtl.height');
    // Guests keep their settings in the cookie only.
    expect(calls).toEqual([]);
  });

  it('saves to the account with the nonce for signed-in readers', async () => {
    const calls = stubFetch(() => ({ success: true, data: { settings: {} } }));
    await openImages({ saveNonce: 'n0nce' });
    await userEvent.click(screen.getByRole('button', { name: 'Okuyucu ayarları' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yüksekliğe' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].fields).toEqual({ nonce: 'n0nce', 'settings[mode]': '', 'settings[direction]': '', 'settings[fit]': 'height', 'settings[saver]': '', 'settings[spread]': '', 'settings[background]': '', action: 'yomu_reader_settings' });
  });

  it('loads the chapter again, once the choice is saved, to switch between paged and long strip', async () => {
    stubFetch(() => ({ success: true, data: {} }));
    await openImages();
    await userEvent.click(screen.getByRole('button', { name: 'Okuyucu ayarları' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Uzun şerit' }));
    expect(screen.getByRole('radio', { name: 'Uzun şerit' })).toHaveProperty('checked', true);
    expect(body().contains('reader-mode-paged')).toBe(true);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/manga/m/cilt-1/bolum-1/'));
    expect(Cookies.get('yomu-reader-settings')).toBe('strip.-.-');
  });
});

describe('the reading-style selector', () => {
  it('offers the same three modes as the settings panel and switches like it', async () => {
    stubFetch(() => ({ success: true, data: {} }));
    await openImages();
    const picker = screen.getAllByRole('combobox', { name: 'Okuma biçimi' })[0];
    expect(optionLabels(picker)).toEqual(['Sayfa sayfa', 'Liste', 'Uzun şerit']);
    await pick(picker, 'Uzun şerit');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/manga/m/cilt-1/bolum-1/'));
    expect(Cookies.get('yomu-reader-settings')).toBe('strip.-.-');
    await userEvent.click(screen.getByRole('button', { name: 'Okuyucu ayarları' }));
    expect(screen.getByRole('radio', { name: 'Uzun şerit' })).toHaveProperty('checked', true);
    for (const copy of screen.getAllByRole('combobox', { name: 'Okuma biçimi' })) expect(pickedValue(copy)).toBe('strip');
  });
});

describe('the toolbar', () => {
  it('switches the contrast and keeps it in a cookie, and widens the image', async () => {
    const element = await openImages();
    const contrast = screen.getByRole('button', { name: 'Karanlık mod' });
    await userEvent.click(contrast);
    expect(contrast.getAttribute('aria-pressed')).toBe('true');
    expect(body().contains('text-ui-dark')).toBe(true);
    expect(body().contains('text-ui-light')).toBe(false);
    expect(Cookies.get('wpmanga-reading-contrast')).toBe('dark');
    const full = screen.getByRole('button', { name: 'Resmi tam göster' });
    await userEvent.click(full);
    expect(full.getAttribute('aria-pressed')).toBe('true');
    expect(element.classList.contains('reader-full')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Kısayollar' }));
    expect(screen.getByRole('dialog', { name: 'Klavye kısayolları' })).toBeTruthy();
  });
});

describe('text chapters', () => {
  async function openText(bodyClass = TEXT_BODY_CLASSES) {
    preparePage(bodyClass, {}, '/novel/n/bolum-1/');
    let paragraph: Element | null = null;
    await mountIsland(
      (element, props) => {
        paragraph = element.querySelector('.reading-content p');
        return mountAwake(element, props);
      },
      textReaderHtml(),
      textProps() as unknown as Record<string, unknown>,
      'reader',
    );
    return paragraph;
  }

  it('keeps the chapter body as the server sent it', async () => {
    const paragraph = await openText();
    const content = document.querySelector('.reading-content')!;
    expect(content.innerHTML).toBe(TEXT_BODY);
    expect(content.firstElementChild).toBe(paragraph);
    expect(screen.queryByRole('slider')).toBeNull();
    // The two font buttons keep the server's space between them.
    expect(screen.getByRole('group', { name: 'Yazı boyutu' }).textContent).toBe('A−Yazıyı küçült A+Yazıyı büyüt');
  });

  it('steps the font size by 1 px from the cookie, never showing less than 5 px, and keeps it', async () => {
    Cookies.set('wpmanga-reading-fontsize', '7', { path: '/' });
    await openText();
    const content = document.querySelector<HTMLElement>('.reading-content')!;
    expect(content.style.fontSize).toBe('7px');
    await userEvent.click(screen.getByRole('button', { name: 'Yazıyı büyüt' }));
    expect([content.style.fontSize, content.style.lineHeight]).toEqual(['8px', '12px']);
    for (let i = 0; i < 3; i++) await userEvent.click(screen.getByRole('button', { name: 'Yazıyı küçült' }));
    expect([content.style.fontSize, content.style.lineHeight]).toEqual(['5px', '7.5px']);
    expect(Cookies.get('wpmanga-reading-fontsize')).toBe('5');
    // At the floor A− would change nothing: it says so and cannot be pressed; A+ still shows its step at once.
    const smallest = screen.getByRole('button', { name: 'En küçük yazı boyutu' });
    expect((smallest as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Yazıyı büyüt' }));
    expect(content.style.fontSize).toBe('6px');
  });

  it('steps up visibly from a cookie that an older reader left below the floor', async () => {
    Cookies.set('wpmanga-reading-fontsize', '-12', { path: '/' });
    await openText();
    const content = document.querySelector<HTMLElement>('.reading-content')!;
    expect(content.style.fontSize).toBe('5px');
    await userEvent.click(screen.getByRole('button', { name: 'Yazıyı büyüt' }));
    expect(content.style.fontSize).toBe('6px');
    expect(Cookies.get('wpmanga-reading-fontsize')).toBe('6');
  });

  it('makes the toolbar sticky', async () => {
    await openText();
    const sticky = screen.getByRole('button', { name: 'Sabit araç çubuğu' });
    await userEvent.click(sticky);
    expect(sticky.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('toolbar').classList.contains('is-sticky')).toBe(true);
  });

  it('scrolls 500 px per click in click-to-scroll mode, and follows the chapter selector', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance'] });
    try {
      await openText(`${TEXT_BODY_CLASSES} click-to-scroll`);
      act(() => void document.querySelector<HTMLElement>('.reading-content p')!.click());
      act(() => void vi.advanceTimersByTime(1100));
      expect(vi.mocked(window.scrollTo).mock.lastCall).toEqual([0, 500]);
    } finally {
      vi.useRealTimers();
    }
    await pick(screen.getAllByRole('combobox', { name: 'Bölüm' })[0], 'Bölüm 2');
    expect(goTo).toHaveBeenCalledWith('/novel/n/bolum-2/');
  });
});
