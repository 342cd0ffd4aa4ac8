// The chapters box's forms (plugin Admin\Forms), before they are sent: a destructive button asks first
// (data-yomu-confirm), a form is sent once (a download as often as asked), the visual editor's text reaches its
// textarea, and an upload or save button says it is working (data-yomu-busy). They run in the capture phase, ahead
// of the in-place sending (in-place.ts), which leaves a form alone when one of these stopped it.
import { __ } from '../lib/i18n';

interface TinyMce {
  triggerSave(): void;
}

function guard(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains('yomu-form')) return;
  const button = event.submitter;
  const question = button?.getAttribute('data-yomu-confirm');
  if (question && !window.confirm(question)) {
    event.preventDefault();
    return;
  }
  if (form.dataset.yomuSent === '1') {
    event.preventDefault();
    return;
  }
  (window as unknown as { tinymce?: TinyMce }).tinymce?.triggerSave();
  // A download (its answer a file, data-yomu-in-place="file") leaves the screen as it was: it may be sent again.
  if (form.dataset.yomuInPlace !== 'file') form.dataset.yomuSent = '1';
  if (button?.hasAttribute('data-yomu-busy')) {
    button.textContent = form.getAttribute('enctype') === 'multipart/form-data' ? __('Uploading…') : __('Saving…');
    button.setAttribute('aria-busy', 'true');
  }
}

/** Guards the box's forms from now on. */
export function guardForms(): void {
  document.addEventListener('submit', guard, true);
  // A page restored from the back/forward cache must accept a new submit.
  window.addEventListener('pageshow', () => {
    document.querySelectorAll<HTMLFormElement>('form.yomu-form[data-yomu-sent]').forEach((form) => form.removeAttribute('data-yomu-sent'));
  });
}
