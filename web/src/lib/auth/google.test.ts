import { createHash } from 'node:crypto';
import type { AppConfig } from '@shared/schemas/app-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleAuthorizeUrl } from './google';

const config = {
  userPoolClientId: 'web-client',
  oauthBaseUrl: 'https://auth.example.com/',
  googleProviderName: 'Google',
} as AppConfig;

/** The tab's sessionStorage, as a plain map. */
function stubBrowser() {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: 'https://jobs.example.com' } });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  return stored;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('googleAuthorizeUrl', () => {
  it('sends the S256 challenge of the verifier it keeps, and the state it keeps (RFC 7636)', async () => {
    const stored = stubBrowser();
    const url = new URL(await googleAuthorizeUrl(config, 'employer'));
    const pending = JSON.parse(stored.get('googleSignIn') ?? 'null') as { verifier: string; state: string };

    expect(pending.verifier).toMatch(/^[\w-]{43}$/);
    // Worked out here with Node's own crypto, not the library's.
    const challenge = createHash('sha256').update(pending.verifier).digest('base64url');
    expect(url.origin + url.pathname).toBe('https://auth.example.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'web-client',
      redirect_uri: expect.stringMatching(/^https:\/\/jobs\.example\.com\//),
      scope: expect.any(String),
      identity_provider: 'Google',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: pending.state,
    });
    expect(pending.state.length).toBeGreaterThanOrEqual(16);
    expect(stored.get('userType')).toBe('employer');
  });

  it('makes a new verifier and state each time', async () => {
    const stored = stubBrowser();
    await googleAuthorizeUrl(config, 'student');
    const first = stored.get('googleSignIn');
    await googleAuthorizeUrl(config, 'student');
    expect(stored.get('googleSignIn')).not.toBe(first);
  });
});
