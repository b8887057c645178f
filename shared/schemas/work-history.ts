import * as z from 'zod/mini';
import { idSchema } from './common';
import './zod-locale';

/*
 * The work history's API contract: the list on /profile, its three exports, the public keys that
 * sign its credential, and the public check of a credential.
 */

export const workHistoryFormats = ['pdf', 'json-resume', 'credential'] as const;
export type WorkHistoryFormat = (typeof workHistoryFormats)[number];

/** One completed job, as the work history shows it. */
export const workHistoryJobSchema = z.object({
  applicationId: idSchema,
  jobId: idSchema,
  title: z.string(),
  kind: z.string(),
  /** `YYYY-MM`, the month the job was completed, and its words ("June 2026"). */
  month: z.string(),
  monthLabel: z.string(),
  /** Confirmed hours, when the employer confirmed them. */
  hours: z.nullable(z.number()),
  /** True when the employer said they would hire again; null when they said nothing. */
  wouldHireAgain: z.nullable(z.boolean()),
  employer: z.string(),
});
export type WorkHistoryJob = z.infer<typeof workHistoryJobSchema>;

export const workHistoryResponseSchema = z.object({ jobs: z.array(workHistoryJobSchema) });
export type WorkHistoryResponse = z.infer<typeof workHistoryResponseSchema>;

export const exportQuerySchema = z.strictObject({
  format: z.enum(workHistoryFormats, { message: 'Choose pdf, json-resume or credential.' }),
});

/** A credential export: the signed JWT (an Open Badges 3.0 credential). */
export const credentialResponseSchema = z.object({ credential: z.string() });

/** GET /.well-known/jwks.json: the public keys credentials are signed with (RFC 7517). */
export const jwksResponseSchema = z.object({
  keys: z.array(
    z.object({
      kty: z.string(),
      crv: z.string(),
      x: z.string(),
      y: z.string(),
      kid: z.string(),
      alg: z.string(),
      use: z.string(),
    }),
  ),
});
export type Jwks = z.infer<typeof jwksResponseSchema>;

export const CREDENTIAL_MAX_LENGTH = 16_000;
export const verifyCredentialBodySchema = z.strictObject({
  credential: z.string({ error: 'Paste the credential (the text that starts with "ey").' }).check(
    z.trim(),
    z.minLength(1, 'Paste the credential (the text that starts with "ey").'),
    z.maxLength(CREDENTIAL_MAX_LENGTH, 'That is too long to be one of our credentials.'),
    // A compact JWS: three base64url parts joined by dots.
    z.regex(
      /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
      'That is not a credential: paste the whole text, three parts joined by dots.',
    ),
  ),
});

export const verifiedJobSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Removed by our moderators since the credential was issued. */
  revoked: z.boolean(),
});

export const verifyCredentialResponseSchema = z.object({
  /** Signed by one of our keys, unchanged, and in its validity period. */
  valid: z.boolean(),
  /** A job in it was removed by our moderators since: the credential no longer stands whole. */
  revoked: z.boolean(),
  subject: z.nullable(z.object({ name: z.string() })),
  jobs: z.array(verifiedJobSchema),
  issuedAt: z.nullable(z.string()),
  /** Why it is not valid, in words for the person checking. */
  reason: z.optional(z.string()),
});
export type VerifyCredentialResponse = z.infer<typeof verifyCredentialResponseSchema>;
