// Counter: counts from 0 to the end value over the configured duration, once, when scrolled into view.
import { decimalsOf, formatCounter, settingsFrom, valueAt } from './format';
import { onceInView } from './in-view';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const number = element.querySelector<HTMLElement>('.yomu-counter__number');
  if (!number) return;
  const { end, duration, separator, suffix } = settingsFrom(props);
  const decimals = decimalsOf(end);
  const show = (value: number) => {
    number.textContent = formatCounter(value, separator, suffix, decimals);
  };
  show(0);
  element.dataset.state = 'waiting';
  element.dataset.mounted = 'true';
  onceInView(element, () => {
    element.dataset.state = 'counting';
    const started = performance.now();
    const frame = (now: number) => {
      const elapsed = now - started;
      show(valueAt(end, duration, elapsed));
      if (elapsed < duration) requestAnimationFrame(frame);
      else element.dataset.state = 'done';
    };
    requestAnimationFrame(frame);
  });
}
