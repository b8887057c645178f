/*
 * Sign-out reaches every tab of this browser at once. The session cookie is the browser's, so a tab
 * that signs out ends the session of every tab; but each tab keeps an ID token in its memory that
 * stays valid for up to 15 minutes, and until told, the other tabs showed the person signed in and
 * would still send their forms (an application) under that token. A family computer's next user
 * would find them so.
 *
 * The tab that signs out says so on a BroadcastChannel; where there is none (a browser before 2022),
 * on a storage event of a key it writes and removes at once. Each listening tab then forgets the
 * person (session.tsx). What a tab cannot hear (it was frozen, or in the back-forward cache) it finds
 * when it is shown again, by the hint cookie the sign-out removed (`signedOutElsewhere`).
 */

const CHANNEL = 'nj-session';
const STORAGE_KEY = 'nj-signed-out';
const SIGNED_OUT = 'signed-out';

/** Tells the other tabs of this browser that the person signed out here. */
export function announceSignOut(): void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage(SIGNED_OUT);
    channel.close();
    return;
  }
  try {
    // Any new value fires a storage event in the other tabs; removing it keeps nothing stored.
    localStorage.setItem(STORAGE_KEY, String(Date.now()));
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the other tabs find out by the hint cookie when they are shown.
  }
}

/** Calls `onSignOut` when another tab of this browser signs out; returns the unsubscribe. */
export function listenForSignOut(onSignOut: () => void): () => void {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) onSignOut();
    };
    return () => channel.close();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue !== null) onSignOut();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
