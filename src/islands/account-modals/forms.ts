// The four account forms: client checks, the account calls and what each answer does to the page.
import DOMPurify from 'dompurify';
import { postAction } from '../../lib/api/client';
import { closeModal } from './dialog';
import { checkLogin, checkNewPassword, checkReset, checkSignUp, encodePassword, type MessageKey } from './validate';

export interface AccountConfig {
  nonce: string;
  messages: Record<MessageKey | 'login_failed' | 'server_error', string> & { captcha_failed?: string };
}

export const RESET_FORM_RETURNS_AFTER = 10000;
export const RESET_PASSWORD_FORM_REMOVED_AFTER = 5000;

const busy = new WeakSet<HTMLFormElement>();

function value(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLInputElement) return field.type === 'checkbox' ? (field.checked ? field.value : '') : field.value;
  return '';
}

function messageFor(form: HTMLFormElement): HTMLElement | null {
  return form.parentElement?.querySelector<HTMLElement>('p.message') ?? null;
}

function show(form: HTMLFormElement, text: string, kind: 'error' | 'success'): void {
  const box = messageFor(form);
  if (!box) return;
  box.textContent = text;
  box.classList.toggle('error', kind === 'error');
  box.classList.toggle('success', kind === 'success');
}

function clear(form: HTMLFormElement): void {
  const box = messageFor(form);
  if (box) {
    box.textContent = '';
    box.classList.remove('error', 'success');
  }
}

/** Server messages are escaped text; strip any markup that might remain before showing it as text. */
function serverText(data: unknown, fallback: string): string {
  const raw = typeof data === 'string' ? data : data && typeof data === 'object' && 'message' in data ? String((data as { message: unknown }).message) : '';
  const text = new DOMParser().parseFromString(raw, 'text/html').documentElement.textContent?.trim() ?? '';
  return text || fallback;
}

function resetCaptcha(form: HTMLFormElement): void {
  form.querySelector('[data-captcha]')?.dispatchEvent(new CustomEvent('yomu:captcha-reset'));
}

async function send(form: HTMLFormElement, action: string, fields: Record<string, string>, config: AccountConfig) {
  busy.add(form);
  form.setAttribute('aria-busy', 'true');
  try {
    const captcha = form.querySelector<HTMLElement>('[data-captcha]')?.dataset.field;
    if (captcha) fields[captcha] = value(form, captcha);
    return await postAction<unknown, unknown>(action, { ...fields, nonce: config.nonce });
  } catch {
    window.alert(config.messages.server_error);
    return null;
  } finally {
    busy.delete(form);
    form.removeAttribute('aria-busy');
  }
}

/** Reloads the header and off-canvas user sections; the previous markup stays when the reload fails. */
export interface UserSectionData {
  main?: string;
  off_canvas?: string;
  nonces?: Record<string, string>;
}

export async function reloadUserSection(): Promise<UserSectionData | null> {
  try {
    const answer = await postAction<UserSectionData>('wp-manga-get-user-section');
    if (!answer.success || typeof answer.data?.main !== 'string') return null;
    const swap = (selector: string, html: string | undefined) => {
      if (typeof html !== 'string') return;
      document.querySelectorAll(selector).forEach((old) => {
        const fresh = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
        old.replaceWith(fresh);
      });
    };
    swap('.c-sub-header-nav .c-modal_item', answer.data.main);
    swap('.off-canvas .c-modal_item', answer.data.off_canvas);
    return answer.data;
  } catch {
    return null;
  }
}

