// Page variants are built in the background after an upload's answer (plugin/src/Images/Background). Tests that
// compare "before" and "after" snapshots of page rows and files around another action use these so that a
// variant built meanwhile is not mistaken for a change made by that action (the fixtures that take snapshots wait
// for the background first: admin_wait_for_variants() in tests/fixtures/php/admin.php).

/** Whether a data-folder path is a built variant (they live in each chapter's yomu-variants folder). */
export const isVariantFile = (relativePath: string): boolean => relativePath.includes('/yomu-variants/');

/** A chapter page list (Madara's JSON) without the variant entries the background adds. */
export function withoutVariants(json: string): string {
  const pages = JSON.parse(json) as Record<string, Record<string, unknown>> | unknown[];
  if (Array.isArray(pages)) return json;
  for (const entry of Object.values(pages)) delete entry.yomu_variants;
  return JSON.stringify(pages);
}
