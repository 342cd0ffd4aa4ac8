/** A summary taller than this (px) is folded to it, with a "Show more" toggle (SPEC §4). */
export const SUMMARY_LIMIT = 120;
