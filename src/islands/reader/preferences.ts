// The reader's preference cookies (SPEC §9): contrast and font size for 30 days, the settings panel's choices for
// a year (and, for signed-in readers, in the account with the yomu_reader_settings nonce).
import Cookies from 'js-cookie';
import { callAction } from '../../lib/api/client';
import type { SettingsRequest } from '../../lib/api/reader';
import { parseFont, parseSettings, serializeSettings, SETTING_CHOICES, type Settings } from '../../lib/reader/state';

export const CONTRAST_COOKIE = 'wpmanga-reading-contrast';
export const FONT_COOKIE = 'wpmanga-reading-fontsize';
export const SETTINGS_COOKIE = 'yomu-reader-settings';
const COOKIE = { expires: 30, path: '/', sameSite: 'Lax' } as const;

export function saveContrast(dark: boolean): void {
  Cookies.set(CONTRAST_COOKIE, dark ? 'dark' : 'light', COOKIE);
}

export function storedFont(): number | null {
  return parseFont(Cookies.get(FONT_COOKIE));
}

export function saveFont(stored: number): void {
  Cookies.set(FONT_COOKIE, String(stored), COOKIE);
}

/** The reader's own settings: this browser's cookie, overridden by the account's. */
export function ownSettings(account: Partial<Settings>): Partial<Settings> {
  return { ...parseSettings(Cookies.get(SETTINGS_COOKIE)), ...account };
}

export async function saveSettings(own: Partial<Settings>, nonce: string): Promise<void> {
  Cookies.set(SETTINGS_COOKIE, serializeSettings(own), { expires: 365, path: '/', sameSite: 'Lax' });
  if (!nonce) return;
  const fields = { nonce } as SettingsRequest;
  (Object.keys(SETTING_CHOICES) as Array<keyof Settings>).forEach((field) => (fields[`settings[${field}]`] = own[field] ?? ''));
  await callAction('yomu_reader_settings', fields, { keepalive: true }).catch(() => undefined);
}
