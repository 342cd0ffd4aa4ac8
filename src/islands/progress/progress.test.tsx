import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inViewAnimationClock } from '../../test-support/intersection-observer';
import { mountIsland } from '../../test-support/islands';
import { mount } from './index';
import { Progress } from './progress';

const fallback = (shape: string, value: number, label: string) =>
  `<div class="yomu-progress yomu-progress--${shape}" role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${value}" aria-label="${label}">` +
  `<span class="yomu-progress__label">${label}</span>` +
  `<div class="yomu-progress__meter"><span class="yomu-progress__fill" style="inline-size:${value}%;background:#c0392b"></span><span class="yomu-progress__value">${value}%</span></div></div>`;

const clock = inViewAnimationClock();
const advance = clock.advance;
const text = (element: HTMLElement) => element.querySelector('.yomu-progress__text')?.textContent;

describe('progress', () => {
  it('keeps the server progressbar and label, draws the bar in SVG and fills it once in view over 1400 ms', async () => {
    const element = await mountIsland(mount, fallback('bar', 75, 'Çeviri'), { shape: 'bar', value: 75, color: '#123456' }, 'progress');
    const bar = screen.getByRole('progressbar', { name: 'Çeviri' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(bar.className).toBe('yomu-progress yomu-progress--bar');
    expect(screen.getByText('Çeviri').className).toBe('yomu-progress__label');
    expect(element.querySelector('.yomu-progress__meter')).toBeNull();
    const [trail, stroke] = element.querySelectorAll('path');
    expect([trail.getAttribute('stroke'), trail.getAttribute('stroke-width')]).toEqual(['#eee', '0.1']);
    expect([stroke.getAttribute('stroke'), stroke.getAttribute('stroke-width')]).toEqual(['#123456', '2']);
    expect(element.querySelector('svg')?.getAttribute('preserveAspectRatio')).toBe('none');
    expect((element.querySelector('.yomu-progress__text') as HTMLElement).style.fontSize).toBe('14px');
    expect(text(element)).toBe('0%');
    expect(stroke.style.strokeDashoffset).toBe('100');
    expect(element.dataset.state).toBe('waiting');

    clock.viewport().show(bar);
    expect(element.dataset.state).toBe('animating');
    advance(700);
    expect(Number(text(element)?.replace('%', ''))).toBeGreaterThan(0);
    expect(Number(text(element)?.replace('%', ''))).toBeLessThan(75);
    advance(800);
    expect(text(element)).toBe('75%');
    expect(stroke.style.strokeDashoffset).toBe('25');
    expect(element.dataset.state).toBe('done');

    clock.viewport().show(bar, false);
    clock.viewport().show(bar);
    expect(element.dataset.state).toBe('done');
    expect(text(element)).toBe('75%');
  });

  it('draws a circle with the circle settings, over 2000 ms', () => {
    const phases: string[] = [];
    const { container } = render(
      <Progress shape="circle" value={60} color="#c0392b" label="" ariaLabel="Progress" onPhase={(phase) => phases.push(phase)} />,
    );
    const [trail, stroke] = container.querySelectorAll('path');
    expect([trail.getAttribute('stroke'), trail.getAttribute('stroke-width'), stroke.getAttribute('stroke-width')]).toEqual(['#32211c', '8', '8']);
    expect(container.querySelector('svg')?.hasAttribute('preserveAspectRatio')).toBe(false);
    expect(container.querySelector('.yomu-progress__label')).toBeNull();
    clock.viewport().show(screen.getByRole('progressbar', { name: 'Progress' }));
    advance(1000);
    expect(text(container)).toBe('30%');
    advance(900);
    expect(phases.at(-1)).toBe('animating');
    advance(200);
    expect(text(container)).toBe('60%');
    expect(phases).toEqual(['waiting', 'animating', 'done']);
  });
});
