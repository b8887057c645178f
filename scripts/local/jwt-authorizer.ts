import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/**
 * Verifies bearer tokens the way the HTTP API JWT authorizer does: signature against the pool's
 * JWKS, issuer, audience (the web client), expiry. aws-jwt-verify only fetches JWKS over https, so
 * the local pool's JWKS is fetched here and cached into the verifier.
 */
export async function createLocalAuthorizer(cognitoUrl: string, userPoolId: string, clientId: string) {
  const issuer = `${cognitoUrl}/${userPoolId}`;
  const jwksUri = `${issuer}/.well-known/jwks.json`;
  const verifier = JwtRsaVerifier.create({ issuer, audience: clientId, jwksUri });
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
