// Countdown timer: ticks every second towards the configured date-time; an invalid date shows the SPEC §5 alert.
import { __ } from '../../lib/i18n';
import { countdownParts, parseTarget, type CountdownUnit } from './format';

export interface CountdownProps {
  target?: string;
  format?: string;
  labels?: Partial<Record<CountdownUnit, string>>;
}

function defaultLabel(unit: CountdownUnit): string {
  switch (unit) {
    case 'years':
      return __('Years');
    case 'months':
      return __('Months');
    case 'days':
      return __('Days');
    case 'hours':
      return __('Hours');
    case 'minutes':
      return __('Minutes');
    default:
      return __('Seconds');
  }
}

export function mount(element: HTMLElement, props: CountdownProps): void {
  const target = parseTarget(props.target);
  if (target === null) {
    element.dataset.state = 'invalid';
    window.alert(__('You have entered an incorrect time value'));
    return;
  }
  const format = props.format === 'full' ? 'full' : 'short';
  const list = document.createElement('ul');
  list.className = 'yomu-countdown__units';
  list.setAttribute('role', 'timer');
  const values = new Map<CountdownUnit, HTMLElement>();
  for (const part of countdownParts(target, Date.now(), format)) {
    const item = document.createElement('li');
    item.className = `yomu-countdown__unit yomu-countdown__unit--${part.unit}`;
    const value = document.createElement('span');
    value.className = 'yomu-countdown__value';
    const label = document.createElement('span');
    label.className = 'yomu-countdown__label';
    label.textContent = props.labels?.[part.unit] || defaultLabel(part.unit);
    item.append(value, label);
    list.append(item);
    values.set(part.unit, value);
  }
  let timer = 0;
  const tick = () => {
    const parts = countdownParts(target, Date.now(), format);
    parts.forEach((part) => {
      const node = values.get(part.unit);
      if (node && node.textContent !== part.value) node.textContent = part.value;
    });
    if (Date.now() >= target) {
      window.clearInterval(timer);
      element.dataset.state = 'finished';
    }
  };
  element.querySelector('.yomu-countdown__fallback')?.remove();
  element.prepend(list);
  element.dataset.state = 'running';
  tick();
  if (element.dataset.state === 'running') timer = window.setInterval(tick, 1000);
  element.dataset.mounted = 'true';
}
