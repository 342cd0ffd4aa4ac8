// The unit tests' copies of server markup (src/islands/*/…fixture.ts: "as the plugin prints it") against what the
// real PHP prints on this site, in Turkish like the copies: a template change the copy does not follow fails here,
// instead of the island's tests going on testing markup the site no longer sends.
import { describe, expect, it } from 'vitest';
import { modalsHtml } from '../../src/islands/account-modals/modals.fixture';
import { CCPA_MARKUP, GDPR_MARKUP } from '../../src/islands/consent/server-markup.fixture';
import { fixture } from '../support/fixture';
import { site } from '../support/site';

/** Server markup printed by the site switched to Turkish, open to sign-ups as the copies are. */
function turkish(markup: 'consent_gdpr' | 'consent_ccpa' | 'account_modals', reset?: { login: string; key: string }): string {
  return fixture('site_turkish_markup', reset ? { markup, reset } : { markup });
}

/**
 * Whitespace between tags and runs of it do not count; the site's own address is written as the copies write it.
 * One tag a line, so a difference shows as a line.
 */
function normalised(html: string): string {
  return html
    .split(site.url)
    .join('')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/></g, '>\n<');
}

describe('server markup copies used by the unit tests', () => {
  it('the consent overlays (GDPR and CCPA) are what Consent\\Banner::markup() prints', () => {
    expect(normalised(turkish('consent_gdpr'))).toBe(normalised(GDPR_MARKUP));
    expect(normalised(turkish('consent_ccpa'))).toBe(normalised(CCPA_MARKUP));
  });

  it('the account modals are what Account\\Modals::render() prints, with and without a mailed reset link', () => {
    expect(normalised(turkish('account_modals'))).toBe(normalised(modalsHtml()));
    const reset = { login: 'okur', key: 'k3y' };
    expect(normalised(turkish('account_modals', reset))).toBe(normalised(modalsHtml({ reset })));
  });
});
