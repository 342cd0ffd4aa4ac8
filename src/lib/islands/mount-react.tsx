// Mounts a React tree inside an island element. The server fallback stays until React has committed,
// and comes back if the island throws, so a broken island never leaves a hole in the page.
// Each island has a React root of its own: React renders each one in its own concurrent pass, yielding between
// them, so islands that arrive together never make one long task. (One root per page with each island a portal
// was measured against this and removed: it blocked the main thread longer on the home page, mobile TBT 24–29 ms
// against 0 ms, for no faster page turn.)
import { Component, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

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
  root.render(node);
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
    fallback.forEach((child) => child.parentNode === element && element.removeChild(child));
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

  unrender = render(
    container,
    <IslandBoundary name={element.dataset.island ?? ''} onError={onError}>
      <Ready onReady={onReady}>{node}</Ready>
    </IslandBoundary>,
  );
  const unmount = () => {
    unrender();
    container.remove();
  };
  unmounters.set(element, unmount);
  return unmount;
}
