import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../test-support/intersection-observer';
import { useOnceInView } from './use-once-in-view';

function Probe() {
  const [ref, seen] = useOnceInView<HTMLDivElement>();
  return <div ref={ref}>{seen ? 'seen' : 'waiting'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useOnceInView', () => {
  it('turns true when 30 % of the element is on screen, and stays true when it leaves', () => {
    const viewport = stubIntersectionObserver();
    render(<Probe />);
    const element = screen.getByText('waiting');
    expect(viewport.options()[0]).toEqual({ threshold: 0.3 });
    viewport.show(element, false);
    expect(element.textContent).toBe('waiting');
    viewport.show(element);
    expect(element.textContent).toBe('seen');
    expect(viewport.watched()).toEqual([]);
    viewport.show(element, false);
    expect(element.textContent).toBe('seen');
  });

  it('stops watching when the component unmounts', () => {
    const viewport = stubIntersectionObserver();
    const { unmount } = render(<Probe />);
    expect(viewport.watched()).toHaveLength(1);
    unmount();
    expect(viewport.watched()).toEqual([]);
  });

  it('counts as seen at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('seen')).toBeTruthy();
  });
});
