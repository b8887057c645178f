/**
 * THE security headers of the web app, for CloudFront (infra/constructs/security-headers.ts turns them
 * into a ResponseHeadersPolicy) and for the local web server (scripts/local/web-server.ts sends them as
 * they are). One definition, so a page that works locally under the CSP works behind CloudFront.
 */

/** Where the browser may connect besides the site itself: what differs between stages. */
export interface SiteOrigins {
  /** OAuth2 base URL (the Cognito domain, or cognito-local): the SPA posts the Google code to its /oauth2/token. */
  readonly oauthBaseUrl: string;
  /** The CloudWatch RUM data plane the client posts to, or null when the stage has no RUM (a laptop). */
  readonly rumEndpoint: string | null;
}

/**
 * `built`: the production build (CloudFront, `npm start -- --dist`, e2e): the strict policy.
 * `dev`: Vite's dev server with hot reload, which needs two allowances (see `contentSecurityPolicy`).
 */
export type ServingMode = 'built' | 'dev';

/** Strict-Transport-Security: two years, subdomains, preload-list ready (browsers ignore it over http). */
export const hsts = {
  maxAgeSeconds: 2 * 365 * 24 * 60 * 60,
  includeSubdomains: true,
  preload: true,
} as const;
export const frameOption = 'DENY' as const;
export const referrerPolicy = 'strict-origin-when-cross-origin' as const;
/** Only the place search may ask for the location; nothing uses camera, microphone or payments. */
export const permissionsPolicy = 'camera=(), microphone=(), payment=(), geolocation=(self)';

/** The Content-Security-Policy, kept as a list so each source says why it is there. */
export function contentSecurityPolicy(origins: SiteOrigins, mode: ServingMode = 'built'): string {
  const connect = [
    "'self'",
    origins.oauthBaseUrl,
    // RUM web client: its events only (unsigned, so no Cognito or STS calls: infra/constructs/rum-monitor.ts).
    ...(origins.rumEndpoint ? [origins.rumEndpoint] : []),
    // Dev only: Vite's hot-reload WebSocket on the app's own port ('self' does not cover ws: in every
    // browser the team uses).
    ...(mode === 'dev' ? ['ws:'] : []),
  ];
  const script = [
    "'self'",
    // Dev only: @vitejs/plugin-react puts an inline module script (the React Refresh preamble) into the
    // page Vite serves. The built app has no inline script (its config is a JSON data block, which a
    // CSP does not govern), so the built policy never allows inline scripts, and never eval.
    ...(mode === 'dev' ? ["'unsafe-inline'"] : []),
  ];
  return [
    "default-src 'self'",
    // The SPA bundles everything (RUM client included): no third-party scripts.
    `script-src ${script.join(' ')}`,
    // Inline styles stay allowed: the HTML carries the first paint's CSS inline (no stylesheet request
    // before the first paint) and pre-rendered React markup has style attributes. Styles cannot run
    // code; what a CSP protects against, script injection, stays closed by script-src.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Never an http request from an https page. Browsers do not upgrade requests to localhost, so the
    // local stack's http stand-ins still answer under the same policy.
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Every security header as it goes on the wire, on every response (pages, files and /api alike). */
export function securityHeaders(origins: SiteOrigins, mode: ServingMode = 'built'): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins, mode),
    'Strict-Transport-Security': [
      `max-age=${hsts.maxAgeSeconds}`,
      ...(hsts.includeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.preload ? ['preload'] : []),
    ].join('; '),
    'X-Frame-Options': frameOption,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': referrerPolicy,
    'Permissions-Policy': permissionsPolicy,
  };
}
