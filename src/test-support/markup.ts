// Markup in a comparable form: elements with their attributes sorted and adjacent text joined, so a test can
// check that React rendered what the server printed (attribute order and text-node splits aside).

function serialize(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = Array.from(node.attributes)
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const children = Array.from(node.childNodes).map(serialize).join('');
  const tag = node.tagName.toLowerCase();
  return `<${tag}${attributes ? ` ${attributes}` : ''}>${children}</${tag}>`;
}

/** The children of `root` (an element, or an HTML string) in comparable form. */
export function markupOf(root: Element | string): string {
  const holder = document.createElement('div');
  if (typeof root === 'string') holder.innerHTML = root;
  else holder.append(...Array.from(root.childNodes).map((child) => child.cloneNode(true)));
  holder.normalize();
  return Array.from(holder.childNodes).map(serialize).join('');
}
