// Page variants (plugin/src/Images): the time to build one page's variants (format measured at 720 px, then
// encoded at 480/720/1080) and the bytes of each candidate format at 720 px, on a drawn 1000×1500 JPEG q85
// line-art page and a 720×6000 long strip (bench/lib/variants.php). `npm run bench -- --only=variants`.
// Budget: 2 s per paged page, since AVIF's slower encoder (FormatChoice) doubled it for a third fewer bytes.
import path from 'node:path';
import { repoDir } from '../scripts/lib/paths.mjs';
import { phpInSite } from './lib/wp.mjs';

export const title = 'Page variants: build time per page and candidate bytes (GD, SSIM ≥ 0.975)';

export async function run(site) {
  const output = phpInSite(site.siteDir, `require ${JSON.stringify(path.join(repoDir, 'bench/lib/variants.php'))};`);
  const results = JSON.parse(output.slice(output.indexOf('{')));
  const rows = [];
  for (const [page, result] of Object.entries(results)) {
    const paged = page.startsWith('paged');
    rows.push({ name: `${page}: build`, value: result.ms, unit: 'ms', ...(paged ? { budget: 2000 } : {}), note: 'median of 5' });
    rows.push({ name: `${page}: original`, value: Math.round(result.original / 1024), unit: 'KB' });
    for (const [mime, found] of Object.entries(result.candidates)) {
      const value = found ? Math.round(found.bytes / 1024) : 0;
      rows.push({ name: `${page}: ${mime} at 720 px`, value, unit: 'KB', note: found ? `q${found.quality}` : 'none keeps SSIM 0.975' });
    }
    for (const variant of result.variants) {
      rows.push({ name: `${page}: variant ${variant.w} px`, value: Math.round(variant.bytes / 1024), unit: 'KB', note: `${variant.mime} q${variant.quality}` });
    }
    site.log(`${page}: ${result.ms} ms`);
  }
  return rows;
}
