/*
 * The accounts routes' error codes, in their own module rather than auth.ts: the functions that answer
 * with one (sign-in, registration, profile, a guardian's account) then do not bundle the auth schemas,
 * which zod builds with calls that esbuild keeps.
 */

/** Error codes the accounts screens branch on (the message is always shown as it is). */
export const authErrorCodes = {
  /** 401 from POST /signin: wrong e-mail or password (never says which). */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** 403 from POST /signin: the e-mail is not verified yet → verification screen. */
  userNotConfirmed: 'USER_NOT_CONFIRMED',
  /** 409 from POST /signin: right password, other tab; the message names the right tab. */
  wrongAccountType: 'WRONG_ACCOUNT_TYPE',
  /** 401 from POST /token/refresh. */
  sessionExpired: 'SESSION_EXPIRED',
  /** 401 from POST /token/refresh and /token/revoke: two session cookies came; neither is cleared. */
  sessionCookieTwice: 'SESSION_COOKIE_TWICE',
  /** 400 from POST /verifyuser and POST /confirmforgotpassword. */
  codeMismatch: 'CODE_MISMATCH',
  codeExpired: 'CODE_EXPIRED',
  /** 429 with Retry-After. */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  /** 409 from POST /user and POST /user/social. */
  emailTaken: 'EMAIL_TAKEN',
  /** 409 from POST /user: a sign-up of this address waits for its code. */
  signUpPending: 'SIGN_UP_PENDING',
  accountAlreadySetUp: 'ACCOUNT_ALREADY_SET_UP',
  /** 404 from GET /user: a Google user who has not completed sign-up. */
  profileNotFound: 'PROFILE_NOT_FOUND',
  /** 400 from PUT /user/profile: a read-only field differs. */
  fieldNotEditable: 'FIELD_NOT_EDITABLE',
} as const;
