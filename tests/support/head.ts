// The head of a page as a crawler reads it: each SEO tag's values (how many there are matters: one of each), the
// JSON-LD scripts and the visible breadcrumb trail.
import { expect } from 'vitest';

export interface Head {
  doc: Document;
  /** Every value of a tag, in page order. */
  all: (selector: string) => string[];
  /** The value of a tag that must appear exactly once. */
  one: (selector: string) => string;
  jsonLd: Array<Record<string, unknown>>;
}

const valueOf = (element: Element): string =>
  element.tagName === 'TITLE' ? (element.textContent ?? '') : (element.getAttribute('content') ?? element.getAttribute('href') ?? '');

export async function head(url: string, cookie = ''): Promise<Head> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(response.status, url).toBe(200);
  const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
  const all = (selector: string) => Array.from(doc.querySelectorAll(selector)).map(valueOf);
  const one = (selector: string) => {
    const values = all(selector);
    expect(values, `${selector} on ${url}`).toHaveLength(1);
    return values[0];
  };
  const jsonLd = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
  return { doc, all, one, jsonLd };
}

/** The SEO set every page has once: canonical, title, description and their OpenGraph copies. */
export const SEO_TAGS = {
  canonical: 'link[rel="canonical"]',
  title: 'head title',
  description: 'meta[name="description"]',
  ogTitle: 'meta[property="og:title"]',
  ogUrl: 'meta[property="og:url"]',
  ogDescription: 'meta[property="og:description"]',
} as const;

/** The one value of each tag of the set. */
export function seoSet(page: Head): Record<keyof typeof SEO_TAGS, string> {
  return Object.fromEntries(Object.entries(SEO_TAGS).map(([key, selector]) => [key, page.one(selector)])) as Record<keyof typeof SEO_TAGS, string>;
}

/** The visible trail: [name, link] per crumb (null for the current page). */
export const visibleCrumbs = (doc: Document): Array<[string, string | null]> =>
  Array.from(doc.querySelectorAll('nav.c-breadcrumb ol.breadcrumb > li')).map((li) => [li.textContent?.trim() ?? '', li.querySelector('a')?.getAttribute('href') ?? null]);
