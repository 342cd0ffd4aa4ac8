import { type ReactNode, useLayoutEffect } from 'react';
import { mountReact } from '../../lib/islands/mount-react';
import { LiveSearch } from './live-search';

/** Marks the mount point mounted once React has committed (the root lives inside the form, not the mount point). */
function Mounted({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    element.dataset.mounted = 'true';
    return () => {
      delete element.dataset.mounted;
    };
  }, [element]);
  return children;
}

export function mount(element: HTMLElement): void {
  const form = element.querySelector<HTMLFormElement>('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="s"]');
  if (!form || !input) return;
  // The form is not a fallback to replace: it stays, and React's root goes inside it (display: contents), where
  // the listbox is positioned.
  const host = document.createElement('div');
  host.className = 'live-search__root';
  form.append(host);
  mountReact(
    host,
    <Mounted element={element}>
      <LiveSearch form={form} input={input} />
    </Mounted>,
  );
}
