import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type SiteOrigins, securityHeaders } from './security-headers';

const local: SiteOrigins = { oauthBaseUrl: 'http://localhost:9229', rumEndpoint: null };
const aws: SiteOrigins = {
  oauthBaseUrl: 'https://neighbourhood-jobs.auth.us-east-1.amazoncognito.com',
  rumEndpoint: 'https://dataplane.rum.us-east-1.amazonaws.com',
};

/** The CSP as directive name → its sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it.each([
    ['a laptop', local],
    ['AWS with RUM', aws],
  ])('allows no inline script and no eval for the built app (%s)', (_, origins) => {
    const csp = directives(contentSecurityPolicy(origins, 'built'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    // Nothing falls back to default-src for scripts with a looser rule.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(origins, 'built')).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic/);
    for (const directive of ['script-src-elem', 'script-src-attr', 'worker-src'])
      expect(csp.has(directive)).toBe(false);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the page reach the stage’s OAuth endpoint, and the RUM data plane only where RUM runs (unsigned: no Cognito, no STS)', () => {
    expect(directives(contentSecurityPolicy(local)).get('connect-src')).toEqual([
      "'self'",
      'http://localhost:9229',
    ]);
    expect(directives(contentSecurityPolicy(aws)).get('connect-src')).toEqual([
      "'self'",
      'https://neighbourhood-jobs.auth.us-east-1.amazoncognito.com',
      'https://dataplane.rum.us-east-1.amazonaws.com',
    ]);
  });

  it('is the strict policy by default, and loosens only script-src and connect-src for Vite’s dev server', () => {
    expect(contentSecurityPolicy(local)).toBe(contentSecurityPolicy(local, 'built'));
    const built = directives(contentSecurityPolicy(local, 'built'));
    const dev = directives(contentSecurityPolicy(local, 'dev'));
    expect(dev.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(dev.get('connect-src')).toEqual([...(built.get('connect-src') ?? []), 'ws:']);
    for (const [name, sources] of built) {
      if (name !== 'script-src' && name !== 'connect-src') expect(dev.get(name), name).toEqual(sources);
    }
    expect(contentSecurityPolicy(local, 'dev')).not.toContain('unsafe-eval');
  });
});

describe('security headers', () => {
  it('sends the CSP, HSTS, framing, sniffing, referrer and permissions headers', () => {
    expect(securityHeaders(aws)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(aws),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), payment=(), geolocation=(self)',
    });
  });
});
