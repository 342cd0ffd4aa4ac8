// Runs axe-core in a page and lists its violations ("rule: selectors") of at least an impact.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core');

interface Violation {
  id: string;
  impact: string | null;
  nodes: Array<{ target: string[] }>;
}

const IMPACTS = ['minor', 'moderate', 'serious', 'critical'];

/** axe-core's violations of at least the given impact on the page as it is now (e.g. with a menu open). */
export async function violations(page: Page, least: 'moderate' | 'serious'): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return found
    .filter((v) => IMPACTS.indexOf(v.impact ?? '') >= IMPACTS.indexOf(least))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe-core's serious and critical violations on the page as it is now. */
export const seriousViolations = (page: Page): Promise<string[]> => violations(page, 'serious');

/**
 * The headings a screen reader meets that skip a level (an h3 after an h1, say), as "hN after hM: text"; headings
 * not drawn at all (closed dialogs) do not count, visually hidden ones do.
 */
export async function headingSkips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')).filter((heading) => heading.getClientRects().length > 0);
    return headings.flatMap((heading, index) => {
      const level = Number(heading.tagName[1]);
      const before = index === 0 ? 0 : Number(headings[index - 1].tagName[1]);
      return level > before + 1 ? [`h${level} after ${before ? `h${before}` : 'nothing'}: ${heading.textContent?.trim()}`] : [];
    });
  });
}
