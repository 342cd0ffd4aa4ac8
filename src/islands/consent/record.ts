// What an accept, reject or save does outside the overlays: writes the consent cookie (365 days), deletes the
// cookies of rejected categories, runs the scripts and frames now allowed, tells the other islands
// (CONSENT_EVENT) and records the action in the consent log. The page never reloads.
import { callAction } from '../../lib/api/client';
import type { ConsentLogAction } from '../../lib/api/consent';
import { activate } from './activate';
import type { ConsentConfig } from './config';
import { consentValue } from './overlay-state';
import { CATEGORIES, categoryList, CONSENT_EVENT, deleteCookies, newConsentId, read, write, type Choices, type ConsentState } from './state';

export function record(config: ConsentConfig, action: ConsentLogAction, categories: Choices): ConsentState {
  const state: ConsentState = {
    consentid: read(config.cookie)?.consentid ?? newConsentId(),
    consent: consentValue(categories),
    action: 'yes',
    categories,
  };
  write(state, config.days, config.cookie);
  const rejected = CATEGORIES.filter((category) => categories[category] === 'no');
  deleteCookies(rejected.flatMap((category) => config.cookies[category] ?? []));
  activate(document, (category) => category === 'necessary' || categories[category] === 'yes');
  document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: state }));
  if (config.log) {
    // keepalive: the record is sent even if the visitor leaves the page right after the click.
    callAction('yomu_consent_log', { consent_id: state.consentid, consent_action: action, categories: categoryList(categories) }, { keepalive: true }).catch(
      () => undefined,
    );
  }
  return state;
}
