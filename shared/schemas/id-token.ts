import * as z from 'zod/mini';

/*
 * The answers that carry an ID token (sign-in, refresh, the Google exchange), in a module of their
 * own: every signed-in page's first load parses the refresh answer, and loading auth.ts for it built
 * all of auth's and user's request schemas first (on /employer/home, a long task on a phone: issue
 * 11, Total Blocking Time). auth.ts re-exports them, so the contract reads as before.
 */

/**
 * The ID token only: the refresh token goes into the HttpOnly session cookie, never
 * into the page (docs/spec/1-students-and-accounts.md §3 put it in session storage).
 */
export const signInResponseSchema = z.object({ data: z.object({ idToken: z.string() }) });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /token/refresh: no body, the session cookie is the credential. A new ID token. */
export const refreshTokenResponseSchema = z.object({ data: z.object({ idToken: z.string() }) });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;
