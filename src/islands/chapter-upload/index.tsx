// Chapter upload/edit island (framework-free). The forms post to admin-post.php without it; with it they go
// to admin-ajax with a progress bar, the result is shown in the form's status line, the chosen kind
// (images or text) shows only its fields, and the thumbnail input is cleared once the request is prepared.
import { postWithProgress } from '../../lib/api/client';
import { __ } from '../../lib/i18n';

interface Result {
  message?: string;
  url?: string;
}

function showKind(form: HTMLFormElement): void {
  const chosen = form.querySelector<HTMLInputElement>('input[name="chapter_kind"]:checked')?.value;
  if (!chosen) return;
  form.querySelectorAll<HTMLElement>('[data-kind]').forEach((part) => {
    part.hidden = part.dataset.kind !== chosen;
  });
}

function setup(form: HTMLFormElement): void {
  const progress = form.querySelector<HTMLProgressElement>('.yomu-upload__progress');
  const status = form.querySelector<HTMLElement>('.yomu-upload__status');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const isEdit = form.querySelector('input[name="action"]')?.getAttribute('value') === 'yomu_front_chapter_update';
  let busy = false;

  const say = (text: string, kind: 'success' | 'error' | '') => {
    if (!status) return;
    status.textContent = text;
    status.className = `yomu-upload__status${kind ? ` yomu-upload__status--${kind}` : ''}`;
    status.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  };

  showKind(form);
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'chapter_kind') showKind(form);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(form);
    // Fields of the kind not chosen are not sent.
    const kind = body.get('chapter_kind');
    if (kind === 'text') {
      body.delete('yomu_images[]');
      body.delete('yomu_zip');
    } else if (kind === 'images') body.delete('yomu_text');
    // The save is prepared: the thumbnail input is cleared (SPEC §4, chapter edit).
    const thumbnail = form.querySelector<HTMLInputElement>('input[name="chapter-thumbnail"]');
    if (thumbnail) thumbnail.value = '';
    busy = true;
    if (submit) submit.disabled = true;
    if (progress) {
      progress.hidden = false;
      progress.value = 0;
    }
    say(__('Uploading…'), '');
    postWithProgress<Result, Result>(body, (percent) => {
      if (progress) progress.value = percent;
    })
      .then((answer) => {
        const message = answer.data?.message ?? '';
        if (!answer.success) {
          say(message || __('The chapter could not be saved.'), 'error');
          return;
        }
        say(message, 'success');
        if (isEdit && answer.data.url) window.location.assign(answer.data.url);
        else if (!isEdit) {
          form.reset();
          showKind(form);
          if (answer.data.url && status) {
            const link = document.createElement('a');
            link.href = answer.data.url;
            link.textContent = __('Read the new chapter');
            status.append(' ', link);
          }
        }
      })
      .catch(() => say(__('The chapter could not be saved.'), 'error'))
      .finally(() => {
        busy = false;
        if (submit) submit.disabled = false;
        if (progress) progress.hidden = true;
      });
  });
}

export function mount(element: HTMLElement): void {
  element.querySelectorAll<HTMLFormElement>('form.yomu-upload__form').forEach(setup);
  element.dataset.mounted = 'true';
}
