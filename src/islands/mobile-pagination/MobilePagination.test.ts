import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './index';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mobile pagination', () => {
  it('toggles a page select that marks the current page', () => {
    document.body.innerHTML = '<div id="p"><div class="wp-pagenavi"></div></div>';
    const element = document.getElementById('p')!;
    mount(element, { current: 2, pages: [1, 2, 3].map((page) => ({ page, url: `http://x.test/manga/page/${page}/` })) });
    const toggle = element.querySelector('button')!;
    const label = element.querySelector('label')!;
    expect(toggle.textContent).toBe('Page 2 of 3');
    expect(label.hidden).toBe(true);
    toggle.click();
    expect(label.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(element.querySelector('select')!.value).toBe('http://x.test/manga/page/2/');
  });

  it('ignores non-http URLs and renders nothing for a single page', () => {
    document.body.innerHTML = '<div id="p"></div>';
    const element = document.getElementById('p')!;
    mount(element, { current: 1, pages: [{ page: 1, url: 'javascript:alert(1)' }, { page: 2, url: 'http://x.test/2' }] });
    expect(element.querySelector('select')).toBeNull();
  });
});
