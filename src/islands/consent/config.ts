// The consent island's props (Consent\Banner::print), checked: anything missing or malformed falls back to the
// SPEC defaults (GDPR, cookie 'cookieyes-consent', 365 days).
import { CATEGORIES, CONSENT_COOKIE, type Category, type Law } from './state';

export const CONSENT_LOG_ACTION = 'yomu_consent_log';

export interface ConsentConfig {
  law: Law;
  cookie: string;
  days: number;
  /** Cookie-name patterns per category, deleted when the category is rejected ('_ga_*' matches a prefix). */
  cookies: Partial<Record<Category, string[]>>;
  /** Whether actions are recorded in the consent log (SPEC §9: on). */
  log: boolean;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function readConfig(props: Record<string, unknown>): ConsentConfig {
  const cookies: ConsentConfig['cookies'] = {};
  const patterns = props.cookies && typeof props.cookies === 'object' ? (props.cookies as Record<string, unknown>) : {};
  for (const category of CATEGORIES) {
    const list = patterns[category];
    if (isStrings(list)) cookies[category] = list;
  }
  return {
    law: props.law === 'ccpa' ? 'ccpa' : 'gdpr',
    cookie: typeof props.cookie === 'string' && props.cookie !== '' ? props.cookie : CONSENT_COOKIE,
    days: typeof props.days === 'number' && props.days > 0 ? props.days : 365,
    cookies,
    log: props.log === CONSENT_LOG_ACTION,
  };
}
