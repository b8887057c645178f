/**
 * What the session gives the API client for a 401 on a request that carried a token: a fresh ID token
 * (the old one expired while the tab slept), or null when the session has ended.
 */
type Renewal = () => Promise<string | null>;
let renewal: Renewal | null = null;

export function setSessionRenewal(renew: Renewal | null): void {
  renewal = renew;
}

/** A fresh ID token from the session, or null when it has ended (or no session can renew). */
export function renewSession(): Promise<string | null> {
  return renewal ? renewal().catch(() => null) : Promise.resolve(null);
}

/**
 * Whether the signed-in session still holds in this browser, asked before a write is sent: another
 * tab may have signed out while this one kept its ID token (lib/auth/sign-out-broadcast.ts). Set by
 * the session while someone is signed in; a write it refuses is never sent and ends as SESSION_ENDED.
 */
type SessionCheck = () => boolean;
let sessionCheck: SessionCheck | null = null;

export function setSessionCheck(check: SessionCheck | null): void {
  sessionCheck = check;
}

/** False only when the session says it has ended in this browser (no check set: nothing to refuse). */
export const sessionHolds = (): boolean => (sessionCheck ? sessionCheck() : true);
