// Runs a callback once, the first time the element is actually on screen (not merely near it).
export function onceInView(element: Element, run: () => void, threshold = 0.3): void {
  if (!('IntersectionObserver' in window)) {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { threshold },
  );
  observer.observe(element);
}
