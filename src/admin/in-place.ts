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

/**
 * Replaces the box, its forms, its notice and the parts that follow it with the answer's, and returns the new box's
 * notices; null when the answer is not this screen (nothing changed then).
 */
function swap(answer: Document, importers: IslandImporters): HTMLElement[] | null {
  const box = document.querySelector<HTMLElement>(BOX);
  const next = answer.querySelector<HTMLElement>(BOX);
  if (!box || !next || !canRestoreEditors(editorIds(next))) return null;

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

  restoreEditors(editorIds(box));
  scheduleIslands(box, importers);
  return notices;
}

const withoutHash = (url: string) => url.split('#')[0];

/** The screen's address without its fragment, as the box last showed it (a fragment link must not refetch it). */
let shown = withoutHash(location.href);

/** Counts the updates on <html>, for whoever waits for one (the e2e tests). */
function counted(): void {
  shown = withoutHash(location.href);
  document.documentElement.dataset.yomuUpdated = String(Number(document.documentElement.dataset.yomuUpdated ?? 0) + 1);
}

function focusFirst(...elements: (HTMLElement | null | undefined)[]): void {
  const element = elements.find(Boolean);
  if (!element) return;
  if (element.tabIndex < 0 && !element.matches('a[href], button, input, select, textarea')) element.tabIndex = -1;
  element.focus();
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
  const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
  const notices = response.ok && response.redirected ? swap(answer, importers) : null;
  if (notices) {
    // A reload shows the same screen (the chapter panel open).
    history.replaceState(history.state, '', response.url);
    const control = focused ? document.querySelector<HTMLElement>(`${BOX} ${focused}`) : null;
    if (control) control.focus({ preventScroll: true });
    else focusFirst(notices[0]);
    counted();
    return;
  }
  // Not the edit screen (a refusal page, an expired session): show that answer as the form would have.
  if (response.redirected) {
    location.assign(response.url);
    return;
  }
  document.documentElement.replaceWith(document.importNode(answer.documentElement, true));
}

/** Draws the box as the screen at url shows it now; false when it cannot (the browser goes to url then). */
async function load(url: string, importers: IslandImporters): Promise<boolean> {
  const response = await fetch(url, { credentials: 'same-origin' });
  const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
  if (response.ok && swap(answer, importers)) return true;
  location.assign(url);
  return false;
}

/** What an island that changed the chapters asks for (the import, when it ends): the box drawn again. */
export interface BoxRefresh {
  /** Read out once the box is drawn again. */
  message: string;
  /** The control that takes the focus in the new box. */
  focus: string;
}

/**
 * Draws the box again where the editor is (event yomu:box-refresh); the message is read out and the named control
 * takes the focus.
 */
async function refresh({ message, focus }: BoxRefresh, importers: IslandImporters): Promise<void> {
  if (!(await load(location.href, importers))) return;
  liveRegion().textContent = message;
  focusFirst(document.querySelector<HTMLElement>(`${BOX} ${focus}`), document.querySelector<HTMLElement>(BOX));
  counted();
}

/**
 * Opens or closes the chapter panel in place (its "Edit" and "Close" links). The address follows (Back closes what
 * Edit opened); the focus goes to the panel's title, or back to the closed chapter's "Edit" link.
 */
async function follow(url: string, importers: IslandImporters, remember: boolean): Promise<void> {
  const closing = new URL(url, location.href).searchParams.get('yomu_chapter') === null;
  const was = new URL(location.href).searchParams.get('yomu_chapter');
  if (!(await load(url, importers))) return;
  if (remember) history.pushState(null, '', url);
  const panel = document.getElementById('yomu-chapter-panel');
  if (!closing && panel) {
    panel.scrollIntoView({ block: 'start' });
    focusFirst(document.getElementById('yomu-chapter-panel-title'), panel);
  } else {
    const edit = was ? document.querySelector<HTMLElement>(`${BOX} a[data-yomu-in-place="on"][href*="yomu_chapter=${Number(was)}#"]`) : null;
    focusFirst(edit, document.querySelector<HTMLElement>(BOX));
  }
  counted();
}

/** Sends the box's marked forms, follows its marked links and draws it again when asked, in place from now on. */
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
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-yomu-in-place="on"]') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(link.href, importers, true).catch(() => location.assign(link.href));
  });
  document.addEventListener('yomu:box-refresh', (event) => {
    const { detail } = event as CustomEvent<BoxRefresh>;
    refresh(detail, importers).catch(() => location.reload());
  });
  // Back and Forward between panels opened in place.
  window.addEventListener('popstate', () => {
    if (document.querySelector(BOX) && withoutHash(location.href) !== shown) follow(location.href, importers, false).catch(() => location.reload());
  });
}
