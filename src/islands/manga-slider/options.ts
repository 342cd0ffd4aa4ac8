// Slider options per style (SPEC §9: speed 500 ms; breakpoints 1700, 1400/1200, 992, 768/660, 600, 480).
// Style 1: standard cards. Style 2: large cards, fewer per view. Style 3: one wide featured card on phones,
// growing to three. Style 4: compact cards, the most per view.

export type SliderStyle = 1 | 2 | 3 | 4;

const PER_VIEW: Record<SliderStyle, number[]> = {
  // phone, 480, 600, 660, 768, 992, 1200, 1400, 1700
  1: [2, 2, 3, 3, 4, 4, 5, 6, 6],
  2: [1, 2, 2, 2, 3, 3, 4, 4, 5],
  3: [1, 1, 2, 2, 2, 3, 3, 3, 4],
  4: [3, 3, 4, 4, 5, 6, 7, 8, 8],
};

export const BREAKPOINTS = [480, 600, 660, 768, 992, 1200, 1400, 1700] as const;
export const SPEED = 500;
export const AUTOPLAY_DELAY = 3000;

export interface SliderOptions {
  speed: number;
  slidesPerView: number;
  spaceBetween: number;
  breakpoints: Record<number, { slidesPerView: number }>;
}

export function styleOf(value: unknown): SliderStyle {
  const style = Number(value);
  return style === 2 || style === 3 || style === 4 ? style : 1;
}

/** items > 0 caps the slides per view on the widest screens (the configurable item count). */
export function sliderOptions(style: SliderStyle, items = 0): SliderOptions {
  const counts = PER_VIEW[style].map((count) => (items > 0 ? Math.min(count, items) : count));
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  BREAKPOINTS.forEach((width, i) => {
    breakpoints[width] = { slidesPerView: counts[i + 1] };
  });
  return { speed: SPEED, slidesPerView: counts[0], spaceBetween: style === 4 ? 8 : 16, breakpoints };
}
