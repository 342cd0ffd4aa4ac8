// DESIGN.md §7's side-by-side with Madara 1.7.4.1 (LCP, bytes, JS and CSS ratios under Lighthouse 13) cannot run
// here: this section says so in every report rather than carry old numbers.
export const title = 'Side by side with Madara 1.7.4.1 under Lighthouse 13 (DESIGN.md §7)';

export async function run() {
  return {
    rows: [],
    notes: [
      '**Not measured by this bench.** It needs Madara 1.7.4.1 (the theme and the WP Manga plugin: commercial, neither in ' +
        'this repository nor installable here) and Lighthouse 13 (not a dependency of the project). The figures in ' +
        'DESIGN.md §7 were measured outside `npm run bench`.',
      'What this run does compare with Madara is its way of serving chapter images: the Web Vitals and chapter images ' +
        'sections load a copy of the demo chapter with Madara\'s page list (the originals, no srcset or picture) in the same run.',
    ],
  };
}
