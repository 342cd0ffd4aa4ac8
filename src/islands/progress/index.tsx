// Progress bar or circle: draws the SPEC §9 shape in SVG and animates it from 0 to the value once in view.
import { onceInView } from '../counter/in-view';
import { PROGRESS_STYLES, clampPercent, easeInOut, geometry, shapeOf } from './settings';

const SVG = 'http://www.w3.org/2000/svg';

function path(d: string, color: string, width: number): SVGPathElement {
  const node = document.createElementNS(SVG, 'path');
  node.setAttribute('d', d);
  node.setAttribute('stroke', color);
  node.setAttribute('stroke-width', String(width));
  node.setAttribute('fill-opacity', '0');
  return node;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const shape = shapeOf(props.shape);
  const value = clampPercent(props.value);
  const color = typeof props.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(props.color) ? props.color : '#c0392b';
  const style = PROGRESS_STYLES[shape];
  const { viewBox, path: d, length } = geometry(shape);

  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'yomu-progress__svg');
  if (shape === 'bar') svg.setAttribute('preserveAspectRatio', 'none');
  const bar = path(d, color, style.strokeWidth);
  bar.setAttribute('class', 'yomu-progress__stroke');
  bar.style.strokeDasharray = `${length} ${length}`;
  bar.style.strokeDashoffset = String(length);
  svg.append(path(d, style.trailColor, style.trailWidth), bar);

  const text = document.createElement('span');
  text.className = 'yomu-progress__text';
  text.style.fontSize = `${style.fontSize}px`;
  text.textContent = '0%';

  const meter = element.querySelector<HTMLElement>('.yomu-progress__meter');
  const holder = document.createElement('div');
  holder.className = 'yomu-progress__graphic';
  holder.append(svg, text);
  if (meter) meter.replaceWith(holder);
  else element.append(holder);

  element.dataset.state = 'waiting';
  element.dataset.mounted = 'true';
  onceInView(element, () => {
    element.dataset.state = 'animating';
    const started = performance.now();
    const frame = (now: number) => {
      const progress = Math.min(1, (now - started) / style.duration);
      const current = (value / 100) * easeInOut(progress);
      bar.style.strokeDashoffset = String(length * (1 - current));
      text.textContent = `${Math.round(current * 100)}%`;
      if (progress < 1) requestAnimationFrame(frame);
      else element.dataset.state = 'done';
    };
    requestAnimationFrame(frame);
  });
}
