// Testimonials carousel options (SPEC §9): autoplay every 5000 ms, speed 300 ms, breakpoints 1024/768/480,
// slides per view from the block setting (1 or 2); phones always show one.
export const AUTOPLAY_DELAY = 5000;
export const SPEED = 300;
export const BREAKPOINTS = [480, 768, 1024] as const;

export function perViewOf(value: unknown): 1 | 2 {
  return Number(value) === 2 ? 2 : 1;
}

export function testimonialOptions(perView: 1 | 2) {
  return {
    speed: SPEED,
    loop: false,
    slidesPerView: 1,
    spaceBetween: 24,
    autoplay: { delay: AUTOPLAY_DELAY, disableOnInteraction: false, pauseOnMouseEnter: true },
    breakpoints: {
      480: { slidesPerView: 1 },
      768: { slidesPerView: perView },
      1024: { slidesPerView: perView },
    } as Record<number, { slidesPerView: number }>,
  };
}
