// Reader toolbar: contrast (text-ui-light/dark + cookie), "View full image", font size (±1 px + cookie),
// sticky toolbar, and the shortcut help dialog.
import Cookies from 'js-cookie';
import { __ } from '../../lib/i18n';
import { fontSize, stepFont } from '../../lib/reader/state';

export const CONTRAST_COOKIE = 'wpmanga-reading-contrast';
export const FONT_COOKIE = 'wpmanga-reading-fontsize';
const COOKIE = { expires: 30, path: '/', sameSite: 'Lax' } as const;

function press(button: Element, on: boolean): void {
  button.setAttribute('aria-pressed', on ? 'true' : 'false');
}

export function setContrast(dark: boolean): void {
  document.body.classList.toggle('text-ui-dark', dark);
  document.body.classList.toggle('text-ui-light', !dark);
  Cookies.set(CONTRAST_COOKIE, dark ? 'dark' : 'light', COOKIE);
}

function storedFont(text: HTMLElement): number {
  const cookie = Number(Cookies.get(FONT_COOKIE));
  if (Number.isInteger(cookie) && Cookies.get(FONT_COOKIE) !== '') return cookie;
  return Math.round(parseFloat(getComputedStyle(text).fontSize)) || 16;
}

export function bindPreferences(root: HTMLElement): void {
  const contrast = root.querySelector('.reader-contrast');
  if (contrast) press(contrast, document.body.classList.contains('text-ui-dark'));
  root.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('.reader-toolbar button');
    if (!button) return;
    if (button.classList.contains('reader-contrast')) {
      const dark = !document.body.classList.contains('text-ui-dark');
      setContrast(dark);
      press(button, dark);
    } else if (button.classList.contains('reader-full-image')) {
      press(button, root.classList.toggle('reader-full'));
    } else if (button.classList.contains('reader-sticky')) {
      press(button, root.querySelector('.reader-toolbar')?.classList.toggle('is-sticky') ?? false);
    } else if (button.classList.contains('font-size-up') || button.classList.contains('font-size-down')) {
      const text = document.body.classList.contains('reading-text') ? root.querySelector<HTMLElement>('.reading-content') : null;
      if (!text) return;
      const size = stepFont(storedFont(text), button.classList.contains('font-size-up') ? 1 : -1);
      applyFont(text, size.stored);
      Cookies.set(FONT_COOKIE, String(size.stored), COOKIE);
    } else if (button.classList.contains('reader-help')) {
      root.querySelector<HTMLDialogElement>('.reader-help-dialog')?.showModal?.();
    }
  });
  const help = root.querySelector('.reader-help');
  if (help) help.setAttribute('title', __('Keyboard shortcuts'));
}

export function applyFont(text: HTMLElement, stored: number): void {
  const size = fontSize(stored);
  text.style.fontSize = `${size.display}px`;
  text.style.lineHeight = `${size.lineHeight}px`;
}
