// Page variants are built in the background after an upload's answer (plugin/src/Images/Background). Tests that
// compare "before" and "after" snapshots of page rows and files around another action use these so that a
// background run still building an earlier upload is not mistaken for a change made by that action.

/**
 * PHP that waits (up to two minutes) until the background has nothing queued and no run holds the worker lease
 * (a run started by an upload's answer may not have taken the lease yet).
 */
export const WAIT_FOR_VARIANTS_PHP = `
  $yomu_variants_deadline = time() + 120;
  while ( ( Yomu\\Core\\Images\\Background\\WorkerLease::held() || Yomu\\Core\\Images\\Background\\Queue::has_work() ) && time() < $yomu_variants_deadline ) { usleep( 100000 ); }`;

/** Whether a data-folder path is a built variant (they live in each chapter's yomu-variants folder). */
export const isVariantFile = (relativePath: string): boolean => relativePath.includes('/yomu-variants/');

/** A chapter page list (Madara's JSON) without the variant entries the background adds. */
export function withoutVariants(json: string): string {
  const pages = JSON.parse(json) as Record<string, Record<string, unknown>> | unknown[];
  if (Array.isArray(pages)) return json;
  for (const entry of Object.values(pages)) delete entry.yomu_variants;
  return JSON.stringify(pages);
}
