// The consent overlays (SPEC §2, §4): the box banner bottom-left, the preference centre and the revisit button
// bottom-left. They render exactly the server's markup (the banner is often the page's LCP element and is
// already showing when React takes over), from the server's texts and the consent cookie.
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { ActionButtons } from './action-buttons';
import type { ConsentConfig } from './config';
import { choicesFor, initialState, reduce, type ButtonAction } from './overlay-state';
import { PreferenceCentre } from './preference-centre';
import { record } from './record';
import type { OverlayTexts } from './server-markup';
import { read } from './state';

export interface ConsentProps {
  config: ConsentConfig;
  texts: OverlayTexts;
  /** The server overlays being replaced: focus or a click there moves to the same control here. */
  server?: Element;
  /** The control of the server overlays clicked before React took over, if any (the banner shows before). */
  takeEarlyClick?: () => Element | null;
}

/** The same control in the other copy of the overlays: the same position among the consent controls. */
function counterpart(control: Element | null, from: Element, to: Element): HTMLElement | null {
  const controls = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>('.yomu-consent-banner, [data-consent-do], input[type="checkbox"]'));
  const index = control ? controls(from).indexOf(control as HTMLElement) : -1;
  return index >= 0 ? (controls(to)[index] ?? null) : null;
}

const shown = (element: HTMLElement | null): element is HTMLElement => !!element && element.isConnected && !element.closest('[hidden]');

function ConsentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 10 10 4 4 0 0 1-5-5 4 4 0 0 1-5-5zm-4.5 9a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm3 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zm5 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM9 6.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
      />
    </svg>
  );
}

export function Consent({ config, texts, server, takeEarlyClick }: ConsentProps) {
  const [state, dispatch] = useReducer(reduce, null, () => initialState(config.law, read(config.cookie)));
  const root = useRef<HTMLDivElement>(null);
  const revisit = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const { draft } = state;

  const onAction = useCallback(
    (action: ButtonAction, button: HTMLButtonElement) => {
      switch (action) {
        case 'accept':
        case 'reject':
        case 'save': {
          const categories = choicesFor(action, config.law, draft);
          record(config, action === 'save' ? 'custom' : action, categories);
          return dispatch({ type: 'applied', choices: categories });
        }
        case 'customise':
          opener.current = button;
          return dispatch({ type: 'opened' });
        case 'close':
          return dispatch({ type: 'closed' });
      }
    },
    [config, draft],
  );

  // The centre closed (a button, Escape or a choice): focus goes back to what opened it, or to the revisit
  // button when that is gone with the banner.
  const onClosed = () => {
    dispatch({ type: 'closed' });
    const back = shown(opener.current) ? opener.current : shown(revisit.current) ? revisit.current : null;
    back?.focus();
  };

  // Taking over from the server overlays: keep the focused control focused, and replay an early click.
  useLayoutEffect(() => {
    if (!server || !root.current) return;
    counterpart(document.activeElement, server, root.current)?.focus();
    counterpart(takeEarlyClick?.() ?? null, server, root.current)?.click();
  }, [server, takeEarlyClick]);

  return (
    <div ref={root} className={`yomu-consent yomu-consent--${config.law}`}>
      <section className="yomu-consent-banner" aria-labelledby="yomu-consent-title" tabIndex={-1} hidden={state.acted}>
        <h2 id="yomu-consent-title" className="yomu-consent-banner__title">
          {texts.bannerTitle}
        </h2>
        <p className="yomu-consent-banner__text">{texts.bannerText}</p>
        <div className="yomu-consent__buttons">
          <ActionButtons buttons={texts.bannerButtons} onAction={onAction} />
        </div>
      </section>
      <PreferenceCentre
        texts={texts}
        open={state.centreOpen}
        draft={draft}
        onToggle={(category, on) => dispatch({ type: 'toggled', category, on })}
        onOptOut={(on) => dispatch({ type: 'opted-out', on })}
        onAction={onAction}
        onClosed={onClosed}
      />
      <button
        ref={revisit}
        type="button"
        className="yomu-consent-revisit"
        data-consent-do="customise"
        aria-label={texts.revisitLabel}
        title={texts.revisitLabel}
        hidden={!state.acted}
        onClick={(event) => onAction('customise', event.currentTarget)}
      >
        <ConsentIcon />
      </button>
    </div>
  );
}
