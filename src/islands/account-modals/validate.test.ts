// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkLogin, checkNewPassword, checkReset, checkSignUp, encodePassword } from './validate';

describe('account form checks', () => {
  it('sign-up: username, then email, then password', () => {
    expect(checkSignUp('', '', '')).toBe('username_empty');
    expect(checkSignUp('ayse', '', '')).toBe('email_empty');
    expect(checkSignUp('ayse', 'a@b.c', '')).toBe('password_empty');
    expect(checkSignUp('ayse', 'a@b.c', 'x')).toBeNull();
  });

  it('login: username, then password', () => {
    expect(checkLogin(' ', '')).toBe('login_username');
    expect(checkLogin('ayse', '')).toBe('login_password');
    expect(checkLogin('ayse', 'p')).toBeNull();
  });

  it('reset request needs a username or email', () => {
    expect(checkReset('')).toBe('reset_empty');
    expect(checkReset('ayse')).toBeNull();
  });

  it('reset password: empty, then length in characters, then match', () => {
    expect(checkNewPassword('', 'x')).toBe('passwords_empty');
    expect(checkNewPassword('abcdefghijk', 'abcdefghijk')).toBe('password_short');
    // 11 emoji are 22 UTF-16 units and 44 bytes, but 11 characters.
    expect(checkNewPassword('🔑'.repeat(11), '🔑'.repeat(11))).toBe('password_short');
    expect(checkNewPassword('🔑'.repeat(12), '🔑'.repeat(11) + 'x')).toBe('passwords_mismatch');
    expect(checkNewPassword('şşşşşşşşşşşş', 'şşşşşşşşşşşş')).toBeNull();
  });

  it('encodes the password as base64 of its UTF-8 bytes', () => {
    expect(encodePassword('Şifre 🔑')).toBe(Buffer.from('Şifre 🔑', 'utf8').toString('base64'));
    expect(encodePassword('plain')).toBe(btoa('plain'));
  });
});
