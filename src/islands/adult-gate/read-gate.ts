// Reads the server's #adult_modal (plugin Adult\Modal::markup()) once, into the data the gate renders from.

export interface GateData {
  title: string;
  text: string;
  action: string;
  hidden: Array<{ name: string; value: string }>;
  leave: { href: string; text: string };
  confirm: string;
}

const text = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

export function readGate(root: ParentNode): GateData | null {
  const modal = root.querySelector('#adult_modal');
  const form = modal?.querySelector('form');
  const leave = form?.querySelector('a.adult-modal__leave');
  if (!modal || !form || !leave) return null;
  return {
    title: text(modal.querySelector('#adult_modal_title')),
    text: text(modal.querySelector('#adult_modal_text')),
    action: form.getAttribute('action') ?? '',
    hidden: Array.from(form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')).map((input) => ({ name: input.name, value: input.value })),
    leave: { href: leave.getAttribute('href') ?? '', text: text(leave) },
    confirm: text(form.querySelector('button[type="submit"]')),
  };
}
