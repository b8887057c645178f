// zod/mini: the browser parses this before its first render, and mini is a fifth of zod's size.
import * as z from 'zod/mini';

/**
 * /config.json: written per stage at deploy from stack outputs (and by the local runner), read by
 * the SPA at start, so one build serves every stage.
 */
export const appConfigSchema = z.object({
  stage: z.string(),
  /** Same-origin API base, normally `/api`. */
  apiBaseUrl: z.string(),
  /** The origin the stage is served at, without a trailing slash: canonical links are absolute. */
  siteUrl: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Hosted UI / OAuth2 base URL (Cognito domain, or cognito-local on a laptop). */
  oauthBaseUrl: z.string(),
  /** Identity provider name for the Google button (`Google`), or null when not configured. */
  googleProviderName: z.nullable(z.string()),
  supportEmail: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), x: z.string() }),
  /**
   * CloudWatch RUM (web/src/lib/monitoring/): null where the stage has none, and on a laptop unless
   * the local runner is asked for it (its RUM stand-in's endpoint then).
   */
  rum: z.nullable(
    z.object({
      appMonitorId: z.string(),
      region: z.string(),
      /** The data plane the client posts PutRumEvents to. */
      endpoint: z.string(),
      /** Share of sessions recorded, 0–1 (the stage's setting). */
      sessionSampleRate: z.number().check(z.gte(0), z.lte(1)),
    }),
  ),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
