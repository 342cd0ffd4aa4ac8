import { describe, expect, it } from 'vitest';
import { phpProblems } from '../support/site';

// Runs last (files run in name order): everything the other files requested must have left no PHP problem.
describe('PHP log', () => {
  it('has no warning, notice, deprecation or fatal error', () => {
    expect(phpProblems()).toEqual([]);
  });
});
