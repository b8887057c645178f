import { GOOGLE_CALLBACK_PATH, OAUTH_SCOPES } from '@shared/auth/pool-definition';
import type { AppConfig } from '@shared/schemas/app-config';
import * as z from 'zod/mini';
import { claimText, decodeJwt, type IdTokenClaims } from './tokens';

/** The two kinds of account as the screens name them (the API speaks in role ids). A Google sign-up
 * creates the one of the active tab of the sign-in or sign-up screen. */
export type AccountType = 'student' | 'employer';

/**
 * What the return page needs to finish the round trip, kept in sessionStorage: it survives the trip
 * through the identity provider in the same tab and never outlives the tab.
 */
const PENDING_STORAGE_KEY = 'googleSignIn';
/** The stored user-type value the return page reads (docs/spec/1-students-and-accounts.md §2 "Google return"). */
export const USER_TYPE_STORAGE_KEY = 'userType';

const pendingSchema = z.object({
  verifier: z.string().check(z.minLength(43)),
  state: z.string().check(z.minLength(16)),
});

export function redirectUri(): string {
  return `${window.location.origin}${GOOGLE_CALLBACK_PATH}`;
}

/**
 * The hosted UI's authorization address for a Google sign-in with PKCE. The verifier, a random state
 * (checked on return against forged callbacks) and the user type are stored first.
 */
export async function googleAuthorizeUrl(config: AppConfig, userType: AccountType): Promise<string> {
  if (!config.googleProviderName) throw new Error('Google sign-in is not configured');
  // PKCE (RFC 7636) and the state from oauth4webapi, loaded with the click: no page pays for it on
  // load. Each is 32 random bytes, base64url: the 43-character verifier the RFC recommends.
  const oauth = await import('./pkce');
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const challenge = await oauth.calculatePKCECodeChallenge(verifier);
  sessionStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ verifier, state }));
  sessionStorage.setItem(USER_TYPE_STORAGE_KEY, userType);
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.userPoolClientId,
    redirect_uri: redirectUri(),
    scope: OAUTH_SCOPES.join(' '),
    identity_provider: config.googleProviderName,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  });
  return `${config.oauthBaseUrl.replace(/\/+$/, '')}/oauth2/authorize?${params}`;
}

/** Reads and forgets what the sign-in stored, so a callback can be used once only. */
function takePending(): { verifier: string; state: string; userType: AccountType } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_STORAGE_KEY);
    sessionStorage.removeItem(PENDING_STORAGE_KEY);
    const parsed = pendingSchema.safeParse(raw ? JSON.parse(raw) : null);
    if (!parsed.success) return null;
    const userType = sessionStorage.getItem(USER_TYPE_STORAGE_KEY) === 'employer' ? 'employer' : 'student';
    return { ...parsed.data, userType };
  } catch {
    return null;
  }
}

export interface GoogleProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** The ID token: the bearer of POST /user/social. */
  token: string;
}

export type GoogleReturn =
  /** The callback cannot be trusted or used (no code, wrong state, nothing stored). */
  | { kind: 'invalid' }
  /** The person cancelled or the provider refused. */
  | { kind: 'denied' }
  /** The exchange failed or returned no ID token. */
  | { kind: 'failed' }
  | {
      kind: 'ok';
      userType: AccountType;
      profile: GoogleProfile;
      claims: IdTokenClaims;
    };

/**
 * The return leg (docs/spec/1-students-and-accounts.md §2 "Google return"): checks the state, has the API exchange the code with
 * the PKCE verifier (POST /token/google) and reads the person's name and e-mail from the ID token. Failures
 * carry no detail: the page shows one friendly message (docs/spec/1-students-and-accounts.md §8: a non-OK exchange ends silently).
 */
export async function completeGoogleSignIn(search: URLSearchParams): Promise<GoogleReturn> {
  const pending = takePending();
  if (search.get('error')) return { kind: 'denied' };
  const code = search.get('code');
  if (!code || !pending || search.get('state') !== pending.state) return { kind: 'invalid' };

  // The API exchanges the code: the browser's client has a secret only the API holds,
  // and the refresh token goes straight into the HttpOnly session cookie.
  let idToken: string;
  try {
    const { callRoute } = await import('../api-client');
    const response = await callRoute('exchangeGoogleCode', {
      body: { code, codeVerifier: pending.verifier, redirectUri: redirectUri() },
    });
    idToken = response.data.idToken;
  } catch {
    return { kind: 'failed' };
  }
  const claims = decodeJwt(idToken);
  if (!claims) {
    console.warn('Google sign-in: the API answered without a usable ID token');
    return { kind: 'failed' };
  }
  return {
    kind: 'ok',
    userType: pending.userType,
    claims,
    profile: {
      firstName: claimText(claims.given_name),
      lastName: claimText(claims.family_name),
      email: claimText(claims.email),
      token: idToken,
    },
  };
}
