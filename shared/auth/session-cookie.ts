/**
 * The refresh token's cookie (issue 21 §2), in one place for the functions that set it and the tests
 * that read it. The refresh token never reaches JavaScript: it lives in this HttpOnly cookie, sent only
 * to the token routes (`/api/token/*`) of the site's own origin (CloudFront serves the app and the API
 * on one domain). The ID token lives in the page's memory. Departs from spec/1 §3 (session storage):
 * see docs/security.md, "Sessions".
 */
export const sessionCookie = {
  name: 'nj_session',
  /**
   * A readable cookie beside it that holds no secret ("1"): the page asks for an ID token on load only
   * when it is there, so a visitor who never signed in makes no refresh call.
   */
  hintName: 'nj_signed_in',
  /** The browser's path of the token routes: the API is mounted at /api on the site's origin. */
  path: '/api/token',
  /** As long as a refresh token lives (the pool's refresh token validity). */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
