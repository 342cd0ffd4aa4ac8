// A sign-in on this page (the account modals) brings nonces made for the reader; the page's own, printed for a guest,
// no longer pass. They are announced with `yomu:signed-in` and kept here, so an island that comes after the sign-in
// (the bookmark and rating controls load on the reader's first reach) starts with them.

export const SIGNED_IN_EVENT = 'yomu:signed-in';

export type Nonces = Record<string, string | undefined>;

let nonces: Nonces | null = null;

/** Keeps the signed-in reader's nonces and tells the page's islands. */
export function announceSignIn(fresh: Nonces): void {
  nonces = fresh;
  document.dispatchEvent(new CustomEvent(SIGNED_IN_EVENT, { detail: { nonces: fresh } }));
}

/** The nonce of that name from a sign-in on this page; null when there was none. */
export const signedInNonce = (name: string): string | null => (nonces ? (nonces[name] ?? null) : null);

/** Whether the reader signed in on this page. */
export const signedInHere = (): boolean => nonces !== null;

/** The nonces an event of SIGNED_IN_EVENT carries. */
export const noncesOf = (event: Event): Nonces => (event as CustomEvent<{ nonces?: Nonces } | null>).detail?.nonces ?? {};

/** Forgets the sign-in (tests, which share one page). */
export function forgetSignIn(): void {
  nonces = null;
}
