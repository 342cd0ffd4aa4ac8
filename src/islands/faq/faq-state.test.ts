// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detailsOpen, faqReducer, type FaqState } from './faq-state';

const animated = { type: 'toggle', animated: true } as const;
const instant = { type: 'toggle', animated: false } as const;

describe('faq card states', () => {
  it('goes closed → expanding → open and open → closing → closed', () => {
    expect(faqReducer('closed', animated)).toBe('expanding');
    expect(faqReducer('expanding', { type: 'finished' })).toBe('open');
    expect(faqReducer('open', animated)).toBe('closing');
    expect(faqReducer('closing', { type: 'finished' })).toBe('closed');
  });

  it('reverses an animation clicked mid-way', () => {
    expect(faqReducer('expanding', animated)).toBe('closing');
    expect(faqReducer('closing', animated)).toBe('expanding');
  });

  it('flips between closed and open without animations, and follows the browser’s own toggles', () => {
    expect(faqReducer('closed', instant)).toBe('open');
    expect(faqReducer('open', instant)).toBe('closed');
    expect(faqReducer('closing', { type: 'native', open: true })).toBe('open');
    expect(faqReducer('open', { type: 'native', open: false })).toBe('closed');
  });

  it('ignores a finished animation in a settled state, and keeps <details> open while animating', () => {
    expect(faqReducer('open', { type: 'finished' })).toBe('open');
    expect(faqReducer('closed', { type: 'finished' })).toBe('closed');
    const open = (['closed', 'expanding', 'open', 'closing'] as FaqState[]).map(detailsOpen);
    expect(open).toEqual([false, true, true, true]);
  });
});
