// Element boxes for "nothing covers the page" checks: in the viewport, or in page coordinates (comparable wherever
// the page is scrolled), and whether two overlap.
import type { Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export const viewBox = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
  });

export const pageBox = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height };
  });
