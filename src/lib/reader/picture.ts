// The <picture> of a page image, as the server prints it (plugin/src/Reader/Picture.php follows the same rules):
// one source per variant format with its widths, the width the page is drawn at, and the original in the <img>.

/** One variant of a page: [url, MIME type, pixel width] (yomu_chapter_image_variants, Picture::data()). */
export type Variant = [url: string, type: string, width: number];

export interface PictureSource {
  type: string;
  srcset: string;
}

/** Formats a source may name, in the order the browser should try them (it takes the first it supports). */
export const SOURCE_TYPES = ['image/avif', 'image/webp', 'image/png'] as const;

/**
 * The reader column (theme/css/reader.css): 900 px at most (long strip 720 px, limited width 640 px, full width and
 * two-page spreads 1108 px), 16 px padding each side.
 */
const COLUMN = 900;
const STRIP = 720;
const LIMIT = 640;
const FULL = 1108;
const GUTTER = 32;
const HEIGHT_MARGIN = 16;

/**
 * Per format: its variants by width and, when the original is wider than the widest variant, the original at its
 * own width; with the data saver only the narrowest variant. None without variants (the bare <img>).
 */
export function pictureSources(variants: readonly Variant[], original: { url: string; width: number }, saver: boolean): PictureSource[] {
  return SOURCE_TYPES.flatMap((type) => {
    const widths = new Map<number, string>();
    variants
      .filter(([url, mime, width]) => mime === type && url && width > 0)
      .sort((a, b) => a[2] - b[2])
      .forEach(([url, , width]) => {
        if (!widths.has(width)) widths.set(width, url);
      });
    if (!widths.size) return [];
    let candidates = [...widths];
    if (saver) candidates = candidates.slice(0, 1);
    else if (original.url && original.width > candidates[candidates.length - 1][0]) candidates.push([original.width, original.url]);
    return [{ type, srcset: candidates.map(([width, url]) => `${url} ${width}w`).join(', ') }];
  });
}

export interface Layout {
  mode: 'paged' | 'list' | 'strip';
  fit: 'width' | 'height' | 'both' | 'original' | 'limit';
  /** "View full image": the column takes the whole reader width. */
  full: boolean;
  /** Two-page spreads: the column takes the whole reader width, and a page that is not wide half of it. */
  spread?: boolean;
}

const ratio = (width: number, height: number) => String(Number((width / height).toFixed(4)));

/**
 * The sizes attribute: the width a page is drawn at. Fit to height or both (paged only): at most as tall as the
 * viewport; original size: the page's own width; in a spread a page that is not wide takes half the column.
 */
export function pageSizes(layout: Layout, width: number, height: number): string {
  if (layout.fit === 'original' && width > 0) return `${width}px`;
  const column = layout.full || layout.spread ? FULL : layout.fit === 'limit' ? LIMIT : layout.mode === 'strip' ? STRIP : COLUMN;
  const half = !!layout.spread && !(width > height && height > 0);
  const share = half ? column / 2 : column;
  const viewport = half ? `calc(50vw - ${GUTTER / 2}px)` : `calc(100vw - ${GUTTER}px)`;
  if (layout.mode === 'paged' && (layout.fit === 'height' || layout.fit === 'both') && width > 0 && height > 0) {
    return `min(${viewport}, ${share}px, calc((100vh - ${HEIGHT_MARGIN}px) * ${ratio(width, height)}))`;
  }
  return `(max-width: ${column + GUTTER}px) ${viewport}, ${share}px`;
}
