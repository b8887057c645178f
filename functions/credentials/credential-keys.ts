import { createPublicKey } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { CREDENTIAL_ALG } from '../../shared/rules/credential';
import { runtimeEnv } from '../../shared/runtime-env';
import type { Jwks } from '../../shared/schemas/work-history';
import { lazyClient } from '../lib/lazy-client';

/*
 * The stage's credential signing key: an asymmetric KMS key (ECC_NIST_P256, SIGN_VERIFY) whose
 * private half never leaves KMS. Credentials are JWS with ES256: KMS signs the header and payload
 * (ECDSA_SHA_256) and answers a DER signature, which JWS writes as r‖s. The public keys, as a JWKS,
 * are what anyone verifies against (GET /.well-known/jwks.json). Locally, a KMS stand-in with a key
 * kept in the data folder answers the same calls (scripts/local/kms.ts); nothing here knows which.
 */

const kms = lazyClient(() => new KMSClient({}));

/** The signing key first, then any retired key still published. */
function keyIds(): string[] {
  const ids = (process.env[runtimeEnv.credentialKeyIds] ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new Error(`${runtimeEnv.credentialKeyIds} is not set`);
  return ids;
}

let published: Promise<Jwks> | undefined;

async function jwkOf(keyId: string) {
  const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: keyId }));
  if (!PublicKey) throw new Error(`KMS gave no public key for ${keyId}`);
  const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({
    format: 'jwk',
  }) as JWK;
  // The key id is the key's own RFC 7638 thumbprint: the same key, the same id, everywhere.
  const kid = await calculateJwkThumbprint(jwk);
  return {
    kty: String(jwk.kty),
    crv: String(jwk.crv),
    x: String(jwk.x),
    y: String(jwk.y),
    kid,
    alg: CREDENTIAL_ALG,
    use: 'sig',
  };
}

/** The JWKS, read from KMS once per container (a key never changes; a new one comes with a deploy). */
export function publicKeys(): Promise<Jwks> {
  published ??= Promise.all(keyIds().map(jwkOf)).then((keys) => ({ keys }));
  published.catch(() => {
    published = undefined;
  });
  return published;
}

/** An ECDSA signature from DER (what KMS answers) to JWS's fixed-length r‖s (RFC 7518 §3.4). */
export function derToJose(der: Uint8Array, size = 32): Buffer {
  const bytes = Buffer.from(der);
  let offset = 2;
  if (bytes[1] !== undefined && bytes[1] & 0x80) offset += bytes[1] & 0x7f;
  const readInteger = () => {
    if (bytes[offset] !== 0x02) throw new Error('Not a DER ECDSA signature');
    const length = bytes[offset + 1] ?? 0;
    const value = bytes.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    const trimmed = value.subarray(Math.max(0, value.length - size));
    return Buffer.concat([Buffer.alloc(size - trimmed.length), trimmed]);
  };
  return Buffer.concat([readInteger(), readInteger()]);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A compact JWS of `claims`, signed by the stage's key through KMS. */
export async function signJwt(claims: Record<string, unknown>): Promise<string> {
  const [signingKey] = keyIds();
  const { keys } = await publicKeys();
  const header = { alg: CREDENTIAL_ALG, typ: 'JWT', kid: keys[0]?.kid };
  const input = `${base64url(header)}.${base64url(claims)}`;
  const { Signature } = await kms.send(
    new SignCommand({
      KeyId: signingKey,
      Message: Buffer.from(input),
      MessageType: 'RAW',
      SigningAlgorithm: 'ECDSA_SHA_256',
    }),
  );
  if (!Signature) throw new Error('KMS gave no signature');
  return `${input}.${derToJose(Signature).toString('base64url')}`;
}
