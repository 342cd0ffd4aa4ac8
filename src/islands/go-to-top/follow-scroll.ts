// When the go-to-top button shows: after half a viewport of scrolling (SPEC §2, §9).
export const SHOW_AFTER_VIEWPORTS = 0.5;

export const scrolledFarEnough = () => window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS;

/** Calls `onChange` with whether the button shows, now and on every scroll and resize. Returns what stops it. */
export function followScroll(onChange: (visible: boolean) => void): () => void {
  const update = () => onChange(scrolledFarEnough());
  update();
  window.addEventListener('scroll', update, { passive: true });
  window.addEventListener('resize', update, { passive: true });
  return () => {
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
