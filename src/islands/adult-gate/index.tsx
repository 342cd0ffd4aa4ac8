// Adult gate island (eager): takes over the server's #adult_modal, a complete form without JavaScript.
import { mountReact } from '../../lib/islands/mount-react';
import { AdultGate } from './adult-gate';
import { readGate } from './read-gate';

const DEFAULT_DAYS = 7;

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const gate = readGate(element);
  if (!gate) return;
  const days = typeof props.days === 'number' && props.days > 0 ? props.days : DEFAULT_DAYS;
  mountReact(element, <AdultGate gate={gate} reload={props.reload === true} days={days} />);
}
