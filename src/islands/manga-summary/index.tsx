// Collapses the manga summary to 120 px with a "Show more" / "Show less" toggle when it is taller.
// Framework-free: it only adds a class and a button to the server HTML.
import { __ } from '../../lib/i18n';

export const SUMMARY_LIMIT = 120;

let counter = 0;

export function mount(element: HTMLElement): void {
  const content = element.querySelector<HTMLElement>('.summary__content');
  if (!content || content.scrollHeight <= SUMMARY_LIMIT) return;
  content.id ||= `manga-summary-${++counter}`;
  content.classList.add('is-collapsible', 'is-collapsed');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'summary__toggle';
  button.setAttribute('aria-controls', content.id);
  const render = (collapsed: boolean) => {
    content.classList.toggle('is-collapsed', collapsed);
    button.setAttribute('aria-expanded', String(!collapsed));
    button.textContent = collapsed ? __('Show more') : __('Show less');
  };
  render(true);
  button.addEventListener('click', () => render(!content.classList.contains('is-collapsed')));
  content.after(button);
  element.dataset.mounted = 'true';
}
