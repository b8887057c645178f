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
