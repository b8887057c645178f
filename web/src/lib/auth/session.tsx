import { ROLES, type RoleId } from '@shared/auth/pool-definition';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiRequestError } from '../api-client';
import { sameSitePath } from './after-sign-in';
import { refreshIdToken, revokeRefreshToken } from './auth-api';
import { clearBrowserTraces } from './sign-out';
import {
  clearStoredTokens,
  decodeJwt,
  expiresAt,
  readStoredTokens,
  type SessionUser,
  type StoredTokens,
  storeTokens,
  userFromClaims,
} from './tokens';

export type { RoleId, SessionUser, StoredTokens };

/** Roles as numbers, as the API and tokens carry them (spec/1 §9). */
export const ROLE_STUDENT = ROLES.student;
export const ROLE_EMPLOYER = ROLES.employer;
export const ROLE_GUARDIAN = ROLES.guardian;

export const isStudent = (user: SessionUser | undefined | null): boolean => user?.roleId === ROLE_STUDENT;
export const isEmployer = (user: SessionUser | undefined | null): boolean => user?.roleId === ROLE_EMPLOYER;

type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; expiresAt: number | null; refreshAt: number | null };

/**
 * Who is here. `loading` while stored tokens are refreshed on start (the header shows a Loading
 * indicator), then signed in or out. `signIn` stores the tokens of a successful sign-in and returns
 * the user they describe; it throws when the tokens do not describe a finished account.
 */
export type Session = SessionState & {
  signIn: (tokens: StoredTokens) => SessionUser;
  /**
   * Ends the session and loads `goTo` (a path on this site, default /): e.g. the sign-in screen, to
   * sign in again or as someone else.
   */
  signOut: (options?: { goTo?: string }) => void;
};

/** Refresh this long before the ID token expires, so a request never leaves with a stale token. */
const REFRESH_AHEAD_MS = 5 * 60_000;
/** A refresh that fails for a passing reason (network, 5xx) is retried this often until expiry. */
const RETRY_AFTER_MS = 60_000;

function sessionFrom(tokens: StoredTokens | null): SessionState {
  if (!tokens) return { status: 'signed-out' };
  const claims = decodeJwt(tokens.idToken);
  const user = claims ? userFromClaims(claims) : null;
  if (!claims || !user) return { status: 'signed-out' };
  const expiry = expiresAt(claims);
  return {
    status: 'signed-in',
    user,
    expiresAt: expiry,
    refreshAt: expiry === null ? null : expiry - REFRESH_AHEAD_MS,
  };
}

/**
 * On load the tokens in sessionStorage are decoded at once, so a reload of a valid session renders
 * signed in on the first frame (no header flicker). Only a token that is already (nearly) expired
 * needs the network first; the session is `loading` until that refresh answers.
 */
function initialState(): SessionState {
  const stored = readStoredTokens();
  const state = sessionFrom(stored);
  if (stored && state.status === 'signed-out') clearStoredTokens();
  if (state.status === 'signed-in' && isDue(state.refreshAt)) return { status: 'loading' };
  return state;
}

const isDue = (refreshAt: number | null): boolean => refreshAt !== null && refreshAt <= Date.now();

/** Who the stored tokens sign in, when they can be used as they are (no refresh due); else null. */
export function storedSessionUser(): SessionUser | null {
  const state = sessionFrom(readStoredTokens());
  return state.status === 'signed-in' && !isDue(state.refreshAt) ? state.user : null;
}

/** Passing failures are worth another try while the current token still works; refusals are final. */
function isPassingFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.isNetworkError || error.status >= 500);
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);

  const endSilently = useCallback(() => {
    clearStoredTokens();
    queryClient.clear();
    setState({ status: 'signed-out' });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    const stored = readStoredTokens();
    if (!stored) return endSilently();
    try {
      const fresh = await refreshIdToken(stored.refreshToken);
      // Cognito keeps the refresh token: only the ID token is new.
      const tokens = { idToken: fresh.idToken, refreshToken: stored.refreshToken };
      const next = sessionFrom(tokens);
      if (next.status !== 'signed-in') return endSilently();
      storeTokens(tokens);
      setState(next);
    } catch (error) {
      const current = sessionFrom(readStoredTokens());
      const stillValid = current.status === 'signed-in' && (current.expiresAt ?? 0) > Date.now();
      if (isPassingFailure(error) && stillValid) {
        // Keep working with the current token and try again shortly (spec: never throw people out
        // for a blip); a refused refresh token ends the session without a word (spec/1 §8).
        setState({ ...current, refreshAt: Date.now() + RETRY_AFTER_MS });
        return;
      }
      endSilently();
    }
  }, [endSilently]);

  // Start-up refresh of a stale stored token.
  useEffect(() => {
    if (state.status === 'loading') void refresh();
  }, [state.status, refresh]);

  // Refresh shortly before the ID token expires. Background tabs throttle timers, so the check also
  // runs when the tab becomes visible again.
  const refreshAt = state.status === 'signed-in' ? state.refreshAt : null;
  useEffect(() => {
    if (refreshAt === null) return;
    let started = false;
    const refreshOnce = () => {
      if (started) return;
      started = true;
      void refresh();
    };
    const timer = setTimeout(refreshOnce, Math.max(0, refreshAt - Date.now()));
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isDue(refreshAt)) refreshOnce();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refreshAt, refresh]);

  const signIn = useCallback(
    (tokens: StoredTokens): SessionUser => {
      const next = sessionFrom(tokens);
      if (next.status !== 'signed-in') throw new Error('The tokens do not describe a complete account');
      // Nothing cached for a visitor (or a previous person) may leak into this person's screens.
      queryClient.clear();
      storeTokens(tokens);
      setState(next);
      return next.user;
    },
    [queryClient],
  );

  const signOut = useCallback(
    (options?: { goTo?: string }) => {
      // The session ends at Cognito too (issue 10 §1): a copied refresh token can no longer refresh.
      const stored = readStoredTokens();
      clearStoredTokens();
      if (stored) revokeRefreshToken(stored.refreshToken);
      queryClient.clear();
      clearBrowserTraces();
      // A full page load rather than a client-side navigation: families share computers, and a fresh
      // page guarantees nothing of this person (cached profile, form drafts, component state) stays in
      // memory. It also avoids signed-in pages reacting to the sign-out before the page changes.
      window.location.assign(sameSitePath(options?.goTo) ?? '/');
    },
    [queryClient],
  );

  const session = useMemo<Session>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}
