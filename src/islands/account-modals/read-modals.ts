// Reads the server's account modals (plugin Account\Modals) once, into the data the React modals render from.
import { type CaptchaSpec, readCaptcha } from '../../lib/captcha';

export type FormPart =
  | { kind: 'field'; type: string; name: string; label: string; autocomplete: string }
  | { kind: 'remember'; id: string; name: string; value: string; label: string }
  | { kind: 'hidden'; name: string; value: string }
  | { kind: 'captcha'; spec: CaptchaSpec }
  | { kind: 'submit'; label: string };

export interface ModalLink {
  href: string;
  /** The modal the link switches to. */
  target: string;
  label: string;
}

export interface ModalData {
  id: string;
  title: string;
  closeLabel: string;
  /** Opens on load (the page came from a mailed reset link). */
  open: boolean;
  /** Classes of the message box above the form ("message login", …). */
  messageClass: string;
  form: { id: string; name: string; action: string; parts: FormPart[] };
  links: ModalLink[];
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

function readPart(element: Element): FormPart | null {
  if (element.matches('[data-captcha]')) return { kind: 'captcha', spec: readCaptcha(element) };
  if (element.matches('input[type="hidden"]')) {
    const input = element as HTMLInputElement;
    return { kind: 'hidden', name: input.name, value: input.value };
  }
  if (element.matches('.submit')) return { kind: 'submit', label: text(element.querySelector('button')) };
  const input = element.querySelector('input');
  if (!input) return null;
  if (input.type === 'checkbox') return { kind: 'remember', id: input.id, name: input.name, value: input.value, label: text(element.querySelector('label')) };
  return { kind: 'field', type: input.type, name: input.name, label: text(element.querySelector('label')), autocomplete: input.getAttribute('autocomplete') ?? '' };
}

function readModal(modal: HTMLElement): ModalData | null {
  const form = modal.querySelector('form');
  if (!form) return null;
  const parts = Array.from(form.children)
    .map(readPart)
    .filter((part): part is FormPart => part !== null);
  return {
    id: modal.id,
    title: text(modal.querySelector('.modal-title')),
    closeLabel: modal.querySelector('[data-dismiss="modal"]')?.getAttribute('aria-label') ?? '',
    open: modal.dataset.open === '1',
    messageClass: modal.querySelector('p.message')?.className ?? 'message',
    form: { id: form.id, name: form.getAttribute('name') ?? '', action: form.getAttribute('action') ?? '', parts },
    links: Array.from(modal.querySelectorAll<HTMLAnchorElement>('.nav-links a[data-yomu-switch]')).map((link) => ({
      href: link.getAttribute('href') ?? '',
      target: link.dataset.yomuSwitch ?? '',
      label: text(link),
    })),
  };
}

export function readModals(root: ParentNode): ModalData[] {
  return Array.from(root.querySelectorAll<HTMLElement>('.yomu-modal'))
    .map(readModal)
    .filter((modal): modal is ModalData => modal !== null);
}

export function captchaOf(parts: FormPart[]): CaptchaSpec | null {
  const part = parts.find((p) => p.kind === 'captcha');
  return part?.kind === 'captcha' ? part.spec : null;
}
