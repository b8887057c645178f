import { createHmac, timingSafeEqual } from 'node:crypto';
import { runtimeEnv } from '../../shared/runtime-env';
import { badRequest } from './errors';
import { readSecret } from './secrets';

/*
 * Links in e-mails that act without a sign-in (a guardian's invitation, Approve and Decline, an
 * alert's unsubscribe) carry a token signed with the stage's link-signing key (HMAC-SHA256, the key
 * from Secrets Manager: functions/lib/secrets.ts). A token says what it is for (`purpose`: a token
 * made to unsubscribe cannot approve), whom or what it acts on (`subject`), until when, and a `nonce`.
 *
 * Signed is not single-use: the record the link acts on keeps the nonce of the one link that is
 * valid now, and the use case spends it with a conditional write (nonce still equal → act and clear
 * it). A second use then finds no nonce and says it is already done; a re-sent link (a new nonce)
 * voids the old one.
 */

export interface TokenClaims {
  /** What the link does, e.g. `guardian-invite`, `alert-unsubscribe`. */
  purpose: string;
  /** The id it acts on. */
  subject: string;
  /** Single use: the value the record must still hold when the link is used. */
  nonce: string;
  /** Unix seconds. */
  expiresAt: number;
  /**
   * The account the link was mailed to, when only that person's link it is (a guardian's Approve and
   * Decline): the use case refuses it once that account no longer holds the role it was sent for.
   */
  audience?: string;
}

const VERSION = 'v1';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** Tokens are short: a URL in an e-mail, and refused long before parsing if someone sends a novel. */
export const MAX_TOKEN_LENGTH = 1024;

export const invalidLink = () =>
  badRequest(
    'This link is not valid. Please use the latest link from your e-mail, exactly as it was sent.',
    undefined,
    'INVALID_LINK',
  );
export const expiredLink = () =>
  badRequest('This link has expired. Please ask for a new one.', undefined, 'LINK_EXPIRED');

async function signingKey(): Promise<string> {
  const name = process.env[runtimeEnv.linkSigningSecretName];
  if (!name) throw new Error(`${runtimeEnv.linkSigningSecretName} is not set`);
  return readSecret(name);
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest();

/** A URL-safe token for `claims`. */
export async function signToken(claims: TokenClaims): Promise<string> {
  const body = `${VERSION}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${mac(await signingKey(), body).toString('base64url')}`;
}

/**
 * The claims of a token made for `purpose`, or a 400 that changes nothing: INVALID_LINK for anything
 * forged, changed, truncated or made for another purpose; LINK_EXPIRED once it is past its time.
 */
export async function verifyToken(
  token: string,
  purpose: string,
  now: Date = new Date(),
): Promise<TokenClaims> {
  if (token.length > MAX_TOKEN_LENGTH) throw invalidLink();
  const [version, payload, signature, ...rest] = token.split('.');
  if (version !== VERSION || !payload || !signature || rest.length > 0) throw invalidLink();
  // Strictly base64url: Node's decoder skips characters outside the alphabet, so a signature with
  // junk appended ("…sig\"", "…sig<") would otherwise decode to the same bytes and pass.
  if (!BASE64URL.test(payload) || !BASE64URL.test(signature)) throw invalidLink();
  // Compared as written, against the one canonical spelling of the expected MAC: decoding first would
  // let the unused low bits of the last base64url digit vary, so one token would have four valid
  // spellings (each a different string for logs, caches and idempotency keys).
  const expected = Buffer.from(mac(await signingKey(), `${version}.${payload}`).toString('base64url'));
  const given = Buffer.from(signature);
  // Constant time: the answer must not tell a forger how much of a guess was right.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidLink();
  let claims: Partial<TokenClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
  } catch {
    throw invalidLink();
  }
  if (
    claims.purpose !== purpose ||
    typeof claims.subject !== 'string' ||
    typeof claims.nonce !== 'string' ||
    typeof claims.expiresAt !== 'number' ||
    (claims.audience !== undefined && typeof claims.audience !== 'string')
  ) {
    throw invalidLink();
  }
  if (claims.expiresAt * 1000 <= now.getTime()) throw expiredLink();
  return claims as TokenClaims;
}