async function login(form: HTMLFormElement, config: AccountConfig): Promise<void> {
  if (document.body.classList.contains('logged-in')) return;
  const problem = checkLogin(value(form, 'log'), value(form, 'pwd'));
  if (problem) return show(form, config.messages[problem], 'error');
  clear(form);
  const answer = await send(form, 'wp_manga_signin', { login: value(form, 'log'), pass: value(form, 'pwd'), rememberme: value(form, 'rememberme') }, config);
  if (!answer) return;
  if (!answer.success) {
    show(form, serverText(answer.data, config.messages.login_failed), 'error');
    resetCaptcha(form);
    return;
  }
  const token = (answer.data as { token?: unknown } | null)?.token;
  if (typeof token === 'string') {
    try {
      sessionStorage.setItem('yomu-token', token);
    } catch {
      // storage may be disabled; the token is optional for reading
    }
  }
  document.body.classList.add('logged-in');
  closeModal(false);
  const section = await reloadUserSection();
  const bookmarking = form.elements.namedItem('bookmarking');
  document.dispatchEvent(new CustomEvent('yomu:signed-in', { detail: { nonces: section?.nonces ?? {} } }));
  if (bookmarking instanceof HTMLInputElement && bookmarking.value === '1') {
    bookmarking.value = '0';
    document.querySelector<HTMLElement>('.wp-manga-action-button[data-action="bookmark"]')?.click();
  }
}

async function signUp(form: HTMLFormElement, config: AccountConfig): Promise<void> {
  const user = value(form, 'user_sign-up');
  const email = value(form, 'email_sign-up');
  const pass = value(form, 'pass_sign-up');
  const problem = checkSignUp(user, email, pass);
  if (problem) return show(form, config.messages[problem], 'error');
  clear(form);
  const answer = await send(form, 'wp_manga_signup', { user_login: user, user_email: email, user_pass: pass }, config);
  if (!answer) return;
  if (answer.success) {
    const box = messageFor(form);
    form.remove();
    if (box) {
      box.textContent = serverText(answer.data, '');
      box.classList.add('success');
    }
    return;
  }
  show(form, serverText(answer.data, config.messages.server_error), 'error');
  resetCaptcha(form);
}

async function resetRequest(form: HTMLFormElement, config: AccountConfig): Promise<void> {
  const problem = checkReset(value(form, 'user_reset'));
  if (problem) return show(form, config.messages[problem], 'error');
  clear(form);
  const answer = await send(form, 'wp_manga_reset', { user: value(form, 'user_reset') }, config);
  if (!answer) return;
  if (!answer.success) {
    show(form, serverText(answer.data, config.messages.server_error), 'error');
    resetCaptcha(form);
    return;
  }
  form.hidden = true;
  show(form, serverText(answer.data, ''), 'success');
  window.setTimeout(() => {
    form.hidden = false;
    form.reset();
    clear(form);
    resetCaptcha(form); // the answer was spent on the request
  }, RESET_FORM_RETURNS_AFTER);
}

async function resetPassword(form: HTMLFormElement, config: AccountConfig): Promise<void> {
  const first = value(form, 'pass_1');
  const problem = checkNewPassword(first, value(form, 'pass_2'));
  if (problem) return show(form, config.messages[problem], 'error');
  clear(form);
  const answer = await send(form, 'wp_manga_reset_password', { user: value(form, 'user'), key: value(form, 'key'), new_password: encodePassword(first) }, config);
  if (!answer) return;
  const text = serverText(answer.data, config.messages.server_error);
  if (!answer.success) return show(form, text, 'error');
  show(form, text, 'success');
  form.querySelectorAll('input, p.submit, [data-captcha]').forEach((field) => (field.closest('.form-field') ?? field).remove());
  window.setTimeout(() => form.remove(), RESET_PASSWORD_FORM_REMOVED_AFTER);
}

const handlers: Record<string, (form: HTMLFormElement, config: AccountConfig) => Promise<void>> = {
  loginform: login,
  registerform: signUp,
  resetform: resetRequest,
  resetpasswordform: resetPassword,
};

export function bindForms(root: ParentNode, config: AccountConfig): void {
  Object.entries(handlers).forEach(([id, handler]) => {
    const form = root.querySelector<HTMLFormElement>(`form#${id}`);
    form?.addEventListener('submit', (event) => {
      event.preventDefault();
      if (busy.has(form)) return;
      void handler(form, config);
    });
  });
}
