/**
 * What the API accepts as a caller's token, in one place: the CDK's HTTP API JWT authorizer
 * (infra/constructs/http-api.ts), the local gateway's check (scripts/local/jwt-authorizer.ts) and the
 * functions' glue (functions/lib/caller.ts) all read it, so AWS and a laptop refuse the same tokens.
 */
export const apiTokens = {
  /** Where API Gateway and the local gateway read the token from. */
  identitySource: '$request.header.Authorization',
  /**
   * The pool's issuer: `https://cognito-idp.<region>.amazonaws.com/<pool id>` in AWS, the local pool's
   * URL locally (`http://localhost:<port>/<pool id>`).
   */
  issuer: (poolBaseUrl: string, userPoolId: string) => `${poolBaseUrl.replace(/\/+$/, '')}/${userPoolId}`,
  /**
   * The app clients whose ID tokens reach the API (the `aud` claim): the browser's (Google sign-in)
   * and the functions' (the API's password sign-in and refresh). Any other client is refused.
   */
  audience: ['web', 'functions'] as const,
  /**
   * Only ID tokens: they carry the profile claims and the role the functions read. An access token
   * of the same client (whose `client_id` API Gateway also takes for the audience) is refused.
   */
  tokenUse: 'id',
  /** `exp` is enforced with no grace: an expired token is refused at once, as API Gateway does. */
  clockToleranceSeconds: 0,
} as const;

export type ApiTokenAudience = (typeof apiTokens.audience)[number];
