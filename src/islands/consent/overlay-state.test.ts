import { describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { choicesFor, consentValue, initialState, optedOut, reduce } from './overlay-state';
import { allOf, defaults } from './state';

const saved = (action: 'yes' | 'no') => ({ consentid: 'a'.repeat(32), consent: 'yes' as const, action, categories: { ...allOf('no'), analytics: 'yes' as const } });

describe('consent overlay state', () => {
  it('starts from the cookie once the visitor acted, from the law before', () => {
    expect(initialState('gdpr', null)).toEqual({ acted: false, choices: defaults('gdpr'), centreOpen: false, draft: defaults('gdpr') });
    expect(initialState('ccpa', saved('no')).choices).toEqual(defaults('ccpa'));
    expect(initialState('gdpr', saved('yes'))).toMatchObject({ acted: true, choices: { analytics: 'yes', advertisement: 'no' } });
  });

  it('opens the centre on the choices in force and keeps the toggles a draft until applied', () => {
    let state = reduce(initialState('gdpr', saved('yes')), { type: 'opened' });
    expect(state).toMatchObject({ centreOpen: true, draft: { analytics: 'yes' } });
    state = reduce(state, { type: 'toggled', category: 'advertisement', on: true });
    state = reduce(state, { type: 'toggled', category: 'necessary', on: false });
    expect(state.draft).toEqual({ ...allOf('no'), analytics: 'yes', advertisement: 'yes' });
    expect(state.choices.advertisement).toBe('no');
    state = reduce(state, { type: 'closed' });
    expect(reduce(state, { type: 'opened' }).draft.advertisement).toBe('no');
    const applied = reduce(state, { type: 'applied', choices: allOf('yes') });
    expect(applied).toEqual({ acted: true, choices: allOf('yes'), centreOpen: false, draft: allOf('yes') });
  });

  it('turns accept, reject and save into choices; under CCPA the one box opts out of everything optional', () => {
    const draft = { ...allOf('no'), performance: 'yes' as const };
    expect(choicesFor('accept', 'gdpr', draft)).toEqual(allOf('yes'));
    expect(choicesFor('reject', 'gdpr', draft)).toEqual(allOf('no'));
    expect(choicesFor('save', 'gdpr', draft)).toEqual(draft);
    expect(choicesFor('save', 'ccpa', draft)).toEqual(allOf('no'));
    expect(choicesFor('save', 'ccpa', allOf('yes'))).toEqual(allOf('yes'));
    expect(optedOut(defaults('ccpa'))).toBe(false);
    expect(reduce(initialState('ccpa', null), { type: 'opted-out', on: true }).draft).toEqual(allOf('no'));
    expect(consentValue(allOf('no'))).toBe('no');
    expect(consentValue(draft)).toBe('yes');
  });
});

describe('consent props', () => {
  it('falls back to the SPEC defaults and logs only to the consent log action', () => {
    expect(readConfig({})).toEqual({ law: 'gdpr', cookie: 'cookieyes-consent', days: 365, cookies: {}, log: false });
    expect(
      readConfig({ law: 'ccpa', cookie: 'c', days: 30, cookies: { analytics: ['_ga', '_ga_*'], advertisement: 'x', bogus: ['y'] }, log: 'yomu_consent_log' }),
    ).toEqual({ law: 'ccpa', cookie: 'c', days: 30, cookies: { analytics: ['_ga', '_ga_*'] }, log: true });
    expect(readConfig({ law: 'other', days: -1, log: 'something_else' })).toMatchObject({ law: 'gdpr', days: 365, log: false });
  });
});
