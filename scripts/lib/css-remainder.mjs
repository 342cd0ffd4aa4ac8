// The rest of a stylesheet once a page's first-screen rules are in its head (scripts/critical-css.mjs): every rule the
// cut did not take, and those of the cut that must come again. The rest is linked after the cut, so it comes later in
// the cascade than all of the cut: a cut rule that beat an earlier rule of the rest (same element, same specificity,
// same property: the later one wins) would now lose to it, unless the rest repeats it after that rule. Which rules
// meet on an element is seen in the pages (coMatched); what a rule sets and how specific it is, here.

/** A selector list's parts, split at its top-level commas. */
export function selectorParts(selector) {
  const parts = [];
  let depth = 0;
  let part = '';
  for (const char of selector) {
    if (char === ',' && depth === 0) {
      parts.push(part.trim());
      part = '';
      continue;
    }
    if (char === '(' || char === '[') depth++;
    if (char === ')' || char === ']') depth--;
    part += char;
  }
  parts.push(part.trim());
  return parts.filter(Boolean);
}

const PSEUDO_ELEMENT = /::?(before|after|first-line|first-letter|placeholder|marker|selection|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(\([^)]*\))?/g;

/** The pseudo-element a complex selector styles ('' for the element itself): rules about different ones never meet. */
export function pseudoElement(part) {
  return [...part.matchAll(PSEUDO_ELEMENT)].pop()?.[1] ?? '';
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Selectors Level 4 specificity of one complex selector: [ids, classes/attributes/pseudo-classes, types/pseudo-elements]. */
export function specificity(part) {
  const total = [0, 0, 0];
  const add = (more) => more.forEach((count, i) => (total[i] += count));
  let rest = part.replace(/:where\((?:[^()]|\([^()]*\))*\)/g, ' ');
  // :is(), :not() and :has() count as their most specific argument.
  rest = rest.replace(/:(is|not|has|matches)\(((?:[^()]|\([^()]*\))*)\)/g, (_, __, inside) => {
    add(selectorParts(inside).map(specificity).sort(compare).pop() ?? [0, 0, 0]);
    return ' ';
  });
  rest = rest.replace(PSEUDO_ELEMENT, () => (add([0, 0, 1]), ' '));
  rest = rest.replace(/\[[^\]]*\]/g, () => (add([0, 1, 0]), ' '));
  rest = rest.replace(/:[\w-]+(\([^)]*\))?/g, () => (add([0, 1, 0]), ' '));
  rest = rest.replace(/#[\w-]+/g, () => (add([1, 0, 0]), ' '));
  rest = rest.replace(/\.[\w-]+/g, () => (add([0, 1, 0]), ' '));
  add([0, 0, (rest.match(/(^|[\s>+~])[a-zA-Z][\w-]*/g) ?? []).length]);
  return total;
}

/** What a rule on the same element can be overridden by: a part's specificity and the pseudo-element it styles. */
export const meetingKey = (part) => `${specificity(part).join(',')}${pseudoElement(part)}`;

/** The properties one declaration can set, as groups: a shorthand and its longhands, a physical and a logical
 * property of one box side, share a group; so do any two that could reach the same value. */
export function propertyGroup(property) {
  const name = property.toLowerCase();
  if (name.startsWith('--')) return name;
  const bare = name.replace(/^-(webkit|moz|ms)-/, '');
  if (bare === 'all') return 'all';
  if (/^(top|right|bottom|left|inset(-.*)?)$/.test(bare)) return 'inset';
  if (/^((min-|max-)?(width|height|inline-size|block-size))$/.test(bare)) return 'size';
  if (/^(row-gap|column-gap|gap|grid-gap)$/.test(bare)) return 'gap';
  if (/^(align|justify|place)-/.test(bare)) return 'place';
  if (bare === 'line-height') return 'font';
  if (bare.startsWith('text-decoration')) return 'text-decoration';
  const first = bare.split('-')[0];
  if (/^(margin|padding|border|grid|flex|font|overflow|list|outline|columns|transition|animation|background|mask|scroll)$/.test(first)) return first;
  return bare;
}

/** The groups a rule's declarations set. */
export const ruleGroups = (declarations) => new Set(declarations.map(propertyGroup));

/**
 * Which rules, by index in the stylesheet's order, go in the rest: every rule not in `cut`, and each cut rule that
 * meets (coMatched) an earlier rule of the rest on a property group they share, so that it still comes after it.
 * A repeated rule is itself in the rest, so later cut rules are checked against it too.
 *
 * @param {Set<string>[]} groups each rule's property groups
 * @param {Set<number>} cut the rules of the page's head
 * @param {(earlier: number, later: number) => boolean} coMatched whether two rules were seen styling one element
 */
export function remainderRules(groups, cut, coMatched) {
  const rest = [];
  groups.forEach((own, index) => {
    const repeated = cut.has(index) && rest.some((earlier) => coMatched(earlier, index) && shareGroup(groups[earlier], own));
    if (!cut.has(index) || repeated) rest.push(index);
  });
  return new Set(rest);
}

function shareGroup(a, b) {
  if (a.has('all') || b.has('all')) return true;
  for (const group of a) if (b.has(group)) return true;
  return false;
}
