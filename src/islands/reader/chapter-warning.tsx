// The chapter's content warning (Reader\Warning prints it before the reading area): while it is shown, the reading
// content waits behind it (theme/css/reader.css: .chapter-warning + .reading-content), until the reader says so.
import { useEffect, useRef } from 'react';
import { __ } from '../../lib/i18n';
import type { WarningData } from './warning-gate';

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
