// The end of a chapter form: progress bar, status line and submit button, as the server prints them.
import { __ } from '../../lib/i18n';
import type { UploadState } from './upload-state';

interface Props {
  state: UploadState;
  submitLabel: string;
}

export function FormTail({ state, submitLabel }: Props) {
  const { status } = state;
  return (
    <>
      <progress className="yomu-upload__progress" max={100} value={state.progress} hidden={!state.busy} />
      <p className={status.tone ? `yomu-upload__status yomu-upload__status--${status.tone}` : 'yomu-upload__status'} role={status.tone === 'error' ? 'alert' : 'status'} aria-live="polite">
        {status.text}
        {status.link && (
          <>
            {' '}
            <a href={status.link}>{__('Read the new chapter')}</a>
          </>
        )}
      </p>
      <p>
        <button type="submit" className="button yomu-upload__submit" disabled={state.busy}>
          {submitLabel}
        </button>
      </p>
    </>
  );
}
