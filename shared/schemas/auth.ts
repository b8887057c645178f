import * as z from 'zod/mini';
import { passwordMessages } from '../rules/password';
import { emailSchema, passwordSchema, ROLE_IDS } from './user';
import './zod-locale';

/*
 * The auth API contract (docs/spec/1-students-and-accounts.md §3, §7): sign-in, token refresh, e-mail verification and password
 * reset. Successful answers keep the spec's shapes (`data` around the tokens, `message` texts).
 */

export const codeMessages = {
  digitsOnly: 'Please enter numbers only',
  length: 'Code must be 6 digits',
  hint: 'Enter all 6 digits to continue',
} as const;

/** Verification and reset codes: 6 digits, as text (a leading 0 matters). */
export const codeSchema = z.string({ error: codeMessages.length }).check(
  z.trim(),
  z.regex(/^\d*$/, codeMessages.digitsOnly),
  z.length(6, codeMessages.length),
  // Both checks as one pattern for openapi.json: six digits.
  z.meta({ pattern: '^\\d{6}$' }),
);

const roleIdSchema = z.union([z.literal(ROLE_IDS.student), z.literal(ROLE_IDS.employer)], {
  error: 'Please choose the Student or Employer tab to sign in.',
});

/** Sign-in checks only presence: older passwords may predate today's rules. */
const currentPasswordSchema = z
  .string({ error: passwordMessages.required })
  .check(z.minLength(1, passwordMessages.required), z.maxLength(256, 'Incorrect email or password.'));

/** POST /signin. `expectedRoleId` is the tab the user signed in on (student 1, employer 2). */
export const signInSchema = z.strictObject({
  emailId: emailSchema,
  password: currentPasswordSchema,
  expectedRoleId: roleIdSchema,
});
export type SignInInput = z.input<typeof signInSchema>;

// The answers with an ID token live in ./id-token (the web reads them on every signed-in load).
export {
  type RefreshTokenResponse,
  refreshTokenResponseSchema,
  type SignInResponse,
  signInResponseSchema,
} from './id-token';

/**
 * POST /token/google: the Google return leg's authorization code and PKCE verifier, exchanged by the
 * API so the refresh token goes into the session cookie. Answers like POST /signin (the ID token).
 */
export const googleCodeSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[\w.~-]+$/)),
  codeVerifier: z.string().check(z.minLength(43), z.maxLength(128), z.regex(/^[\w.~-]+$/)),
  redirectUri: z.url({ protocol: /^https?$/ }).check(z.maxLength(2048)),
});
export type GoogleCodeInput = z.input<typeof googleCodeSchema>;

/** POST /token/revoke (sign-out): no body, the session cookie names the session to end. */
export const SIGNED_OUT_MESSAGE = 'You are signed out.';
/** POST /token/revoke-all ("Sign out everywhere"): every session of the account ends. */
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';

/** POST /verifyuser. `userId` is the e-mail address the account was registered with. */
export const verifyUserSchema = z.strictObject({
  userId: emailSchema,
  verificationCode: codeSchema,
});
export type VerifyUserInput = z.input<typeof verifyUserSchema>;

/**
 * Every error of POST /verifyuser reads "VerificationFailed: <text>"; the screen shows the part after
 * the first colon (docs/spec/1-students-and-accounts.md §8).
 */
export const VERIFICATION_ERROR_PREFIX = 'VerificationFailed';
/** The text after the first colon, or the whole message when there is none. */
export function verificationErrorText(message: string): string {
  const colon = message.indexOf(':');
  return colon === -1 ? message : message.slice(colon + 1).trim();
}

/** POST /resend/verification-code. */
export const resendVerificationCodeSchema = z.strictObject({ emailId: emailSchema });

/** POST /forgotpassword. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const FORGOT_PASSWORD_MESSAGE = 'Reset code sent to your email. Please check your inbox.';

/** POST /confirmforgotpassword. The new password must meet every rule (docs/spec/1-students-and-accounts.md §5). */
export const confirmForgotPasswordSchema = z.strictObject({
  email: emailSchema,
  confirmationCode: codeSchema,
  newPassword: passwordSchema,
});
export type ConfirmForgotPasswordInput = z.input<typeof confirmForgotPasswordSchema>;
export const CONFIRM_FORGOT_PASSWORD_MESSAGE = 'Password reset successful!';
/** Where the reset screen sends the user afterwards (docs/spec/1-students-and-accounts.md §2). */
export const AFTER_RESET_SIGN_IN_MESSAGE =
  'Password reset successful. Please sign in with your new password.';
