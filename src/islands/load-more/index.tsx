import { mountReact } from '../../lib/islands/mount-react';
import { LoadMore } from './load-more';

/** The listing's [data-listing-items] element: the nearest one before the nav.navigation-ajax holding the island. */
function findList(element: HTMLElement): Element | null {
  let sibling = (element.closest('nav') ?? element).previousElementSibling;
  while (sibling && !sibling.hasAttribute('data-listing-items')) sibling = sibling.previousElementSibling;
  return sibling;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const list = findList(element);
  // Without its list the server link to the next page stays.
  if (!list) return;
  const action = typeof props.action === 'string' && /^[a-z_]+$/.test(props.action) ? props.action : 'yomu_load_more';
  const template = typeof props.template === 'string' ? props.template : '';
  const vars = props.vars && typeof props.vars === 'object' && !Array.isArray(props.vars) ? (props.vars as Record<string, unknown>) : undefined;
  mountReact(element, <LoadMore list={list} action={action} template={template} vars={vars} />);
}
