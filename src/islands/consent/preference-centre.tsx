// The preference centre: a modal <dialog> ('Customise Consent Preferences', or 'Opt-out Preferences' under CCPA)
// with one switch per optional category (GDPR) or one opt-out box (CCPA). The native modal dialog keeps focus
// inside and closes on Escape; where focus goes back is the caller's (onClosed).
import { useLayoutEffect, useRef } from 'react';
import { ActionButtons } from './action-buttons';
import { Description } from './description';
import { optedOut, type ButtonAction } from './overlay-state';
import type { OverlayTexts } from './server-markup';
import type { Category, Choices } from './state';

interface Props {
  texts: OverlayTexts;
  open: boolean;
  draft: Choices;
  onToggle: (category: Category, on: boolean) => void;
  onOptOut: (on: boolean) => void;
  onAction: (action: ButtonAction, button: HTMLButtonElement) => void;
  onClosed: () => void;
}

export function PreferenceCentre({ texts, open, draft, onToggle, onOptOut, onAction, onClosed }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    else if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="yomu-consent-centre" aria-labelledby="yomu-consent-centre-title" onClose={onClosed}>
      <div className="yomu-consent-centre__head">
        <h2 id="yomu-consent-centre-title">{texts.centreTitle}</h2>
        <button type="button" className="yomu-consent-centre__close" data-consent-do="close" aria-label={texts.closeLabel} onClick={(event) => onAction('close', event.currentTarget)}>
          ×
        </button>
      </div>
      <div className="yomu-consent-centre__body">
        <Description text={texts.description} />
        {texts.optout !== null ? (
          <label className="yomu-consent-centre__optout">
            <input type="checkbox" data-consent-optout="" checked={optedOut(draft)} onChange={(event) => onOptOut(event.currentTarget.checked)} />
            {texts.optout}
          </label>
        ) : (
          texts.categories.map(({ slug, label, description, always }) => (
            <div key={slug} className="yomu-consent-centre__category">
              <div className="yomu-consent-centre__row">
                <label className="yomu-consent-centre__label" htmlFor={always === undefined ? `yomu-consent-${slug}` : undefined}>
                  {label}
                </label>
                {always !== undefined ? (
                  <span className="yomu-consent-centre__always">{always}</span>
                ) : (
                  <input
                    type="checkbox"
                    role="switch"
                    id={`yomu-consent-${slug}`}
                    data-consent-category={slug}
                    checked={draft[slug] === 'yes'}
                    onChange={(event) => onToggle(slug, event.currentTarget.checked)}
                  />
                )}
              </div>
              <p className="yomu-consent-centre__category-text">{description}</p>
            </div>
          ))
        )}
      </div>
      <div className="yomu-consent__buttons yomu-consent-centre__buttons">
        <ActionButtons buttons={texts.centreButtons} onAction={onAction} />
      </div>
    </dialog>
  );
}
