// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { meetingKey, propertyGroup, remainderRules, ruleGroups, selectorParts, specificity } from './css-remainder.mjs';

describe('specificity', () => {
  it.each([
    ['.a', [0, 1, 0]],
    ['#top .a > a', [1, 1, 1]],
    ['a.button:hover', [0, 2, 1]],
    ['.x::before', [0, 1, 1]],
    ['[data-island=reader] img', [0, 1, 1]],
    [':is(.a, #b) span', [1, 0, 1]],
    [':where(.a, #b) span', [0, 0, 1]],
    [':not(.a.b) li', [0, 2, 1]],
    ['*', [0, 0, 0]],
  ])('%s is %j', (selector, expected) => {
    expect(specificity(selector)).toEqual(expected);
  });

  it('keys a rule on a pseudo-element apart from one on the element', () => {
    expect(meetingKey('.x::before')).not.toBe(meetingKey('.x span'));
    expect(meetingKey('.x span')).toBe(meetingKey('span.y'));
  });
});

describe('selectorParts', () => {
  it('splits at top-level commas only', () => {
    expect(selectorParts('.a, :is(.b, .c) d,[data-x="1,2"]')).toEqual(['.a', ':is(.b, .c) d', '[data-x="1,2"]']);
  });
});

describe('propertyGroup', () => {
  it('puts a shorthand with its longhands, and physical with logical sides', () => {
    expect(propertyGroup('margin')).toBe(propertyGroup('margin-inline-start'));
    expect(propertyGroup('inset')).toBe(propertyGroup('left'));
    expect(propertyGroup('width')).toBe(propertyGroup('inline-size'));
    expect(propertyGroup('place-items')).toBe(propertyGroup('align-items'));
    expect(propertyGroup('font')).toBe(propertyGroup('line-height'));
    expect(propertyGroup('color')).not.toBe(propertyGroup('background-color'));
    expect(propertyGroup('--yomu-bg')).not.toBe(propertyGroup('--yomu-fg'));
  });
});

describe('remainderRules', () => {
  // 0 .card { color }   (rest)    1 .button { color }   (cut)    2 .button { padding } (cut)   3 .title { color } (cut)
  const groups = [ruleGroups(['color']), ruleGroups(['color']), ruleGroups(['padding']), ruleGroups(['color'])];
  const cut = new Set([1, 2, 3]);

  it('leaves out the cut when nothing of the rest meets it', () => {
    expect([...remainderRules(groups, cut, () => false)]).toEqual([0]);
  });

  it('repeats a cut rule that beat an earlier rule of the rest on one element and property', () => {
    const met = new Set(['0,1', '0,2']);
    expect([...remainderRules(groups, cut, (a, b) => met.has(`${a},${b}`))]).toEqual([0, 1]);
  });

  it('repeats a later cut rule that the repeated one would now beat', () => {
    const met = new Set(['0,1', '1,3']);
    expect([...remainderRules(groups, cut, (a, b) => met.has(`${a},${b}`))]).toEqual([0, 1, 3]);
  });
});
