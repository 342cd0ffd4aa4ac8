// Page variants are built in the background after an upload's answer (plugin/src/Images/Background). Tests that
// compare "before" and "after" snapshots of page rows and files around another action use these so that a
// background run still building an earlier upload is not mistaken for a change made by that action.

/**
 * PHP that waits (up to two minutes) until the background has nothing queued and no run holds the worker lease.
 * A run started by an upload's answer may take a moment to take the lease; queued work that no run has taken for
 * ten seconds is not waited for (nothing is coming to build it, e.g. a chapter queued from the command line).
 */
export const WAIT_FOR_VARIANTS_PHP = `
  $yomu_variants_deadline = time() + 120;
  $yomu_variants_idle     = time() + 10;
  while ( time() < $yomu_variants_deadline ) {
    if ( Yomu\\Core\\Images\\Background\\WorkerLease::held() ) { $yomu_variants_idle = time() + 10; }
    elseif ( ! Yomu\\Core\\Images\\Background\\Queue::has_work() || time() > $yomu_variants_idle ) { break; }
    usleep( 100000 );
  }`;

/** Whether a data-folder path is a built variant (they live in each chapter's yomu-variants folder). */
export const isVariantFile = (relativePath: string): boolean => relativePath.includes('/yomu-variants/');

/** A chapter page list (Madara's JSON) without the variant entries the background adds. */
export function withoutVariants(json: string): string {
  const pages = JSON.parse(json) as Record<string, Record<string, unknown>> | unknown[];
  if (Array.isArray(pages)) return json;
  for (const entry of Object.values(pages)) delete entry.yomu_variants;
  return JSON.stringify(pages);
}
