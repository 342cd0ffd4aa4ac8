// The chapter's content warning (Reader\Warning prints it before the reading area): while it is shown, the reading
// content waits behind it (theme/css/reader.css: .chapter-warning + .reading-content), until the reader says so.
import { useEffect, useRef } from 'react';
import { __ } from '../../lib/i18n';

export interface WarningData {
  /** The manga and the warning text (Reader\Warning::key()). */
  key: string;
  /** Safe HTML: the page's own (kses-filtered by the server), or an answer's after DOMPurify. */
  html: string;
}

/** The server's warning block (null when the page has none). */
export function readWarning(root: ParentNode): WarningData | null {
  const block = root.querySelector<HTMLElement>('.chapter-warning[data-key]');
  const key = block?.dataset.key ?? '';
  return block && /^[0-9a-f-]+$/.test(key) ? { key, html: block.querySelector('.chapter-warning__text')?.innerHTML ?? '' } : null;
}

interface ChapterWarningProps {
  warning: WarningData;
  /** Move the focus to its button (a warning that came with an in-place turn). */
  focus: boolean;
  onContinue: () => void;
}

export function ChapterWarning({ warning, focus, onContinue }: ChapterWarningProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus, warning.key]);
  return (
    <div className="chapter-warning alert alert-warning" role="region" aria-labelledby="chapter-warning-title">
      <p id="chapter-warning-title" className="chapter-warning__title">
        {__('Content warning')}
      </p>
      <div className="chapter-warning__text" dangerouslySetInnerHTML={{ __html: warning.html }} />
      <p className="chapter-warning__actions">
        <button ref={button} type="button" className="chapter-warning__continue" onClick={onContinue}>
          {__('I understand, show the chapter')}
        </button>
      </p>
    </div>
  );
}
