// One React root for the whole page: each island is a portal into its own mount point, so React's scheduler,
// event system and context are set up once however many islands a page has.
import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

interface Entry {
  key: number;
  portal: ReactNode;
}

let entries: Entry[] = [];
let nextKey = 0;
let root: Root | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: Entry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

function PageIslands() {
  const list = useSyncExternalStore(subscribe, () => entries);
  // The portal elements are created once per island, so adding one island leaves the others untouched.
  return list.map((entry) => <Fragment key={entry.key}>{entry.portal}</Fragment>);
}

/** Renders node into container through the page's shared root; returns a function that removes it. */
export function renderInPageRoot(container: HTMLElement, node: ReactNode): () => void {
  if (!root) {
    const host = document.createElement('div');
    host.hidden = true;
    host.className = 'island-page-root';
    document.body.appendChild(host);
    root = createRoot(host);
    root.render(<PageIslands />);
  }
  const key = ++nextKey;
  update([...entries, { key, portal: createPortal(node, container) }]);
  return () => update(entries.filter((entry) => entry.key !== key));
}
