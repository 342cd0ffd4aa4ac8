// The account forms' client-side checks, in the order the specification gives. Each returns the first message
// key that applies, or null when the form may be sent.

export type MessageKey =
  | 'username_empty'
  | 'email_empty'
  | 'password_empty'
  | 'login_username'
  | 'login_password'
  | 'reset_empty'
  | 'passwords_empty'
  | 'password_short'
  | 'passwords_mismatch';

export const PASSWORD_MIN = 12;

export function checkSignUp(user: string, email: string, pass: string): MessageKey | null {
  if (user.trim() === '') return 'username_empty';
  if (email.trim() === '') return 'email_empty';
  if (pass === '') return 'password_empty';
  return null;
}

export function checkLogin(user: string, pass: string): MessageKey | null {
  if (user.trim() === '') return 'login_username';
  if (pass === '') return 'login_password';
  return null;
}

export function checkReset(user: string): MessageKey | null {
  return user.trim() === '' ? 'reset_empty' : null;
}

/** Counts characters as the reader sees them (code points), not UTF-16 units or bytes. */
export function checkNewPassword(first: string, second: string): MessageKey | null {
  if (first === '' || second === '') return 'passwords_empty';
  if ([...first].length < PASSWORD_MIN) return 'password_short';
  if (first !== second) return 'passwords_mismatch';
  return null;
}

/** Base64 of the UTF-8 bytes (window.btoa alone only takes Latin-1). */
export function encodePassword(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
