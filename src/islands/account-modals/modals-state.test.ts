// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialModals, modalsReducer, type ModalsState } from './modals-state';

const closed = initialModals(null);

describe('account modals state', () => {
  it('opens one modal at a time and closes it, remembering whether focus goes back', () => {
    const login = modalsReducer(closed, { type: 'open', id: 'form-login' });
    expect(login.open).toBe('form-login');
    const reset = modalsReducer(login, { type: 'open', id: 'form-reset' });
    expect(reset.open).toBe('form-reset');
    expect(modalsReducer(reset, { type: 'close', restoreFocus: true })).toMatchObject({ open: null, restoreFocus: true });
    expect(modalsReducer(closed, { type: 'close', restoreFocus: true })).toBe(closed);
  });

  it('switches: closes now, opens the target when the delay has passed', () => {
    const login = modalsReducer(closed, { type: 'open', id: 'form-login' });
    const switching = modalsReducer(login, { type: 'switch', id: 'form-sign-up' });
    expect(switching).toMatchObject({ open: null, pending: 'form-sign-up', restoreFocus: false });
    expect(modalsReducer(switching, { type: 'switched' })).toMatchObject({ open: 'form-sign-up', pending: null });
    // Something opened meanwhile: the late switch does nothing.
    const reopened = modalsReducer(switching, { type: 'open', id: 'form-reset' });
    expect(modalsReducer(reopened, { type: 'switched' })).toBe(reopened);
  });

  it('a login request opens the login modal with the bookmarking intent; sign-in clears it and closes', () => {
    const asked = modalsReducer(closed, { type: 'require-login', bookmarking: true });
    expect(asked).toMatchObject({ open: 'form-login', bookmarking: true });
    expect(modalsReducer(asked, { type: 'require-login', bookmarking: false }).bookmarking).toBe(false);
    const signedIn: ModalsState = modalsReducer(asked, { type: 'signed-in' });
    expect(signedIn).toEqual({ open: null, pending: null, bookmarking: false, signedIn: true, restoreFocus: false });
  });

  it('starts with the modal the page asks to open', () => {
    expect(initialModals('form-reset-password').open).toBe('form-reset-password');
  });
});
