import { type AppConfig, appConfigSchema } from '@shared/schemas/app-config';

/**
 * Runtime configuration from /config.json (DESIGN §1: one build, every stage). Loaded once before
 * the app renders, so everything after start-up can read it synchronously — including the API client,
 * which lives outside React.
 */
let loaded: AppConfig | undefined;
let pending: Promise<AppConfig> | undefined;

export class ConfigLoadError extends Error {
  override name = 'ConfigLoadError';
}

export function loadConfig(): Promise<AppConfig> {
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

async function fetchConfig(): Promise<AppConfig> {
  let response: Response;
  try {
    // Same request as index.html's preload, so the browser reuses that response.
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

/** For tests that render parts of the app without fetching. */
export function setConfigForTesting(config: AppConfig | undefined): void {
  loaded = config;
  pending = config ? Promise.resolve(config) : undefined;
}
