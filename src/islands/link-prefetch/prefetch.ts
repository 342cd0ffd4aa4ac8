// Which links are worth prefetching (SPEC §7 "Link prefetch"): same host, not '#', not wp-admin or
// wp-login.php, not add-to-cart links (an add-to-cart= parameter, or product id + quantity + sku data).

export function shouldPrefetch(link: HTMLAnchorElement, here: Location | URL = window.location): boolean {
  const raw = link.getAttribute('href');
  if (raw === null || raw.trim() === '' || raw.trim().startsWith('#')) return false;
  if (link.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host !== here.host) return false;
  // The same page (only the fragment differs) is already loaded.
  if (url.pathname === here.pathname && url.search === here.search) return false;
  if (/wp-admin|wp-login\.php/.test(url.pathname)) return false;
  if (url.search.includes('add-to-cart=')) return false;
  const data = link.dataset;
  if (data.product_id !== undefined && data.quantity !== undefined && data.product_sku !== undefined) return false;
  return true;
}
