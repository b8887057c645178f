/**
 * The refresh token's cookie, in one place for the functions that set it and the tests
 * that read it. The refresh token never reaches JavaScript: it lives in this HttpOnly cookie of the
 * site's own origin (CloudFront serves the app and the API on one domain). The ID token lives in the
 * page's memory. Departs from docs/spec/1-students-and-accounts.md §3 (session storage): see docs/security.md, "Sessions".
 *
 * A `__Host-` cookie: a browser takes it only from this very host, only Secure, only for `Path=/` and
 * without a Domain, so no sibling host or plain-HTTP page can plant a cookie of this name, and one
 * planted under another path cannot be mistaken for it. The price of the prefix is `Path=/`: the
 * browser sends it with every request to the site, where only the token routes read it (SameSite=Strict
 * keeps other sites from sending it; CloudFront's logs leave cookies out: infra/stacks/web-stack.ts).
 */
export const sessionCookie = {
  name: '__Host-nj_session',
  /**
   * A readable cookie beside it that holds no secret ("1"): the page asks for an ID token on load only
   * when it is there, so a visitor who never signed in makes no refresh call.
   */
  hintName: 'nj_signed_in',
  /** What the `__Host-` prefix requires. */
  path: '/',
  /** As long as a refresh token lives (the pool's refresh token validity). */
  maxAgeSeconds: 30 * 24 * 60 * 60,
} as const;
