import { mountReact } from '../../lib/islands/mount-react';
import { Counter, type CounterPhase } from './counter';
import { settingsFrom } from './format';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  if (!element.querySelector('.yomu-counter__number')) return;
  const label = element.querySelector('.yomu-counter__label')?.textContent ?? '';
  const onPhase = (phase: CounterPhase) => {
    element.dataset.state = phase;
  };
  mountReact(element, <Counter {...settingsFrom(props)} label={label} onPhase={onPhase} />);
}
