// Our own string catalogue: php-bridge prints window.yomuL10n with the locale and direction; its strings (every
// island string WordPress translated in the plugin's text domain "yomu-core", which ships the islands) are inline on
// wp-admin screens and, on the site's pages, at `url`, which the loader fetches beside the first island's code
// (islands/strings.ts).
// The build lists the strings in i18n-strings.json from the __() calls below.

export interface Catalogue {
  locale: string;
  rtl: boolean;
  strings: Record<string, string>;
  /** Where the strings are, when the page does not carry them. */
  url?: string;
}

declare global {
  interface Window {
    yomuL10n?: Catalogue;
  }
}

const fallback: Catalogue = { locale: 'en_US', rtl: false, strings: {} };

function catalogue(): Catalogue {
  return (typeof window !== 'undefined' && window.yomuL10n) || fallback;
}

/** Translates a source string. Only string literals may be passed, so the build can collect them. */
export function __(text: string): string {
  const strings = catalogue().strings;
  return Object.prototype.hasOwnProperty.call(strings, text) ? strings[text] : text;
}

/** Replaces %s and %1$s-style placeholders, in order or by position. */
export function sprintf(format: string, ...args: Array<string | number>): string {
  let next = 0;
  return format.replace(/%(?:(\d+)\$)?([sd%])/g, (match, position: string | undefined, type: string) => {
    if (type === '%') return '%';
    const value = args[position ? Number(position) - 1 : next++];
    return value === undefined ? match : String(value);
  });
}
