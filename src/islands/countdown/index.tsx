import { __ } from '../../lib/i18n';
import { mountReact } from '../../lib/islands/mount-react';
import { Countdown, type CountdownLabels, type CountdownPhase } from './countdown';
import { FULL_UNITS, parseTarget } from './format';

function labelsFrom(value: unknown): CountdownLabels {
  const labels: CountdownLabels = {};
  if (!value || typeof value !== 'object') return labels;
  for (const unit of FULL_UNITS) {
    const label = (value as Record<string, unknown>)[unit];
    if (typeof label === 'string' && label !== '') labels[unit] = label;
  }
  return labels;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const target = parseTarget(props.target);
  if (target === null) {
    // Nothing to count down to: the page keeps its fallback and the editor learns why (SPEC §5).
    element.dataset.state = 'invalid';
    window.alert(__('You have entered an incorrect time value'));
    return;
  }
  const onPhase = (phase: CountdownPhase) => {
    element.dataset.state = phase;
  };
  const format = props.format === 'full' ? 'full' : 'short';
  mountReact(element, <Countdown target={target} format={format} labels={labelsFrom(props.labels)} onPhase={onPhase} />);
}
