// Lets an island take over server markup without re-creating what must survive: <ServerElement> renders an element
// with the same tag and attributes as a server element and, in a layout effect (before paint), moves the server
// element's child nodes into it. React renders no children there itself, so it never touches those nodes: images
// stay painted, other islands mounted inside keep their mount points, and scripts that swap server nodes (the user
// section after sign-in) keep working. On unmount the nodes go back, so a crashed island leaves its fallback whole.
import { createElement, type CSSProperties, Fragment, type ReactNode, type Ref, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { moveNodes } from './adopt';

const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
  enctype: 'encType',
  'accept-charset': 'acceptCharset',
};
const BOOLEAN = new Set(['hidden', 'disabled', 'inert', 'checked', 'selected', 'required', 'multiple', 'open', 'readonly']);

function styleOf(element: Element): CSSProperties {
  const style: Record<string, string> = {};
  const declared = (element as HTMLElement).style;
  for (const name of Array.from(declared ?? [])) {
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = declared.getPropertyValue(name);
  }
  return style as CSSProperties;
}

/** The server element's attributes as React props (inline event handler attributes are dropped). */
export function attributesOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name.startsWith('on')) continue;
    if (name === 'style') props.style = styleOf(element);
    else props[PROP_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  }
  return props;
}

/** The element's class list plus extra classes (falsy ones skipped). */
export function withClass(element: Element, ...extra: Array<string | false | null | undefined>): string {
  return [element.getAttribute('class') ?? '', ...extra].filter(Boolean).join(' ').trim();
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** Moves node's children into the element ref points at (before React's own children) and back on unmount. */
export function useAdoptedChildren(node: Element, target: { current: Element | null }, enabled = true): void {
  useLayoutEffect(() => {
    const into = target.current;
    if (!enabled || !into) return;
    moveNodes(into, Array.from(node.childNodes), into.firstChild);
    return () => node.append(...Array.from(into.childNodes));
  }, [node, target, enabled]);
}

export type ServerElementProps = {
  node: Element;
  /** Move the server element's children in (default); false renders only the children given. */
  adopt?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
} & Record<string, unknown>;

export function ServerElement({ node, adopt = true, children, ref, ...overrides }: ServerElementProps) {
  const own = useRef<HTMLElement | null>(null);
  const attributes = useMemo(() => attributesOf(node), [node]);
  const setRef = useCallback(
    (element: HTMLElement | null) => {
      own.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  useAdoptedChildren(node, own, adopt);
  // A server control the reader had focused hands the focus to its React copy.
  useLayoutEffect(() => {
    if (document.activeElement === node) own.current?.focus({ preventScroll: true });
  }, [node]);
  return createElement(node.localName, { ...attributes, ...overrides, ref: setRef }, children);
}

export interface ServerChildrenProps {
  of: Element;
  /** Elements that render(el) replaces; their ancestors become shells (copies with rendered children). */
  select: string;
  render: (element: Element) => ReactNode;
}

/**
 * Renders a server element's element children (whitespace between them is dropped): matches through render, their
 * ancestors as shells, every other child as a ServerElement adopting its content. The children themselves are
 * copies, so another island's mount point must sit inside one of them, never be one.
 */
export function ServerChildren({ of, select, render }: ServerChildrenProps) {
  return Array.from(of.children).map((child, index) => {
    if (child.matches(select)) return <Fragment key={index}>{render(child)}</Fragment>;
    if (child.querySelector(select)) {
      return (
        <ServerElement key={index} node={child} adopt={false}>
          <ServerChildren of={child} select={select} render={render} />
        </ServerElement>
      );
    }
    return <ServerElement key={index} node={child} />;
  });
}
