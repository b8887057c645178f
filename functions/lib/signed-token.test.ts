import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSecretsExtension } from '../../scripts/local/secrets-extension';
import { runtimeEnv } from '../../shared/runtime-env';
import { signToken, type TokenClaims, verifyToken } from './signed-token';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-signed-'));
const extension = createSecretsExtension({ dataDir, sessionToken: 'session', names: ['signing-test'] });

beforeAll(async () => {
  await new Promise<void>((resolve) => extension.server.listen(0, 'localhost', () => resolve()));
  vi.stubEnv(
    'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
    String((extension.server.address() as AddressInfo).port),
  );
  vi.stubEnv('AWS_SESSION_TOKEN', 'session');
  vi.stubEnv(runtimeEnv.linkSigningSecretName, 'signing-test');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => extension.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const now = new Date('2026-11-26T12:00:00Z');
const claims: TokenClaims = {
  purpose: 'guardian-invite',
  subject: 'user-123',
  nonce: 'n-1',
  expiresAt: now.getTime() / 1000 + 3600,
};
const refusal = (token: string, purpose = claims.purpose, at = now) =>
  verifyToken(token, purpose, at).then(
    () => 'accepted',
    (error: { status: number; code: string }) => `${error.status} ${error.code}`,
  );

describe('signed link tokens', () => {
  it('gives back the claims of a token it signed, for its purpose', async () => {
    const token = await signToken(claims);
    expect(token).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    await expect(verifyToken(token, claims.purpose, now)).resolves.toEqual(claims);
  });

  it('refuses a forged, changed, truncated or foreign token as INVALID_LINK, and a late one as LINK_EXPIRED', async () => {
    const token = await signToken(claims);
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const changed = Buffer.from(JSON.stringify({ ...claims, subject: 'user-999' })).toString('base64url');
    expect(await refusal(`${version}.${changed}.${signature}`)).toBe('400 INVALID_LINK');
    expect(await refusal(`${version}.${payload}.${signature.slice(0, -2)}`)).toBe('400 INVALID_LINK');
    expect(await refusal(`${version}.${payload}`)).toBe('400 INVALID_LINK');
    expect(await refusal(`v2.${payload}.${signature}`)).toBe('400 INVALID_LINK');
    expect(await refusal('not a token')).toBe('400 INVALID_LINK');
    expect(await refusal(`${token}.${'x'.repeat(2000)}`)).toBe('400 INVALID_LINK');
    // Characters outside base64url, which Node's decoder would skip, make it another token (found by
    // the fuzz): a signature with junk after it is refused, not read as the same bytes.
    for (const junk of ['"', '<', '\u202E', '\u0301', '%', '=']) {
      expect(await refusal(`${token}${junk}`), JSON.stringify(junk)).toBe('400 INVALID_LINK');
      expect(await refusal(`${version}.${payload}${junk}.${signature}`), JSON.stringify(junk)).toBe(
        '400 INVALID_LINK',
      );
    }
    // Signed for one purpose, refused for another.
    expect(await refusal(token, 'alert-unsubscribe')).toBe('400 INVALID_LINK');
    const late = new Date(claims.expiresAt * 1000);
    expect(await refusal(token, claims.purpose, late)).toBe('400 LINK_EXPIRED');
  });
});
