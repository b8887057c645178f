import { ROLES, type RoleId } from '@shared/auth/pool-definition';
import { webPaths } from '@shared/web-paths';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiRequestError, setBearerToken, setSessionCheck, setSessionRenewal } from '../api-client';
import { sameSitePath } from './after-sign-in';
import { isSessionEnded, refreshIdToken, revokeEverySession, revokeSession } from './auth-api';
import type { Renewal } from './renewal';
import { SessionNotice } from './SessionNotice';
import { clearBrowserTraces } from './sign-out';
import { announceSignOut, listenForSignOut } from './sign-out-broadcast';
import {
  clearSessionHint,
  decodeJwt,
  expiresAt,
  hasSessionHint,
  type SessionUser,
  userFromClaims,
} from './tokens';

export type { RoleId, SessionUser };

/** Roles as numbers, as the API and tokens carry them (docs/spec/1-students-and-accounts.md §9). */
export const ROLE_STUDENT = ROLES.student;
export const ROLE_EMPLOYER = ROLES.employer;
export const ROLE_GUARDIAN = ROLES.guardian;

export const isStudent = (user: SessionUser | undefined | null): boolean => user?.roleId === ROLE_STUDENT;
export const isEmployer = (user: SessionUser | undefined | null): boolean => user?.roleId === ROLE_EMPLOYER;

type SessionState =
  | { status: 'loading'; renewal: Renewal }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; expiresAt: number | null; renewal: Renewal };

/**
 * Who is here. The ID token lives in this page's memory; the refresh token in an
 * HttpOnly cookie the page cannot read. So a new tab, a reload or a link from an e-mail starts
 * `loading`, asks POST /token/refresh for an ID token and is signed in (or out) when it answers;
 * a visitor who never signed in (no hint cookie) is signed out at once, with no call.
 */
export type Session = SessionState & {
  /** Starts the session of a sign-in that just answered with this ID token; returns the user. */
  signIn: (idToken: string) => SessionUser;
  /**
   * Ends the session and loads `goTo` (a path on this site, default /): e.g. the sign-in screen, to
   * sign in again or as someone else.
   */
  signOut: (options?: { goTo?: string }) => void;
  /**
   * "Sign out everywhere": every session of the account ends, on every device, then this page goes to
   * the sign-in screen, which says so. Rejects (and stays signed in) when the API could not do it.
   */
  signOutEverywhere: () => Promise<void>;
  /** A new ID token now, e.g. after the account's name changed, so the page shows the new one. */
  renew: () => Promise<void>;
};

/** Renew this long before the ID token (15 minutes) expires, so a request never leaves with a stale one. */
const REFRESH_AHEAD_MS = 3 * 60_000;
/** A passing failure is retried after its Retry-After, or this long. */
const RETRY_MS = 30_000;
/** After this many passing failures in a row, the person is told (and it keeps trying). */
const FAILURES_BEFORE_NOTICE = 3;

/** The session a fresh ID token describes, or null when it lacks a role (not a finished account). */
function sessionOf(idToken: string): Extract<SessionState, { status: 'signed-in' }> | null {
  const claims = decodeJwt(idToken);
  const user = claims ? userFromClaims(claims) : null;
  if (!claims || !user) return null;
  return { status: 'signed-in', user, expiresAt: expiresAt(claims), renewal: 'ok' };
}

/**
 * One refresh at a time across this browser's tabs (Web Locks): the refresh token rotates, so two tabs
 * refreshing with the same cookie at once would look like a replayed token and end the session.
 * The second tab waits, then sends the cookie the first one's answer set.
 */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return (locks ? locks.request('nj-session-refresh', task) : task()) as Promise<T>;
}

/**
 * The first ask for an ID token, started before React renders (main.tsx, once the settings are
 * loaded): a signed-in page's first read can then leave as soon as the token arrives, alongside the
 * page's code. The provider takes it as its own first refresh.
 */
let firstRefresh: Promise<string> | null = null;

