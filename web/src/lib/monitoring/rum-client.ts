import {
  AwsRum,
  FetchPlugin,
  JsErrorPlugin,
  type Plugin,
  type PluginContext,
  WebVitalsPlugin,
} from '@aws-rum/web-slim';
import type { AppConfig } from '@shared/schemas/app-config';
import type { MonitoredUser } from './monitored-user';
import { redact } from './redact';
import { hashedUserId } from './user-hash';

/*
 * The CloudWatch RUM client itself, in its own chunk (loaded by ./monitoring.ts after the first
 * paint). @aws-rum/web-slim: AWS's own client without Cognito, request signing or session replay
 * (~10 KB gzip instead of ~50 KB); the app monitor accepts its unsigned events by resource policy
 * (infra/constructs/rum-monitor.ts).
 */

type RumConfig = NonNullable<AppConfig['rum']>;

/** The build's version (the entry's hash would do too): RUM groups errors by application version. */
const APP_VERSION = '1.0.0';

/**
 * A plugin whose every event passes through `redact` before the client stores it: the plugins call
 * `context.record(type, details)`, so wrapping the context covers errors, HTTP and vitals alike.
 */
function redacting(plugin: Plugin, person: () => MonitoredUser | null): Plugin {
  return {
    getPluginId: () => plugin.getPluginId(),
    enable: () => plugin.enable(),
    disable: () => plugin.disable(),
    record: plugin.record ? (data) => plugin.record?.(data) : undefined,
    update: plugin.update ? (data) => plugin.update?.(data) : undefined,
    flush: plugin.flush ? () => plugin.flush?.() : undefined,
    load(context: PluginContext) {
      // The built-in plugins also get `recordCandidate` (web vitals' CLS and INP candidates).
      const internal = context as PluginContext & { recordCandidate?: PluginContext['record'] };
      const wrapped: typeof internal = {
        ...internal,
        record: (type, details, metadata) => internal.record(type, redact(details, person()), metadata),
      };
      if (internal.recordCandidate) {
        const recordCandidate = internal.recordCandidate;
        wrapped.recordCandidate = (type, details, metadata) =>
          recordCandidate(type, redact(details, person()), metadata);
      }
      plugin.load(wrapped);
    },
  };
}

export async function startRumClient(rum: RumConfig, person: () => MonitoredUser | null) {
  const errors = new JsErrorPlugin();
  const rumClient = new AwsRum(rum.appMonitorId, APP_VERSION, rum.region, {
    endpoint: rum.endpoint,
    // Sampled already (monitoring.ts): a session that got here is recorded.
    sessionSampleRate: 1,
    allowCookies: true,
    // The page's path only: query strings can carry what people typed.
    pageIdFormat: 'PATH',
    eventPluginsToLoad: [
      redacting(errors, person),
      // The API's failed calls only (recordAllRequests is off): 4xx/5xx answers and network errors.
      redacting(new FetchPlugin({ urlsToInclude: [/\/api\//], recordAllRequests: false }), person),
      redacting(new WebVitalsPlugin(), person),
    ],
  });
  // Every event names the role and the hashed id, never the person (./redact.ts).
  let identity = { userHash: 'visitor', userRole: 'visitor' };
  rumClient.setEventMetadataHook(() => identity);

  return {
    identify(user: MonitoredUser | null) {
      if (!user) {
        identity = { userHash: 'visitor', userRole: 'visitor' };
        // Signed out: a fresh anonymous id, unlinkable to the account that just left.
        rumClient.pinUserId(crypto.randomUUID());
        return;
      }
      void hashedUserId(user.id).then((hash) => {
        identity = { userHash: hash, userRole: user.role };
        rumClient.pinUserId(hash);
      });
    },
    recordError(error: unknown) {
      errors.record(error instanceof Error ? error : new Error(String(error)));
    },
  };
}
