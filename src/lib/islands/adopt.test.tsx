import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdoptedNodes, useTakeOverFocus } from './adopt';

function Adopter({ nodes }: { nodes: Node[] }) {
  const [count, setCount] = useState(0);
  return (
    <div data-testid="parent" ref={useAdoptedNodes(nodes)} onClick={() => setCount(count + 1)} data-count={count}>
      <strong>React child</strong>
    </div>
  );
}

function server(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useAdoptedNodes', () => {
  it('moves the server nodes (not copies) after the element’s own children, and keeps them across renders', () => {
    const home = server('<p>Answer <img src="/a.png" alt="A"></p> tail');
    const [paragraph, tail] = [...home.childNodes];
    render(<Adopter nodes={[paragraph, tail]} />);
    const parent = screen.getByTestId('parent');
    expect([...parent.childNodes].slice(1)).toEqual([paragraph, tail]);
    expect(home.childNodes).toHaveLength(0);
    fireEvent.click(parent);
    expect(parent.dataset.count).toBe('1');
    expect(parent.lastChild).toBe(tail);
  });

  it('gives the nodes back to their server parent when the tree unmounts', () => {
    const home = server('<p>One</p><p>Two</p>');
    const nodes = [...home.childNodes];
    const { unmount } = render(<Adopter nodes={nodes} />);
    unmount();
    expect([...home.childNodes]).toEqual(nodes);
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