/** The hint cookie as read when the app started (main.tsx, tokens.ts readSessionHint); null before. */
let hintAtStart: boolean | null = null;

export function rememberSessionHint(hint: boolean): void {
  hintAtStart = hint;
}

/** Whether this browser had a session to renew when the app started. */
const hadSessionHint = (): boolean => typeof document !== 'undefined' && (hintAtStart ?? hasSessionHint());

export function startSessionEarly(): Promise<string> | null {
  if (firstRefresh || !hadSessionHint()) return firstRefresh;
  firstRefresh = oneAtATime(refreshIdToken).then((idToken) => {
    setBearerToken(idToken);
    return idToken;
  });
  firstRefresh.catch(() => undefined);
  return firstRefresh;
}

function takeFirstRefresh(): Promise<string> | null {
  const early = firstRefresh;
  firstRefresh = null;
  return early;
}

/** The user of the early first refresh, for the page's first read; null when there is none. */
export async function earlySessionUser(): Promise<SessionUser | null> {
  const idToken = await startSessionEarly()?.catch(() => null);
  return idToken ? (sessionOf(idToken)?.user ?? null) : null;
}

/** Nobody is signed in during the pre-render; a browser with the hint cookie asks first. */
const initialState = (): SessionState =>
  hadSessionHint() ? { status: 'loading', renewal: 'ok' } : { status: 'signed-out' };

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const failures = useRef(0);
  const pending = useRef<Promise<string | null> | null>(null);

  /** Asks for a new ID token; resolves with it, or null when there is none (ended, or failing). */
  const refresh = useCallback((): Promise<string | null> => {
    pending.current ??= (takeFirstRefresh() ?? oneAtATime(refreshIdToken))
      .then((idToken) => {
        const next = sessionOf(idToken);
        failures.current = 0;
        setBearerToken(next ? idToken : null);
        // In a transition: on a signed-in page's first load this update turns the page from its
        // placeholder into the page itself, the biggest render of the load. As a plain update React
        // renders it in one go (a long task on a phone, counted in Total Blocking Time); as a
        // transition it renders in slices and a tap or a key still gets through.
        startTransition(() => {
          setRetryAt(null);
          setState(next ?? { status: 'signed-out' });
        });
        return next ? idToken : null;
      })
      .catch((error: unknown) => {
        if (isSessionEnded(error)) {
          setBearerToken(null);
          setRetryAt(null);
          // Signed in until now: keep the page (and what was typed); its forms sign in again in place.
          setState((current) =>
            current.status === 'signed-in' ? { ...current, renewal: 'ended' } : { status: 'signed-out' },
          );
          return null;
        }
        // Throttled (429), unavailable, offline: never a reason to sign anyone out. Try again after
        // the server's Retry-After, and say so when it keeps failing.
        failures.current += 1;
        const wait =
          error instanceof ApiRequestError && error.retryAfterSeconds
            ? error.retryAfterSeconds * 1000
            : RETRY_MS;
        setRetryAt(Date.now() + wait);
        const renewal: Renewal = failures.current >= FAILURES_BEFORE_NOTICE ? 'failing' : 'retrying';
        setState((current) => (current.status === 'signed-out' ? current : { ...current, renewal }));
        return null;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, []);

  // The API client renews the session itself when a request's token has expired.
  useEffect(() => {
    setSessionRenewal(refresh);
    return () => setSessionRenewal(null);
  }, [refresh]);

  // Start-up: a browser with a session asks for its ID token.
  const loading = state.status === 'loading';
  useEffect(() => {
    if (loading && retryAt === null) void refresh();
  }, [loading, retryAt, refresh]);

  // When to renew next: shortly before the ID token expires, or when a retry is due. Background tabs
  // throttle timers, so the check also runs when the tab becomes visible again.
  const renewAt =
    retryAt ??
    (state.status === 'signed-in' && state.renewal !== 'ended' && state.expiresAt !== null
      ? state.expiresAt - REFRESH_AHEAD_MS
      : null);
  useEffect(() => {
    if (renewAt === null) return;
    let started = false;
    const renewOnce = () => {
      if (started) return;
      started = true;
      setRetryAt(null);
      void refresh();
    };
    const timer = setTimeout(renewOnce, Math.max(0, renewAt - Date.now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible' && renewAt <= Date.now()) renewOnce();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [renewAt, refresh]);

  /**
   * Another tab of this browser signed out: this one forgets the person at once, without a page load
   * (which would ask about unsaved changes that are no longer this person's to keep). Its signed-in
   * screens turn to their signed-out form: the Apply panel to "Sign in to apply", the employer area
   * to its sign-in notice.
   */
  const forgetHere = useCallback(() => {
    setBearerToken(null);
    queryClient.clear();
    clearBrowserTraces();
    failures.current = 0;
    setRetryAt(null);
    setState({ status: 'signed-out' });
  }, [queryClient]);

  // While someone is signed in: hear another tab sign out, and find a sign-out this tab could not hear
  // (frozen, or kept in the back-forward cache) by the hint cookie when it is shown again or sends a
  // write. The refresh cookie went with the hint, so no request of this tab could renew the session.
  const signedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    const stillSignedIn = () => {
      if (hasSessionHint()) return true;
      forgetHere();
      return false;
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') stillSignedIn();
    };
    const stopListening = listenForSignOut(forgetHere);
    setSessionCheck(stillSignedIn);
    document.addEventListener('visibilitychange', onShown);
    window.addEventListener('pageshow', onShown);
    return () => {
      stopListening();
      setSessionCheck(null);
      document.removeEventListener('visibilitychange', onShown);
      window.removeEventListener('pageshow', onShown);
    };
  }, [signedIn, forgetHere]);

  const signIn = useCallback(
    (idToken: string): SessionUser => {
      const next = sessionOf(idToken);
      if (!next) throw new Error('The token does not describe a complete account');
      setState((current) => {
        // Someone else (or nobody) was here: nothing cached for them may show in this person's screens.
        if (current.status !== 'signed-in' || current.user.id !== next.user.id) queryClient.clear();
        return next;
      });
      setBearerToken(idToken);
      failures.current = 0;
      setRetryAt(null);
      return next.user;
    },
    [queryClient],
  );

  /** Forgets this person in this page and loads `goTo` (the session's end at the API is the caller's). */
  const leave = useCallback(
    (goTo?: string) => {
      clearSessionHint();
      setBearerToken(null);
      announceSignOut();
      queryClient.clear();
      clearBrowserTraces();
      // A full page load rather than a client-side navigation: families share computers, and a fresh
      // page guarantees nothing of this person (cached profile, form drafts, component state) stays in
      // memory. It also avoids signed-in pages reacting to the sign-out before the page changes.
      window.location.assign(sameSitePath(goTo) ?? webPaths.home);
    },
    [queryClient],
  );

  const signOut = useCallback(
    (options?: { goTo?: string }) => {
      // The session ends at Cognito too, and the API clears the cookie.
      revokeSession();
      leave(options?.goTo);
    },
    [leave],
  );

  const signOutEverywhere = useCallback(async () => {
    // Every session of the account ends at Cognito, and the API clears this browser's cookie.
    const { message } = await revokeEverySession();
    leave(`${webPaths.signIn}?message=${encodeURIComponent(message)}`);
  }, [leave]);

  const renew = useCallback(async () => {
    await refresh();
  }, [refresh]);

  const session = useMemo<Session>(
    () => ({ ...state, signIn, signOut, signOutEverywhere, renew }),
    [state, signIn, signOut, signOutEverywhere, renew],
  );
  const renewal = state.status === 'signed-out' ? 'ok' : state.renewal;
  return (
    <SessionContext.Provider value={session}>
      {children}
      <SessionNotice renewal={renewal} />
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
