// The analytics island (Analytics\Tag): no UI, so a plain module, not a React component (README "Islands without
// UI"). The props are checked here; without a measurement id and tag URL nothing is loaded.
import { mountAnalytics, type AnalyticsProps } from './analytics';

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The tag's URL if it is an http(s) one (a self-hosted copy may be given as a path). */
function scriptUrlOf(value: unknown): string {
  try {
    const url = new URL(text(value), window.location.href);
    return text(value) !== '' && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : '';
  } catch {
    return '';
  }
}

export function readProps(props: Record<string, unknown>): AnalyticsProps | null {
  const id = text(props.id);
  const scriptUrl = scriptUrlOf(props.scriptUrl);
  if (id === '' || scriptUrl === '') return null;
  return {
    id,
    scriptUrl,
    adsId: text(props.adsId) || undefined,
    conversions: isStrings(props.conversions) ? props.conversions : undefined,
    searchParams: isStrings(props.searchParams) ? props.searchParams : undefined,
    downloads: isStrings(props.downloads) ? props.downloads : undefined,
    law: props.law === 'ccpa' ? 'ccpa' : 'gdpr',
    cookie: text(props.cookie) || undefined,
  };
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const checked = readProps(props);
  if (checked) mountAnalytics(element, checked);
}
