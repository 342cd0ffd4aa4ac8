import { mountReact } from '../../lib/islands/mount-react';
import { LoadMore } from './load-more';

/** The listing's [data-listing-items] element: the nearest one before the nav.navigation-ajax holding the island. */
function findList(element: HTMLElement): Element | null {
  let sibling = (element.closest('nav') ?? element).previousElementSibling;
  while (sibling && !sibling.hasAttribute('data-listing-items')) sibling = sibling.previousElementSibling;
  return sibling;
}

/** Madara's search filters, sent back under vars[yomu_search] (see Yomu\Core\Search\Filters). */
const FILTERS = ['op', 'author', 'artist', 'release', 'adult'];
const FILTER_LISTS = ['genre', 'status'];

/**
 * The search words and filters of the page URL, as load-more vars. A search page prints them once, in its form
 * (issue 19), so the island reads them from the address the form produced instead of a second copy.
 */
export function searchVarsFromUrl(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const vars: Record<string, unknown> = {};
  const words = params.get('s');
  if (words) vars.s = words;
  const filters: Record<string, unknown> = {};
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  for (const key of FILTER_LISTS) {
    const values = params.getAll(`${key}[]`).filter(Boolean);
    if (values.length) filters[key] = values;
  }
  if (Object.keys(filters).length) vars.yomu_search = filters;
  return vars;
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const list = findList(element);
  // Without its list the server link to the next page stays.
  if (!list) return;
  const action = typeof props.action === 'string' && /^[a-z_]+$/.test(props.action) ? props.action : 'yomu_load_more';
  const template = typeof props.template === 'string' ? props.template : '';
  let vars = props.vars && typeof props.vars === 'object' && !Array.isArray(props.vars) ? (props.vars as Record<string, unknown>) : undefined;
  if (props.fromUrl === true) vars = { ...(vars ?? {}), ...searchVarsFromUrl(window.location.search) };
  mountReact(element, <LoadMore list={list} action={action} template={template} vars={vars} />);
}
