import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openGates } from './gates';
import { contentHtml } from './server-html.fixture';

function listContent(): HTMLElement {
  const content = document.createElement('div');
  content.className = 'reading-content';
  content.innerHTML = contentHtml({ slug: 'bolum-1', page: 1, style: 'list', ajax: true, variants: true });
  document.body.append(content);
  return content;
}

const gated = (content: Element) => Array.from(content.querySelectorAll('img')).map((img) => !!img.parentElement?.querySelector('source[data-yomu-gate]'));
const img = (content: Element, index: number) => content.querySelector<HTMLImageElement>(`#image-${index}`)!;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the loading gates of the list', () => {
  it('keep every later page shut until the first has loaded, then open them one at a time in reading order', () => {
    const content = listContent();
    const stop = openGates(content);
    expect(gated(content)).toEqual([false, true, true]);
    fireEvent.load(img(content, 0));
    expect(gated(content)).toEqual([false, false, true]);
    fireEvent.load(img(content, 1));
    expect(gated(content)).toEqual([false, false, false]);
    expect(img(content, 1).getAttribute('src')).toBe('/img/bolum-1/2.png');
    stop();
  });

  it('opens a page at once when it comes into view', () => {
    let seen: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof seen) {
          seen = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const content = listContent();
    const stop = openGates(content);
    seen([{ target: img(content, 2), isIntersecting: true }]);
    expect(gated(content)).toEqual([false, true, false]);
    stop();
    fireEvent.load(img(content, 0));
    expect(gated(content)).toEqual([false, true, false]);
  });
});
