// The unit tests' copies of server markup (src/islands/*/…fixture.ts: "as the plugin prints it") against what the
// real PHP prints on this site, in Turkish like the copies: a template change the copy does not follow fails here,
// instead of the island's tests going on testing markup the site no longer sends.
import { describe, expect, it } from 'vitest';
import { modalsHtml } from '../../src/islands/account-modals/modals.fixture';
import { CCPA_MARKUP, GDPR_MARKUP } from '../../src/islands/consent/server-markup.fixture';
import { fixture } from '../support/fixture';
import { normalisedMarkup } from '../support/markup';

/** Server markup printed by the site switched to Turkish, open to sign-ups as the copies are. */
function turkish(markup: 'consent_gdpr' | 'consent_ccpa' | 'account_modals', reset?: { login: string; key: string }): string {
  return fixture('site_turkish_markup', reset ? { markup, reset } : { markup });
}


describe('server markup copies used by the unit tests', () => {
  it('the consent overlays (GDPR and CCPA) are what Consent\\Banner::markup() prints', () => {
    expect(normalisedMarkup(turkish('consent_gdpr'))).toBe(normalisedMarkup(GDPR_MARKUP));
    expect(normalisedMarkup(turkish('consent_ccpa'))).toBe(normalisedMarkup(CCPA_MARKUP));
  });

  it('the account modals are what Account\\Modals::render() prints, with and without a mailed reset link', () => {
    expect(normalisedMarkup(turkish('account_modals'))).toBe(normalisedMarkup(modalsHtml()));
    const reset = { login: 'okur', key: 'k3y' };
    expect(normalisedMarkup(turkish('account_modals', reset))).toBe(normalisedMarkup(modalsHtml({ reset })));
  });
});
