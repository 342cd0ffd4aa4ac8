// The "Volumes and chapters" box answers its forms in place (issue 33 item 6). A form the server marks
// data-yomu-in-place is sent with fetch; the edit screen it answers with (after the redirect) gives the box, its
// forms, its notice and the parts of other boxes that follow the chapters (data-yomu-box-part), which replace the
// old ones where the editor is: the scroll position stays, the focus returns
// to the control that sent the form, the notice is read out. Without JavaScript, or when the answer is not that
// screen, the page loads as it always did.
import { scheduleIslands, type IslandImporters } from '../lib/islands/loader';
import { unmountIsland } from '../lib/islands/mount-react';
import { editorIds, removeEditors, restoreEditors, canRestoreEditors } from './editors';

const BOX = '#yomu-chapters .inside';
const FORMS = '#yomu-admin-forms';
const NOTICE = '.yomu-notice';
const PART = '[data-yomu-box-part]';

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/** A selector that finds the same control in the new box: its id, or its form and name. */
function sameControl(element: Element | null): string | null {
  if (!(element instanceof HTMLElement) || !element.closest(BOX)) return null;
  if (element.id) return `[id=${quoted(element.id)}]`;
  const form = element.getAttribute('form');
  const name = element.getAttribute('name');
  if (!form && !name) return null;
  return `${element.localName}${form ? `[form=${quoted(form)}]` : ''}${name ? `[name=${quoted(name)}]` : ''}`;
}

function liveRegion(): HTMLElement {
  let region = document.getElementById('yomu-box-live');
  if (!region) {
    region = document.createElement('p');
    region.id = 'yomu-box-live';
    region.className = 'screen-reader-text';
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

/** Replaces the box, its forms and the notice with the answer's; false when the answer is not this screen. */
function swap(answer: Document, url: string, importers: IslandImporters, focused: string | null): boolean {
  const box = document.querySelector<HTMLElement>(BOX);
  const next = answer.querySelector<HTMLElement>(BOX);
  if (!box || !next || !canRestoreEditors(editorIds(next))) return false;

  box.querySelectorAll<HTMLElement>('[data-island]').forEach(unmountIsland);
  removeEditors(editorIds(box));
  document.querySelectorAll(NOTICE).forEach((notice) => notice.remove());
  box.replaceChildren(...Array.from(next.childNodes, (node) => document.importNode(node, true)));
  // Parts of other boxes that follow the chapters (the chapter type, fixed once there are chapters).
  document.querySelectorAll<HTMLElement>(PART).forEach((part) => {
    const fresh = answer.querySelector(`[data-yomu-box-part=${quoted(part.dataset.yomuBoxPart ?? '')}]`);
    if (fresh) part.replaceWith(document.importNode(fresh, true));
  });
  const forms = answer.querySelector(FORMS);
  document.querySelector(FORMS)?.remove();
  if (forms) document.body.append(document.importNode(forms, true));

  // The notice shows at the top of the box, where the editor acted (core's dismiss button needs its jQuery script).
  const notices = Array.from(answer.querySelectorAll(NOTICE), (notice) => document.importNode(notice, true) as HTMLElement);
  notices.forEach((notice) => notice.classList.replace('is-dismissible', 'inline'));
  box.prepend(...notices);
  liveRegion().textContent = notices.map((notice) => notice.textContent?.trim()).join(' ');

  // A reload shows the same screen (the chapter panel open).
  history.replaceState(history.state, '', url);
  restoreEditors(editorIds(box));
  scheduleIslands(box, importers);
  document.dispatchEvent(new CustomEvent('yomu:box-updated', { detail: box }));
  const control = focused ? box.querySelector<HTMLElement>(focused) : null;
  if (control) control.focus({ preventScroll: true });
  else if (notices[0]) {
    notices[0].tabIndex = -1;
    notices[0].focus();
  }
  document.documentElement.dataset.yomuUpdated = String(Number(document.documentElement.dataset.yomuUpdated ?? 0) + 1);
  return true;
}

/** Lets the form be sent the usual way (the page loads with the answer). */
function sendNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.removeAttribute('data-yomu-sent');
  form.dataset.yomuInPlace = 'off';
  form.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
}

async function send(form: HTMLFormElement, submitter: HTMLElement | null, importers: IslandImporters): Promise<void> {
  const focused = sameControl(submitter ?? document.activeElement);
  let response: Response;
  try {
    // form.action would be the form's field named "action" (admin-post's action), not its address.
    response = await fetch(new URL(form.getAttribute('action') ?? '', location.href), { method: 'POST', body: new FormData(form, submitter), credentials: 'same-origin' });
  } catch {
    sendNatively(form, submitter);
    return;
  }
  const html = await response.text();
  const answer = new DOMParser().parseFromString(html, 'text/html');
  if (response.ok && response.redirected && swap(answer, response.url, importers, focused)) return;
  // Not the edit screen (a refusal page, an expired session): show that answer as the form would have.
  if (response.redirected) {
    location.assign(response.url);
    return;
  }
  document.documentElement.replaceWith(document.importNode(answer.documentElement, true));
}

/** Sends the box's marked forms in place from now on. */
export function sendFormsInPlace(importers: IslandImporters): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.dataset.yomuInPlace !== 'on') return;
    event.preventDefault();
    send(form, event.submitter, importers).catch((error: unknown) => {
      // Whatever went wrong here, the editor's click must still do what it did without this script.
      console.error('Sending the form in place failed; sending it the usual way.', error);
      sendNatively(form, event.submitter);
    });
  });
}
