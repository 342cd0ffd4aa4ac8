// The row of consent buttons of the banner and of the preference centre, as the server printed them.
import type { ButtonAction } from './overlay-state';
import type { ButtonData } from './server-markup';

export function ActionButtons({ buttons, onAction }: { buttons: ButtonData[]; onAction: (action: ButtonAction, button: HTMLButtonElement) => void }) {
  return buttons.map(({ action, label, className }) => (
    <button key={action} type="button" className={className} data-consent-do={action} onClick={(event) => onAction(action, event.currentTarget)}>
      {label}
    </button>
  ));
}
