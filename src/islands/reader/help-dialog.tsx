// The keyboard shortcut help (opened with ? or the Shortcuts button; Esc and Close shut it, as a modal dialog does).
import { memo, type Ref } from 'react';
import { __ } from '../../lib/i18n';

export const HelpDialog = memo(function HelpDialog({ ref }: { ref: Ref<HTMLDialogElement> }) {
  return (
    <dialog className="reader-help-dialog" aria-labelledby="reader-help-title" ref={ref}>
      <h2 id="reader-help-title">{__('Keyboard shortcuts')}</h2>
      <dl>
        <dt>
          <kbd>←</kbd>
        </dt>
        <dd>{__('Previous page')}</dd>
        <dt>
          <kbd>→</kbd>
        </dt>
        <dd>{__('Next page')}</dd>
        <dt>
          <kbd>←</kbd> <kbd>→</kbd>
        </dt>
        <dd>{__('Swapped in right-to-left reading')}</dd>
        <dt>
          <kbd>Esc</kbd>
        </dt>
        <dd>{__('Close a panel or this help')}</dd>
        <dt>
          <kbd>?</kbd>
        </dt>
        <dd>{__('Show this help')}</dd>
      </dl>
      <form method="dialog">
        <button type="submit" className="reader-btn">
          {__('Close')}
        </button>
      </form>
    </dialog>
  );
});
