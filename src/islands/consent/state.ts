// The consent cookie (SPEC §3): "consentid:<32 chars>,consent:yes|no,action:yes|no,<category>:yes|no,…", kept
// 365 days. Shared by the consent and analytics islands; both listen for CONSENT_EVENT after every change.
import Cookies from 'js-cookie';

export const CATEGORIES = ['necessary', 'functional', 'analytics', 'performance', 'advertisement'] as const;
export type Category = (typeof CATEGORIES)[number];
export type YesNo = 'yes' | 'no';
export type Law = 'gdpr' | 'ccpa';
export type Choices = Record<Category, YesNo>;

export const CONSENT_COOKIE = 'cookieyes-consent';
export const CONSENT_EVENT = 'yomu:consent';
/** Asks the consent island to run the allowed held-back frames again (an island put new ones in the page). */
export const CONSENT_SCAN_EVENT = 'yomu:consent-scan';

export interface ConsentState {
  consentid: string;
  consent: YesNo;
  action: YesNo;
  categories: Choices;
}

/** What applies before the visitor acts: GDPR opts in (all off), CCPA opts out (all on). */
export function defaults(law: Law): Choices {
  const value: YesNo = law === 'ccpa' ? 'yes' : 'no';
  return { necessary: 'yes', functional: value, analytics: value, performance: value, advertisement: value };
}

export function allOf(value: YesNo): Choices {
  return { necessary: 'yes', functional: value, analytics: value, performance: value, advertisement: value };
}

/** A random id of 32 letters and digits. */
export function newConsentId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export function parse(value: string | undefined): ConsentState | null {
  if (!value) return null;
  const fields: Record<string, string> = {};
  for (const pair of value.split(',')) {
    const at = pair.indexOf(':');
    if (at > 0) fields[pair.slice(0, at)] = pair.slice(at + 1);
  }
  if (!/^[A-Za-z0-9]{32}$/.test(fields.consentid ?? '')) return null;
  const yesNo = (field: string | undefined): YesNo => (field === 'yes' ? 'yes' : 'no');
  const categories = allOf('no');
  for (const category of CATEGORIES) categories[category] = yesNo(fields[category]);
  categories.necessary = 'yes';
  return { consentid: fields.consentid, consent: yesNo(fields.consent), action: yesNo(fields.action), categories };
}

export function serialize(state: ConsentState): string {
  const parts = [`consentid:${state.consentid}`, `consent:${state.consent}`, `action:${state.action}`];
  for (const category of CATEGORIES) parts.push(`${category}:${state.categories[category]}`);
  return parts.join(',');
}

/** "necessary:yes,functional:no,…" as the consent log expects. */
export function categoryList(choices: Choices): string {
  return CATEGORIES.map((category) => `${category}:${choices[category]}`).join(',');
}

export function read(cookie: string = CONSENT_COOKIE): ConsentState | null {
  return parse(Cookies.get(cookie));
}

export function write(state: ConsentState, days: number, cookie: string = CONSENT_COOKIE): void {
  Cookies.set(cookie, serialize(state), { expires: days, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' });
}

/** The choices in force: the visitor's once they acted, the law's defaults before. */
export function choices(law: Law, cookie: string = CONSENT_COOKIE): Choices {
  const state = read(cookie);
  return state && state.action === 'yes' ? state.categories : defaults(law);
}

export function allowed(category: Category, law: Law, cookie: string = CONSENT_COOKIE): boolean {
  return category === 'necessary' || choices(law, cookie)[category] === 'yes';
}

/** Whether a cookie name matches a pattern; a trailing * matches any suffix. */
export function matches(name: string, pattern: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** Deletes the cookies matching the patterns, on this host and its parent domains. */
export function deleteCookies(patterns: string[]): string[] {
  if (!patterns.length) return [];
  const names = document.cookie
    .split(';')
    .map((part) => decodeURIComponent(part.split('=')[0].trim()))
    .filter((name) => name && patterns.some((pattern) => matches(name, pattern)));
  const labels = location.hostname.split('.');
  const domains: Array<string | undefined> = [undefined];
  for (let i = 0; i < labels.length - 1; i++) domains.push('.' + labels.slice(i).join('.'));
  for (const name of names) {
    for (const domain of domains) Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' });
  }
  return names;
}
