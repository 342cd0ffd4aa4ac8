// The consent overlays: banner (bottom-left box), preference centre (<dialog>) and revisit button. Accept,
// reject and save write the consent cookie, delete the cookies of rejected categories, activate what is now
// allowed, log the action on the server and announce the change; the page never reloads.
import { postAction } from '../../lib/api/client';
import { activate } from './activate';
import {
  allOf,
  CATEGORIES,
  categoryList,
  choices,
  CONSENT_EVENT,
  defaults,
  deleteCookies,
  newConsentId,
  read,
  write,
  type Category,
  type Choices,
  type ConsentState,
  type Law,
} from './state';
import { mountTruncation } from './truncate';

export interface ConsentProps {
  law?: Law;
  cookie?: string;
  days?: number;
  cookies?: Partial<Record<Category, string[]>>;
  log?: string;
}

type Action = 'accept' | 'reject' | 'custom';

export function mountConsent(element: HTMLElement, props: ConsentProps): void {
  const law: Law = props.law === 'ccpa' ? 'ccpa' : 'gdpr';
  const cookie = props.cookie ?? 'cookieyes-consent';
  const days = props.days ?? 365;
  const banner = element.querySelector<HTMLElement>('.yomu-consent-banner');
  const centre = element.querySelector<HTMLDialogElement>('dialog.yomu-consent-centre');
  const revisit = element.querySelector<HTMLButtonElement>('.yomu-consent-revisit');
  if (!banner || !centre || !revisit) return;
  const description = centre.querySelector<HTMLElement>('.yomu-consent-centre__description');
  if (description) mountTruncation(description);
  let opener: HTMLElement | null = null;

  const isAllowed = (category: Category) => category === 'necessary' || choices(law, cookie)[category] === 'yes';

  const showState = () => {
    const acted = read(cookie)?.action === 'yes';
    banner.hidden = acted;
    revisit.hidden = !acted;
  };

  const fillToggles = () => {
    const current = choices(law, cookie);
    centre.querySelectorAll<HTMLInputElement>('input[data-consent-category]').forEach((input) => {
      input.checked = current[input.dataset.consentCategory as Category] === 'yes';
    });
    const optout = centre.querySelector<HTMLInputElement>('input[data-consent-optout]');
    if (optout) optout.checked = CATEGORIES.some((category) => category !== 'necessary' && current[category] === 'no');
  };

  const chosen = (): Choices => {
    const optout = centre.querySelector<HTMLInputElement>('input[data-consent-optout]');
    if (optout) return optout.checked ? allOf('no') : allOf('yes');
    const result = defaults('gdpr');
    centre.querySelectorAll<HTMLInputElement>('input[data-consent-category]').forEach((input) => {
      result[input.dataset.consentCategory as Category] = input.checked ? 'yes' : 'no';
    });
    return result;
  };

  const apply = (action: Action, categories: Choices) => {
    const previous = read(cookie);
    const state: ConsentState = {
      consentid: previous?.consentid ?? newConsentId(),
      consent: CATEGORIES.some((category) => category !== 'necessary' && categories[category] === 'yes') ? 'yes' : 'no',
      action: 'yes',
      categories,
    };
    write(state, days, cookie);
    const rejected = CATEGORIES.filter((category) => categories[category] === 'no');
    deleteCookies(rejected.flatMap((category) => props.cookies?.[category] ?? []));
    activate(document, isAllowed);
    if (centre.open) centre.close();
    showState();
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: state }));
    if (props.log) {
      postAction(props.log, { consent_id: state.consentid, consent_action: action, categories: categoryList(categories) }, { keepalive: true }).catch(
        () => undefined,
      );
    }
  };

  const openCentre = (trigger: HTMLElement) => {
    opener = trigger;
    fillToggles();
    centre.showModal();
  };

  centre.addEventListener('close', () => {
    (opener && opener.isConnected && !opener.hidden ? opener : revisit.hidden ? null : revisit)?.focus();
  });

  element.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-do]');
    if (!button) return;
    switch (button.dataset.consentDo) {
      case 'accept':
        return apply('accept', allOf('yes'));
      case 'reject':
        return apply('reject', allOf('no'));
      case 'save':
        return apply('custom', chosen());
      case 'customise':
        return openCentre(button);
      case 'close':
        return centre.close();
    }
  });

  showState();
  activate(document, isAllowed);
  element.dataset.mounted = 'true';
}
