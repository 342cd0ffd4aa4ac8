import { describe, expect, it } from 'vitest';
import { followingIndex, setIndexField } from './next-index';

describe('the next chapter index', () => {
  it("takes the server's answer, else one past what was known and what was sent", () => {
    expect(followingIndex(12, 9, 9)).toBe(12);
    expect(followingIndex(undefined, 9, 9)).toBe(10);
    expect(followingIndex(undefined, 9, 4)).toBe(9);
    expect(followingIndex(undefined, null, Number.NaN)).toBeNull();
  });

  it('fills the Index field so that a form reset keeps it', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input type="number" name="chapter_index" value="3">';
    setIndexField(form, 10);
    form.reset();
    expect(form.querySelector('input')!.value).toBe('10');
  });
});
