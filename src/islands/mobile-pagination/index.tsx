// Mobile pagination: a toggle that shows a page select; choosing a page opens it. The numbered links stay for
// wider screens (and without JavaScript).
import { __, sprintf } from '../../lib/i18n';

export interface MobilePaginationProps {
  current?: number;
  pages?: Array<{ page: number; url: string }>;
}

export function mount(element: HTMLElement, props: MobilePaginationProps): void {
  const pages = (props.pages ?? []).filter((item) => typeof item.url === 'string' && /^https?:\/\//.test(item.url));
  if (pages.length < 2) return;
  const current = props.current ?? 1;
  const wrap = document.createElement('div');
  wrap.className = 'mobile-pagination';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  toggle.className = 'mobile-pagination__toggle';
  toggle.textContent = sprintf(__('Page %1$s of %2$s'), current, pages.length);
  toggle.setAttribute('aria-expanded', 'false');
  const label = document.createElement('label');
  label.className = 'mobile-pagination__select';
  label.hidden = true;
  const text = document.createElement('span');
  text.className = 'screen-reader-text';
  text.textContent = __('Go to page');
  const select = document.createElement('select');
  for (const item of pages) {
    const option = new Option(String(item.page), item.url, false, item.page === current);
    select.add(option);
  }
  label.append(text, select);
  toggle.addEventListener('click', () => {
    label.hidden = !label.hidden;
    toggle.setAttribute('aria-expanded', String(!label.hidden));
    if (!label.hidden) select.focus();
  });
  select.addEventListener('change', () => window.location.assign(select.value));
  wrap.append(toggle, label);
  element.prepend(wrap);
}
