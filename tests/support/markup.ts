// Comparing the unit tests' copies of server markup with what the site prints (tests/integration/markup-*.test.ts).
import { site } from './site-env';

/**
 * Markup in a form where only what the page means counts: the site's own address is written as the copies write it
 * (site-relative), quotes and self-closing slashes as the copies write them, whitespace between tags and runs of
 * it do not count. One tag a line, so a difference shows as a line.
 */
export function normalisedMarkup(html: string): string {
  return html
    .split(site.url)
    .join('')
    .replace(/'/g, '"')
    .replace(/\s*\/>/g, '>')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/></g, '>\n<');
}

/** A page's markup without the first-screen rules the theme prints in its head (their selectors name every class). */
export const withoutCriticalCss = (html: string): string => html.replace(/<style id="yomu-critical-css">[^<]*<\/style>/, '');
