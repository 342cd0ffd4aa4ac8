import { afterEach, describe, expect, it, vi } from 'vitest';
import { addShowMore, addVolumeToggles, reverseList, SHOW_MORE_DELAY } from './list';

const markup = `<div class="listing-chapters_wrap"><ul class="main version-chap volumns">
<li class="wp-manga-chapter"><a href="/c3">3</a></li>
<li class="parent has-child"><a class="has-child">Cilt 2</a><ul class="sub-chap list-chap"><li><ul class="sub-chap-list">
<li class="wp-manga-chapter"><a href="/c2">2</a></li><li class="wp-manga-chapter"><a href="/c1b">1b</a></li></ul></li></ul></li>
<li class="parent has-child"><a class="has-child">Cilt 1</a><ul class="sub-chap list-chap"><li><ul class="sub-chap-list">
<li class="wp-manga-chapter"><a href="/c1">1</a></li></ul></li></ul></li>
</ul></div>`;

function holder(): HTMLElement {
  document.body.innerHTML = `<div id="manga-chapters-holder">${markup}</div>`;
  return document.getElementById('manga-chapters-holder')!;
}

const names = () => Array.from(document.querySelectorAll('li.wp-manga-chapter a')).map((a) => a.textContent);

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('chapter list behaviours', () => {
  it('reverses volumes, loose chapters and the chapters inside volumes', () => {
    const h = holder();
    reverseList(h);
    expect(names()).toEqual(['1', '1b', '2', '3']);
    reverseList(h);
    expect(names()).toEqual(['3', '2', '1b', '1']);
  });

  it('turns volume names into toggles; the first volume starts open', () => {
    const h = holder();
    addVolumeToggles(h);
    const [first, second] = Array.from(h.querySelectorAll<HTMLButtonElement>('button.volume-toggle'));
    expect(first.textContent).toBe('Cilt 2');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(second.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    second.click();
    expect(list.hidden).toBe(false);
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it('adds show more only at 550 px or more, and opens the list after 1 s', () => {
    vi.useFakeTimers();
    const h = holder();
    const wrap = h.querySelector<HTMLElement>('.listing-chapters_wrap')!;
    Object.defineProperty(wrap, 'scrollHeight', { configurable: true, value: 549 });
    addShowMore(h);
    expect(h.parentElement!.querySelector('.chapter-readmore')).toBeNull();

    Object.defineProperty(wrap, 'scrollHeight', { configurable: true, value: 550 });
    addShowMore(h);
    const button = document.querySelector<HTMLButtonElement>('.chapter-readmore')!;
    expect(wrap.classList.contains('is-cut')).toBe(true);
    button.click();
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(SHOW_MORE_DELAY - 1);
    expect(wrap.classList.contains('is-cut')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(wrap.classList.contains('is-cut')).toBe(false);
    expect(button.isConnected).toBe(false);
  });
});
