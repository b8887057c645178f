import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { apiTokens } from '../../shared/auth/api-tokens';

/**
 * Verifies bearer tokens the way the HTTP API JWT authorizer does, from the same definition the CDK
 * uses (shared/auth/api-tokens.ts): signature against the pool's JWKS, issuer, audience (each client
 * whose ID tokens reach the API), expiry with no grace, and `token_use = id` (in AWS the functions'
 * glue checks that last one: API Gateway's JWT authorizer cannot). aws-jwt-verify only fetches JWKS
 * over https, so the local pool's JWKS is fetched here and cached into the verifier.
 */
export async function createLocalAuthorizer(cognitoUrl: string, userPoolId: string, audience: string[]) {
  const issuer = apiTokens.issuer(cognitoUrl, userPoolId);
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({
    issuer,
    audience,
    jwksUri,
    graceSeconds: apiTokens.clockToleranceSeconds,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== apiTokens.tokenUse) throw new Error(`token_use is not ${apiTokens.tokenUse}`);
    },
  });
  const response = await fetch(jwksUri);
  if (!response.ok) throw new Error(`Could not read the local pool's JWKS (${response.status})`);
  verifier.cacheJwks(await response.json());

  /** The claims as API Gateway passes them to a function: every value a string. */
  return async function authorize(authorization: string | undefined): Promise<Record<string, string> | null> {
    const token = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return null;
    try {
      const payload: JwtPayload = await verifier.verify(token);
      return Object.fromEntries(
        Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
      );
    } catch {
      return null;
    }
  };
}
