import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdoptedNodes, useTakeOverFocus } from './adopt';

function Holder({ nodes }: { nodes: readonly Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedNodes(ref, nodes);
  return <div ref={ref} className="holder" />;
}

afterEach(() => {
  document.body.innerHTML = '';
});

function server(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('useAdoptedNodes', () => {
  it('moves the server nodes themselves into the React element, in order', () => {
    const element = server('<p id="a">A</p> <img id="b" alt="">');
    const nodes = Array.from(element.childNodes);
    const { container } = render(<Holder nodes={nodes} />);
    const holder = container.querySelector('.holder')!;
    expect(Array.from(holder.childNodes)).toEqual(nodes);
    expect(element.childNodes).toHaveLength(0);
  });

  it('keeps the focus and the caret of a field the reader is typing in', () => {
    const element = server('<label>Ad <input id="name" value="Ayşe Yılmaz"></label>');
    const input = element.querySelector('input')!;
    input.focus();
    input.setSelectionRange(4, 4);
    act(() => void render(<Holder nodes={Array.from(element.childNodes)} />));
    expect(document.activeElement).toBe(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it('uses moveBefore where the browser has it (focus, selection and iframes survive the move)', () => {
    const proto = Element.prototype as Element & { moveBefore?: (node: Node, child: Node | null) => void };
    const moveBefore = vi.fn(function (this: Element, node: Node, child: Node | null) {
      this.insertBefore(node, child);
    });
    proto.moveBefore = moveBefore;
    try {
      const element = server('<iframe title="video"></iframe><p>Metin</p>');
      const nodes = Array.from(element.childNodes);
      const { container } = render(<Holder nodes={nodes} />);
      expect(moveBefore.mock.calls.map(([node, child]) => [node, child])).toEqual(nodes.map((node) => [node, null]));
      expect(Array.from(container.querySelector('.holder')!.childNodes)).toEqual(nodes);
    } finally {
      delete proto.moveBefore;
    }
  });

  it('moves a <details> the old way, keeping the focus on its summary (Chromium can leave a moved one unopenable)', () => {
    const proto = Element.prototype as Element & { moveBefore?: (node: Node, child: Node | null) => void };
    const moveBefore = vi.fn();
    proto.moveBefore = moveBefore;
    try {
      const element = server('<details><summary>Bölümü düzenle</summary><form></form></details>');
      const summary = element.querySelector('summary')!;
      summary.focus();
      const { container } = render(<Holder nodes={Array.from(element.childNodes)} />);
      expect(moveBefore).not.toHaveBeenCalled();
      expect(container.querySelector('.holder > details > summary')).toBe(summary);
      expect(document.activeElement).toBe(summary);
    } finally {
      delete proto.moveBefore;
    }
  });

  it('leaves focus elsewhere alone', () => {
    const outside = server('<button id="out">Dış</button>');
    outside.querySelector('button')!.focus();
    const element = server('<input id="name">');
    act(() => void render(<Holder nodes={Array.from(element.childNodes)} />));
    expect(document.activeElement?.id).toBe('out');
  });
  it('gives the nodes back to their server parent when the tree unmounts', () => {
    const home = server('<p>One</p><p>Two</p>');
    const nodes = Array.from(home.childNodes);
    const { unmount } = render(<Holder nodes={nodes} />);
    unmount();
    expect(Array.from(home.childNodes)).toEqual(nodes);
  });
});

function Replacement({ server }: { server: Element }) {
  return <button ref={useTakeOverFocus(server)}>New</button>;
}

describe('useTakeOverFocus', () => {
  it('focuses the new element when the server element had the focus, and leaves the focus alone otherwise', () => {
    const home = server('<button>Old</button><button>Other</button>');
    const [old, other] = home.querySelectorAll('button');
    other.focus();
    const first = render(<Replacement server={old} />);
    expect(document.activeElement).toBe(other);
    first.unmount();
    old.focus();
    render(<Replacement server={old} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New' }));
  });
});
