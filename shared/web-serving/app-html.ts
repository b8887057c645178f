import { type AppConfig, appConfigSchema } from '../schemas/app-config.ts';
import { publicPages } from './crawlers.ts';
import { CONFIG_BLOCK_ID, GOOGLE_SIGN_IN_MARK } from './html-names.ts';
import { escapeHtml } from './page-meta.ts';

/**
 * THE shape of the web build's HTML and how a stage's settings get into it. The build pre-renders each
 * public page to its own file and one shell for every other client route; whoever serves the build (the
 * web stack at deploy, the local web server per request) fills in the stage's settings with
 * `fillAppHtml`, so the first paint needs neither JavaScript nor a /config.json round trip.
 */

/** The HTML of every client route that is not pre-rendered: the frame, with the page still to come. */
export const SHELL_FILE = 'shell.html';

/** `/` → index.html, `/faq` → faq/index.html (so `/faq/` works on any static host too). */
export function prerenderedFile(page: string): string {
  return page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
}

/** The HTML file a client route is served from (a path whose last segment has no dot). */
export function htmlFileFor(pathname: string): string {
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  return (publicPages as readonly string[]).includes(page) ? prerenderedFile(page) : SHELL_FILE;
}

/** Every HTML file a build holds, by its key under the site root. */
export const htmlFiles: readonly string[] = [...publicPages.map(prerenderedFile), SHELL_FILE];

export { CONFIG_BLOCK_ID };

const configBlock = new RegExp(`<script type="application/json" id="${CONFIG_BLOCK_ID}">[\\s\\S]*?</script>`);

/**
 * Stage values the pre-rendered markup shows (the footer's social links, the support address, the
 * canonical origin) are rendered at build time as markers, replaced per stage by `fillAppHtml`.
 */
const marker = (field: string) => `__NJ_CONFIG__${field}__`;
const markerPattern = /__NJ_CONFIG__([A-Za-z.]+)__/g;

/** The configuration the build renders pages with: every stage-specific string is a marker. */
export function markerConfig(): AppConfig {
  return {
    stage: marker('stage'),
    apiBaseUrl: marker('apiBaseUrl'),
    siteUrl: marker('siteUrl'),
    region: marker('region'),
    userPoolId: marker('userPoolId'),
    userPoolClientId: marker('userPoolClientId'),
    oauthBaseUrl: marker('oauthBaseUrl'),
    googleProviderName: marker('googleProviderName'),
    supportEmail: marker('supportEmail'),
    social: {
      facebook: marker('social.facebook'),
      instagram: marker('social.instagram'),
      x: marker('social.x'),
    },
    rum: null,
  };
}

function valueAt(config: AppConfig, field: string): string {
  let value: unknown = config;
  for (const key of field.split('.')) value = (value as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
}

/**
 * A built HTML file with the stage's settings in it: the JSON data block the app reads at start (a
 * data block, not a script: the CSP allows no inline script) and the markers in the markup. Values may
 * be CDK tokens; they resolve at deploy inside the same string. The settings are checked here, where
 * they are written: the browser reads the block as it is, so its first screen needs no zod.
 */
export function fillAppHtml(html: string, settings: AppConfig): string {
  const config = appConfigSchema.parse(settings);
  // `<` escaped so no value can close the block early; JSON.parse reads \u003c back as `<`.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const filled = html
    .replace(markerPattern, (_, field: string) => escapeHtml(valueAt(config, field)))
    .replace(configBlock, () => `<script type="application/json" id="${CONFIG_BLOCK_ID}">${json}</script>`);
  // The build renders pages as on a stage with Google sign-in. Without it the app shows no such
  // button, so a page showing one is rendered afresh instead of hydrated (the browser hydrates only a
  // root marked as pre-rendered for its address: web/src/main.tsx).
  return config.googleProviderName === null && filled.includes(GOOGLE_SIGN_IN_MARK)
    ? filled.replace(/ data-prerendered="[^"]*"/, '')
    : filled;
}
