import { mountReact } from '../../lib/islands/mount-react';
import { Progress, type ProgressPhase } from './progress';
import { clampPercent, colorOf, shapeOf } from './settings';

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const server = element.querySelector('.yomu-progress');
  if (!server) return;
  const onPhase = (phase: ProgressPhase) => {
    element.dataset.state = phase;
  };
  mountReact(
    element,
    <Progress
      shape={shapeOf(props.shape)}
      value={clampPercent(props.value)}
      color={colorOf(props.color)}
      label={server.querySelector('.yomu-progress__label')?.textContent ?? ''}
      ariaLabel={server.getAttribute('aria-label') ?? ''}
      onPhase={onPhase}
    />,
  );
}
