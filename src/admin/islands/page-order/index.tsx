import { mountReact } from '../../../lib/islands/mount-react';
import { PageOrder, type PageOrderProps } from './page-order';

function isPage(value: unknown): value is { number: number; url: string } {
  const page = value as { number?: unknown; url?: unknown } | null;
  return typeof page?.number === 'number' && typeof page.url === 'string';
}

export function mount(element: HTMLElement, props: Record<string, unknown>): void {
  const pages = Array.isArray(props.pages) ? props.pages.filter(isPage) : [];
  const { reorderForm, removeForm, help } = props;
  if (!pages.length || typeof reorderForm !== 'string' || typeof removeForm !== 'string' || typeof help !== 'string') return;
  const order: PageOrderProps = { pages, reorderForm, removeForm, help };
  mountReact(element, <PageOrder {...order} />);
}
