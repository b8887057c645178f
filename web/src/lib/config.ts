import type { AppConfig } from '@shared/schemas/app-config';
import { CONFIG_BLOCK_ID } from '@shared/web-serving/html-names';

/**
 * Runtime configuration (DESIGN §1: one build, every stage). Whoever serves the build writes the
 * stage's settings into the HTML as a JSON data block (shared/web-serving/app-html.ts), so the app
 * starts without a round trip; /config.json is the fallback when the HTML was not filled (Vite's dev
 * server, a host that serves the files as they are). Set once before the app renders, so everything
 * after start-up can read it synchronously — including the API client, which lives outside React.
 */
let loaded: AppConfig | undefined;
let pending: Promise<AppConfig> | undefined;

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
}

/**
 * The settings the HTML carries, or null when it carries none (an unfilled build, the dev server).
 * Synchronous: the first render can start at once. Read as written: whoever served the page checked
 * them against the schema when writing them in (fillAppHtml), so the first screen loads no zod.
 */
export function readEmbeddedConfig(doc: Document = document): AppConfig | null {
  const text = doc.getElementById(CONFIG_BLOCK_ID)?.textContent?.trim();
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    if (config !== null && typeof config === 'object') return config as AppConfig;
  } catch {
    // Reported below, like a block that holds no object.
  }
  console.error('The embedded app configuration is not a JSON object');
  return null;
}

/** Uses the settings from the HTML when there are some, else fetches /config.json. */
export function loadConfig(): Promise<AppConfig> {
  const embedded = loaded ?? readEmbeddedConfig();
  if (embedded) {
    setConfig(embedded);
    return Promise.resolve(embedded);
  }
  pending ??= fetchConfig().then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      // Let a "Try again" start over rather than replaying the failure.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * The one fetch outside the API client: /config.json is a static file of the site,
 * not an API route, and it is what tells the client where the API is, so it cannot go through it.
 */
async function fetchConfig(): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json');
  } catch {
    throw new ConfigLoadError(
      'We could not reach Neighbourhood Jobs. Please check your internet connection.',
    );
  }
  if (!response.ok) {
    throw new ConfigLoadError(`The site settings could not be loaded (HTTP ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigLoadError('The site settings are not in the expected format.');
  }
  // Not written by fillAppHtml (a host serving the build as it is): checked here, off the first screen.
  const { appConfigSchema } = await import('@shared/schemas/app-config');
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    console.error('Invalid /config.json', parsed.error.issues);
    throw new ConfigLoadError('The site settings are incomplete.');
  }
  return parsed.data;
}

/** The loaded configuration. Throws if called before `loadConfig()` resolved (a programming error). */
export function getConfig(): AppConfig {
  if (!loaded) throw new Error('getConfig() called before loadConfig() finished');
  return loaded;
}

/** React-facing alias of getConfig: the app only renders once the config is loaded. */
export function useConfig(): AppConfig {
  return getConfig();
}

/** Sets the configuration directly: the build's pre-render, and tests that render parts of the app. */
export function setConfig(config: AppConfig | undefined): void {
  loaded = config;
  pending = config ? Promise.resolve(config) : undefined;
}
