// The islands' strings on the site's pages: php-bridge prints only the catalogue's address (its strings are not in
// every page's HTML); the loader fetches them once, beside the first island's code, into window.yomuL10n, where
// __() reads them (lib/i18n.ts). Part of the loader: it must not pull i18n's shared chunk in before the first image.

let fetching: Promise<void> | null = null;

/** The strings at url, or the copy saved for offline reading when there is no network (lib/offline/collect.ts). */
async function fetchStrings(url: string): Promise<Record<string, string> | null> {
  const response = await fetch(url).catch(() => (typeof caches === 'undefined' ? undefined : caches.match(url)));
  if (!response?.ok) return null;
  const strings: unknown = await response.json();
  return strings && typeof strings === 'object' && !Array.isArray(strings) ? (strings as Record<string, string>) : null;
}

/**
 * Resolves once the page's strings are there (at once when the page carried them, as wp-admin screens do); without
 * them the islands speak their English source strings.
 */
export function stringsReady(): Promise<void> {
  const catalogue = window.yomuL10n;
  if (!catalogue?.url) return Promise.resolve();
  const { url } = catalogue;
  return (fetching ??= fetchStrings(url)
    .then((strings) => {
      if (strings) catalogue.strings = strings;
    })
    .catch(() => undefined));
}
