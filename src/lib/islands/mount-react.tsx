// Mounts a React tree inside an island element. The server fallback stays until React has committed,
// and comes back if the island throws, so a broken island never leaves a hole in the page.
// Each island has a React root of its own, rendered as a transition: React renders it in slices of a few
// milliseconds, yielding to the browser between them, so neither a large island nor islands that arrive together make
// a long task (a default-priority render runs to the end in one task: with every ad slot and slider filled, the
// manga page's mobile total blocking time went over its 150 ms budget). (One root per page with each island a portal
// was measured against this and removed: it blocked the main thread longer on the home page, mobile TBT 24–29 ms
// against 0 ms, for no faster page turn.)
import { Component, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberFocus } from './keep-focus';
import { afterPress } from './press';

interface BoundaryProps {
  name: string;
  onError: () => void;
  children: ReactNode;
}

class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Island "${this.props.name}" crashed; showing the fallback.`, error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useLayoutEffect(onReady, [onReady]);
  return <>{children}</>;
}

const unmounters = new WeakMap<HTMLElement, () => void>();

/** Unmounts the React tree mounted in element, if any (tests; islands that leave the page). */
export function unmountIsland(element: HTMLElement): void {
  unmounters.get(element)?.();
  unmounters.delete(element);
}

function render(container: HTMLElement, node: ReactNode): () => void {
  const root = createRoot(container);
  startTransition(() => root.render(node));
  return () => root.unmount();
}

/** Renders node into element, replacing the fallback once React has committed; returns a function that unmounts. */
export function mountReact(element: HTMLElement, node: ReactNode): () => void {
  const fallback = Array.from(element.childNodes);
  const container = document.createElement('div');
  container.className = 'island-root';
  element.appendChild(container);
  let unrender = () => {};

  const onReady = () => {
    const restoreFocus = rememberFocus(element);
    fallback.forEach((child) => child.parentNode === element && element.removeChild(child));
    restoreFocus();
    element.dataset.mounted = 'true';
  };
  const onError = () => {
    queueMicrotask(() => {
      unrender();
      container.remove();
      fallback.forEach((child) => element.appendChild(child));
      delete element.dataset.mounted;
    });
  };

  let unmounted = false;
  // Not in the middle of the reader's press: the element under the pointer would be replaced and the click lost.
  afterPress(() => {
    if (unmounted) return;
    unrender = render(
      container,
      <IslandBoundary name={element.dataset.island ?? ''} onError={onError}>
        <Ready onReady={onReady}>{node}</Ready>
      </IslandBoundary>,
    );
  });
  const unmount = () => {
    unmounted = true;
    unrender();
    container.remove();
  };
  unmounters.set(element, unmount);
  return unmount;
}
