// Search and genres panels: closed once scripted, opened by their toggle. On mobile the search toggle copies the
// advanced-search link into the search panel.
import { isDesktop } from './layout';

function panelOf(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? document.getElementById(id) : null;
}

function setOpen(button: HTMLElement, panel: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panel.classList.toggle('is-open', open);
}

export function setupToggles(header: HTMLElement): void {
  header.querySelectorAll<HTMLElement>('.search-toggle, .genres-toggle').forEach((button) => {
    const panel = panelOf(button);
    if (!panel) return;
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true';
      // One panel at a time.
      header.querySelectorAll<HTMLElement>('.search-toggle, .genres-toggle').forEach((other) => {
        const otherPanel = panelOf(other);
        if (other !== button && otherPanel) setOpen(other, otherPanel, false);
      });
      if (open && button.classList.contains('search-toggle') && !isDesktop()) copyAdvancedLink(header, panel);
      setOpen(button, panel, open);
      if (open) panel.querySelector<HTMLElement>('input[type="search"], a')?.focus();
    });
  });
}

function copyAdvancedLink(header: HTMLElement, panel: HTMLElement): void {
  const link = header.querySelector<HTMLAnchorElement>('.site-header__tools .advanced-search-link');
  if (!link || panel.querySelector('.advanced-search-link')) return;
  panel.append(link.cloneNode(true));
}
