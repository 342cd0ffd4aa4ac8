import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOVER_MS, mount } from './index';
import { shouldPrefetch } from './prefetch';

const here = new URL('https://example.com/manga/one/');

function link(href: string, data: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.setAttribute('href', href);
  Object.assign(a.dataset, data);
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((node) => node.remove());
  vi.useRealTimers();
});

describe('which links are prefetched (SPEC §7)', () => {
  it('takes same-host pages', () => {
    expect(shouldPrefetch(link('https://example.com/manga/two/'), here)).toBe(true);
    expect(shouldPrefetch(link('https://example.com/?s=kedi&post_type=wp-manga'), here)).toBe(true);
  });

  it('skips #, other hosts, wp-admin, wp-login.php and add-to-cart links', () => {
    expect(shouldPrefetch(link('#top'), here)).toBe(false);
    expect(shouldPrefetch(link('https://example.com/manga/one/#comments'), here)).toBe(false);
    expect(shouldPrefetch(link('https://other.example/manga/'), here)).toBe(false);
    expect(shouldPrefetch(link('https://example.com/wp-admin/post.php?post=1'), here)).toBe(false);
    expect(shouldPrefetch(link('https://example.com/wp-login.php?action=logout'), here)).toBe(false);
    expect(shouldPrefetch(link('https://example.com/shop/?add-to-cart=12'), here)).toBe(false);
    expect(shouldPrefetch(link('https://example.com/shop/item/', { product_id: '1', quantity: '1', product_sku: 'X' }), here)).toBe(false);
    expect(shouldPrefetch(link('mailto:a@example.com'), here)).toBe(false);
  });
});

describe('hover prefetch', () => {
  it('adds one <link rel=prefetch> after 150 ms of hover, none for a shorter hover', () => {
    vi.useFakeTimers();
    mount();
    const target = link(`${window.location.origin}/manga/hovered/`);
    const quick = link(`${window.location.origin}/manga/quick/`);
    quick.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_MS - 50);
    quick.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(500);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
    target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(HOVER_MS);
    const hints = document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]');
    expect([...hints].map((hint) => hint.href)).toEqual([`${window.location.origin}/manga/hovered/`]);
  });
});
