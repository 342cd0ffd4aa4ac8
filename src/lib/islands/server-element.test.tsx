import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { attributesOf, ServerChildren, ServerElement, withClass } from './server-element';

function serverNode(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('attributesOf', () => {
  it('maps server attributes to React props', () => {
    const node = serverNode('<label class="a b" for="x" tabindex="0" hidden data-id="7" aria-label="L" style="color: red; --gap: 4px" onclick="alert(1)">t</label>');
    expect(attributesOf(node)).toEqual({ className: 'a b', htmlFor: 'x', tabIndex: '0', hidden: true, 'data-id': '7', 'aria-label': 'L', style: { color: 'red', '--gap': '4px' } });
    expect(withClass(node, 'c', false, null)).toBe('a b c');
  });
});

describe('ServerElement', () => {
  it('renders the same element and moves the server children in, before its own children', () => {
    const node = serverNode('<nav class="menu" aria-label="Ana menü"><a href="/a">A</a> <img src="/c.jpg" alt=""></nav>');
    const link = node.querySelector('a')!;
    const { container } = render(
      <ServerElement node={node}>
        <span>React</span>
      </ServerElement>,
    );
    const copy = container.querySelector('nav')!;
    expect(copy.outerHTML).toBe('<nav class="menu" aria-label="Ana menü"><a href="/a">A</a> <img src="/c.jpg" alt=""><span>React</span></nav>');
    expect(copy.querySelector('a')).toBe(link);
    expect(node.childNodes).toHaveLength(0);
  });

  it('lets overrides win and renders only its own children when not adopting', () => {
    const node = serverNode('<button type="button" class="t" aria-expanded="false">Menü</button>');
    const { container } = render(
      <ServerElement node={node} adopt={false} aria-expanded={true} className="t on">
        Kapat
      </ServerElement>,
    );
    expect(container.innerHTML).toBe('<button type="button" class="t on" aria-expanded="true">Kapat</button>');
    expect(node.textContent).toBe('Menü');
  });

  it('keeps the focus on a moved node and hands a focused server element on to its copy', () => {
    const node = serverNode('<div><button type="button" class="t">Ara</button><a href="/x">X</a></div>');
    node.querySelector('a')!.focus();
    const { container } = render(<ServerElement node={node} />);
    expect(document.activeElement).toBe(container.querySelector('a'));

    const toggle = serverNode('<button type="button" class="t">Ara</button>');
    (toggle as HTMLElement).focus();
    const second = render(<ServerElement node={toggle} />);
    expect(document.activeElement).toBe(second.container.querySelector('button'));
  });

  it('gives the children back on unmount, including nodes another script swapped in meanwhile', () => {
    const node = serverNode('<div class="user"><p class="item">guest</p></div>');
    const { container, unmount } = render(<ServerElement node={node} />);
    const fresh = document.createElement('p');
    fresh.textContent = 'Ayşe';
    container.querySelector('.item')!.replaceWith(fresh);
    act(() => unmount());
    expect(node.innerHTML).toBe('<p>Ayşe</p>');
  });
});

describe('ServerChildren', () => {
  it('renders matches itself, their ancestors as shells, and adopts the rest whole', () => {
    const node = serverNode('<div class="inner"><p class="title"><a href="/">Yomu</a></p><div class="tools"><a href="/s">S</a><button class="toggle">T</button></div></div>');
    const title = node.querySelector('.title a');
    const { container } = render(
      <ServerElement node={node} adopt={false}>
        <ServerChildren of={node} select=".toggle" render={() => <button className="toggle">React</button>} />
      </ServerElement>,
    );
    expect(container.innerHTML).toBe('<div class="inner"><p class="title"><a href="/">Yomu</a></p><div class="tools"><a href="/s">S</a><button class="toggle">React</button></div></div>');
    expect(container.querySelector('.title a')).toBe(title);
  });
});
