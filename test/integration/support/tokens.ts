import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { claimsOf } from './accounts';

/*
 * Tokens that must be refused, made from a real ID token of the local pool. The expired, wrong-client
 * and access tokens are signed with the local pool's own key (cognito-local ships it in its package),
 * so nothing but the one property under test is wrong; the foreign one is signed by a key of our own
 * under the pool's key id, as a forger would.
 */

export type BadTokenKind = 'expiredToken' | 'foreignKeyToken' | 'otherClientToken' | 'accessToken';

function poolSigningKey(): KeyObject {
  const require = createRequire(import.meta.url);
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return createPrivateKey({ key: jwk, format: 'jwk' });
}

function sign(claims: Record<string, unknown>, key: KeyObject): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

/** One token of each refused kind, all about the same user as `idToken`. */
export function badTokens(idToken: string): Record<BadTokenKind, string> {
  const claims = claimsOf(idToken);
  const now = Math.floor(Date.now() / 1000);
  const fresh = { ...claims, iat: now, auth_time: now, exp: now + 3600 };
  const poolKey = poolSigningKey();
  const { privateKey: foreignKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    // Expired an hour ago: no clock skew could make it valid.
    expiredToken: sign({ ...claims, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }, poolKey),
    foreignKeyToken: sign(fresh, foreignKey),
    otherClientToken: sign({ ...fresh, aud: 'another-app-client-id' }, poolKey),
    // An access token as Cognito issues it, but carrying the client id in `aud` as well, so that only
    // `token_use` tells it apart (AWS's authorizer accepts `client_id` as the audience).
    accessToken: sign(
      {
        sub: claims.sub,
        aud: claims.aud,
        client_id: claims.aud,
        iss: claims.iss,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        username: claims['cognito:username'],
        iat: now,
        auth_time: now,
        exp: now + 3600,
        jti: 'matrix-access-token',
      },
      poolKey,
    ),
  };
}
