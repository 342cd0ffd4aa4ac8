// What a saved chapter page needs besides itself, read from its HTML: the page images (and, for each <picture>,
// which saved image answers its other candidates) and the scripts and styles it loads.

export interface PageNeeds {
  images: Set<string>;
  /** Images around the chapter (the header's logo, an avatar): kept when they load, never required. */
  extras: Set<string>;
  assets: Set<string>;
  /** A candidate URL (a variant in a srcset) → the image saved for it. */
  aliases: Record<string, string>;
}

const absolute = (value: string, base: string): string | null => {
  try {
    return new URL(value, base).href.split('#')[0];
  } catch {
    return null;
  }
};

const candidates = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0])
    .filter(Boolean);

export function readerProps(doc: Document): { style?: string; pages?: number } {
  try {
    return JSON.parse(doc.querySelector<HTMLElement>('[data-island="reader"]')?.dataset.props ?? '{}') as { style?: string; pages?: number };
  } catch {
    return {};
  }
}

export function collect(doc: Document, base: string, needs: PageNeeds): void {
  doc.querySelectorAll<HTMLImageElement>('header img').forEach((img) => {
    const src = absolute(img.getAttribute('src') ?? '', base);
    if (src && !src.startsWith('data:')) needs.extras.add(src);
  });
  doc.querySelectorAll<HTMLImageElement>('.reading-content img').forEach((img) => {
    const src = absolute(img.getAttribute('data-src')?.trim() || img.getAttribute('src') || '', base);
    if (!src || src.startsWith('data:')) return;
    needs.images.add(src);
    const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
    const others = [img.getAttribute('srcset') ?? '', ...Array.from(picture?.querySelectorAll('source') ?? [], (source) => source.getAttribute('srcset') ?? '')];
    others.flatMap(candidates).forEach((candidate) => {
      const url = absolute(candidate, base);
      if (url && url !== src) needs.aliases[url] = src;
    });
  });
  doc.querySelectorAll<HTMLElement>('script[src], link[rel~="stylesheet"][href], link[rel="modulepreload"][href]').forEach((element) => {
    const url = absolute(element.getAttribute('src') ?? element.getAttribute('href') ?? '', base);
    if (url) needs.assets.add(url);
  });
  // The islands' strings, at the address the page's catalogue names (php-bridge Translations::by_address).
  const catalogue = doc.getElementById('yomu-l10n')?.textContent ?? '';
  try {
    const url = (JSON.parse(catalogue.slice(catalogue.indexOf('{'), catalogue.lastIndexOf('}') + 1)) as { url?: unknown }).url;
    const absoluteUrl = typeof url === 'string' ? absolute(url, base) : null;
    if (absoluteUrl) needs.assets.add(absoluteUrl);
  } catch {
    // No catalogue in this page: nothing to add.
  }
  doc.querySelectorAll('script[type="importmap"]').forEach((script) => {
    try {
      const map = JSON.parse(script.textContent ?? '{}') as { imports?: Record<string, string> };
      Object.values(map.imports ?? {}).forEach((value) => {
        const url = absolute(value, base);
        if (url) needs.assets.add(url);
      });
    } catch {
      // Not a map: nothing to add.
    }
  });
}
