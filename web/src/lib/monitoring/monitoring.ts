import type { AppConfig } from '@shared/schemas/app-config';
import type { MonitoredUser } from './monitored-user';

/*
 * Browser monitoring: CloudWatch RUM's slim web client, loaded a few seconds after the
 * page has loaded, when the browser is idle, in a chunk of its own (./rum-client.ts), so a visitor's first screen pays
 * nothing for it (initial JS and Lighthouse). This part, in the entry, is a few hundred
 * bytes: it decides whether this tab's session is sampled, keeps the errors thrown before the client
 * arrives, and remembers who is signed in.
 *
 * It reports JavaScript errors, the API's HTTP errors and web vitals, each event with a hashed user
 * id and the role, never an e-mail or a name, and records no sessions (no replay: docs/spec/1-students-and-accounts.md §1 asks for
 * it unmasked; recording minors' screens is not acceptable).
 */

export type { MonitoredUser };

type RumConfig = NonNullable<AppConfig['rum']>;

interface LoadedClient {
  identify(user: MonitoredUser | null): void;
  recordError(error: unknown): void;
}

const SAMPLED_KEY = 'rumSampled';
const EARLY_ERRORS_MAX = 20;

let started = false;
let client: LoadedClient | undefined;
let user: MonitoredUser | null = null;
const earlyErrors: unknown[] = [];

/** Sampled once per tab session, so a session is recorded whole or not at all. */
function sampled(rate: number): boolean {
  try {
    let decision = sessionStorage.getItem(SAMPLED_KEY);
    if (decision === null) {
      decision = Math.random() < rate ? '1' : '0';
      sessionStorage.setItem(SAMPLED_KEY, decision);
    }
    return decision === '1';
  } catch {
    return Math.random() < rate;
  }
}

/**
 * How long after the load event the client waits before it loads. Starting the client is one long
 * task (some 200 ms on a slow phone): right after the load event it fell while the page was still
 * becoming interactive, and cost /jobs 7 Lighthouse points of Total Blocking Time (98 → 91). Errors
 * thrown meanwhile are kept and sent once it runs, and web vitals are read from the browser's
 * buffered entries, so waiting loses nothing but the sessions that leave within seconds.
 */
export const RUM_START_DELAY_MS = 5_000;

/** After the load event, a few quiet seconds, then the first idle moment: never in the way. */
function whenSettled(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, RUM_START_DELAY_MS)))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
          else setTimeout(resolve, 1000);
        }),
    );
}

const keepEarlyError = (event: ErrorEvent | PromiseRejectionEvent) => {
  if (earlyErrors.length < EARLY_ERRORS_MAX) {
    earlyErrors.push('reason' in event ? event.reason : (event.error ?? event.message));
  }
};

/**
 * Starts browser monitoring when the stage has RUM and this session is sampled; a no-op otherwise.
 * Resolves when the client is running (or was not started).
 */
export async function startMonitoring(rum: RumConfig | null): Promise<void> {
  if (!rum || started) return;
  started = true;
  window.addEventListener('error', keepEarlyError);
  window.addEventListener('unhandledrejection', keepEarlyError);
  await whenSettled();
  try {
    // Sampled once settled, not at start: a tab's first sessionStorage read waits on the browser
    // process (some 10 ms here, more on a phone), and at start it fell in the task that starts the
    // page (Total Blocking Time). An unsampled session drops the errors it kept.
    if (!sampled(rum.sessionSampleRate)) {
      earlyErrors.length = 0;
      return;
    }
    const { startRumClient } = await import('./rum-client');
    client = await startRumClient(rum, () => user);
  } catch (error) {
    // Monitoring must never break the app; the console is all that is left to tell.
    console.warn('Browser monitoring could not start', error);
    return;
  } finally {
    window.removeEventListener('error', keepEarlyError);
    window.removeEventListener('unhandledrejection', keepEarlyError);
  }
  client.identify(user);
  for (const error of earlyErrors.splice(0)) client.recordError(error);
}

/** Who is signed in (null: a visitor), for the hashed id and role every event carries. */
export function identifyForMonitoring(next: MonitoredUser | null): void {
  if (next?.id === user?.id && next?.role === user?.role) return;
  user = next;
  client?.identify(next);
}
