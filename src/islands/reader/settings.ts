// Reader settings (mode, direction, fit): the toolbar panel applies a choice at once (body classes) and keeps it
// in the yomu-reader-settings cookie and, for signed-in readers, in user meta. Switching between paged and a
// scrolling mode loads the chapter again, in the new mode.
import Cookies from 'js-cookie';
import { postAction } from '../../lib/api/client';
import { modeNeedsReload, parseSettings, serializeSettings, SETTING_CHOICES, type Settings } from '../../lib/reader/state';
import type { ReaderProps } from './globals';

export const SETTINGS_COOKIE = 'yomu-reader-settings';

function applyClass(field: keyof Settings, value: string): void {
  SETTING_CHOICES[field].forEach((choice) => document.body.classList.toggle(`reader-${field === 'direction' ? 'dir' : field}-${choice}`, choice === value));
}

export function direction(): Settings['direction'] {
  return document.body.classList.contains('reader-dir-rtl') ? 'rtl' : 'ltr';
}

async function persist(own: Partial<Settings>, nonce: string): Promise<void> {
  Cookies.set(SETTINGS_COOKIE, serializeSettings(own), { expires: 365, path: '/', sameSite: 'Lax' });
  if (!nonce) return;
  const fields: Record<string, string> = { nonce };
  (Object.keys(SETTING_CHOICES) as Array<keyof Settings>).forEach((field) => (fields[`settings[${field}]`] = own[field] ?? ''));
  await postAction('yomu_reader_settings', fields, { keepalive: true }).catch(() => undefined);
}

export function bindSettings(root: HTMLElement, props: ReaderProps, onDirection: () => void): void {
  const toggle = root.querySelector<HTMLButtonElement>('.reader-settings-toggle');
  const panel = root.querySelector<HTMLElement>('.reader-settings-panel');
  if (!toggle || !panel) return;
  const own: Partial<Settings> = { ...parseSettings(Cookies.get(SETTINGS_COOKIE)), ...(props.own ?? {}) };
  let mode = props.mode;
  const open = (show: boolean) => {
    panel.hidden = !show;
    toggle.setAttribute('aria-expanded', show ? 'true' : 'false');
  };
  toggle.addEventListener('click', () => open(panel.hidden));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      open(false);
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (!panel.hidden && event.target instanceof Node && !panel.contains(event.target) && !toggle.contains(event.target)) open(false);
  });
  panel.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
    const field = input.name.replace('reader-', '') as keyof Settings;
    if (!(field in SETTING_CHOICES) || !(SETTING_CHOICES[field] as readonly string[]).includes(input.value)) return;
    (own as Record<string, string>)[field] = input.value;
    const saved = persist(own, props.saveNonce);
    if (field === 'mode') {
      const next = input.value as Settings['mode'];
      if (modeNeedsReload(mode, next)) {
        // The server must know the new mode before the chapter is asked for again.
        void saved.then(() => location.assign(props.chapterUrl));
        return;
      }
      mode = next;
    }
    applyClass(field, input.value);
    if (field === 'direction') onDirection();
  });
}
