// The server holds every page image after the first behind a loading gate (a source that matches only when scripts
// run, plugin/src/Reader/Picture.php), so nothing shares the link with the first page. Once it has loaded, the
// gates open one at a time in reading order, each when the page before has loaded (a lazy image still waits until
// it nears the screen); a page the reader scrolls or jumps to opens at once.
import { afterLoad, firstImageOf, waitForLoad } from './dom';

const GATE = 'source[data-yomu-gate]';

/** Opens the gates in content; returns a function that stops. */
export function openGates(content: Element): () => void {
  const gates = Array.from(content.querySelectorAll<HTMLSourceElement>(GATE));
  if (!gates.length) return () => undefined;
  const imageOf = (gate: HTMLSourceElement) => gate.parentElement?.querySelector<HTMLImageElement>('img') ?? null;
  let stopped = false;
  let next = 0;
  let stopWaiting = () => undefined as void;
  const open = (gate: HTMLSourceElement) => {
    const img = imageOf(gate);
    if (img) seen?.unobserve(img);
    gate.remove();
  };
  const step = () => {
    if (stopped) return;
    const gate = gates[next++];
    if (!gate) return;
    const img = imageOf(gate);
    const shut = gate.isConnected;
    open(gate);
    // A gate opened earlier (the page came into view) may have loaded already.
    if (!img || !shut) afterLoad(img, step);
    else stopWaiting = waitForLoad(img, step);
  };
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) =>
          entries.forEach((entry) => {
            const gate = entry.isIntersecting ? entry.target.parentElement?.querySelector<HTMLSourceElement>(GATE) : null;
            if (gate) open(gate);
          }),
        )
      : null;
  gates.forEach((gate) => {
    const img = imageOf(gate);
    if (img) seen?.observe(img);
  });
  const stopFirst = afterLoad(firstImageOf(content), step);
  return () => {
    stopped = true;
    stopFirst();
    stopWaiting();
    seen?.disconnect();
  };
}
