/**
 * Per-stage settings: everything that differs between dev and prod lives here and nowhere else.
 * Synthesis must work offline with no credentials, so nothing is looked up: accounts stay unset
 * (environment-agnostic stacks) and DNS zones are given by id.
 *
 * Values under example.com and the Google client ids are placeholders: replace them with the real
 * domain, hosted zone and OAuth client before the first deploy of a stage.
 */

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

/** API Gateway throttling: requests per second (steady) and burst. */
export interface Throttle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** Alarm thresholds of a stage (the runbook in docs/operations.md says what to do when each fires). */
export interface AlarmThresholds {
  /** API p95 latency (ms) over 5 minutes, for this many 5-minute periods in a row. */
  readonly apiLatencyP95Ms: number;
  readonly apiLatencyPeriods: number;
  /** Lambda throttles (all functions together) in 5 minutes above which to alarm. */
  readonly lambdaThrottles: number;
  /** DynamoDB read + write throttle events (per table) in 5 minutes above which to alarm. */
  readonly dynamoThrottles: number;
  /** SES reputation: the account's bounce rate (0–1) at or above which to alarm. */
  readonly sesBounceRate: number;
  /** SES reputation: the account's complaint rate (0–1) at or above which to alarm. */
  readonly sesComplaintRate: number;
  /** Requests WAF blocked in 5 minutes (all rules) above which to alarm: an attack or a broken client. */
  readonly wafBlockedRequests: number;
}

/**
 * SES reviews an account whose bounce rate reaches 5 % and may pause it at 10 %; for complaints the
 * marks are 0.1 % and 0.5 % (SES developer guide, "Sending review process FAQs"). We alarm at less
 * than half of the review marks, so there is time to act before every family loses its mail.
 */
const sesReputationAlarms = { sesBounceRate: 0.02, sesComplaintRate: 0.0005 } as const;

export interface StageConfig {
  readonly name: StageName;
  /**
   * us-east-1 everywhere: CloudFront only accepts certificates from there, so a custom domain's
   * certificate can live in the web stack without cross-region references; Amazon Location, RUM and
   * SES are all available there, and the users are in the US.
   */
  readonly region: string;
  /**
   * Public host name of the web app. Without it the app is served on the CloudFront default domain,
   * which the other stacks cannot know in advance: e-mail links and Google sign-in then point at
   * http://localhost:5173 (developer machines), so only dev may omit it.
   */
  readonly domain?: {
    readonly name: string;
    /** Route 53 public zone that holds `name`: DNS-validated certificate and alias records. */
    readonly hostedZone: { readonly id: string; readonly name: string };
  };
  readonly email: {
    /** From address of every notification and (with `cognitoSendsWithSes`) of Cognito's codes. */
    readonly senderAddress: string;
    readonly senderName: string;
    /**
     * `domain`: verify the sender's whole domain (DKIM records are created when the domain is the stage's
     * hosted zone); `address`: verify only the sender address by clicking a link (quick for dev).
     */
    readonly identity: 'domain' | 'address';
    /** SES template names are `<prefix><name>` so several stages can share one account. */
    readonly templatePrefix: string;
    /**
     * Cognito's own sender is limited to 50 mails a day: fine for dev, not for production sign-ups.
     */
    readonly cognitoSendsWithSes: boolean;
  };
  /** Where job reports go, and the address shown to users. */
  readonly supportMailbox: string;
  readonly auth: {
    /** Hosted UI: https://<prefix>.auth.<region>.amazoncognito.com (globally unique per region). */
    readonly domainPrefix: string;
    /** Omit to run without Google sign-in (the SPA hides the button when googleProviderName is null). */
    readonly google?: {
      readonly clientId: string;
      /** Name of the Secrets Manager secret (plain string) holding the OAuth client secret. */
      readonly clientSecretName: string;
    };
    /**
     * Plus feature plan threat protection: `enforced` blocks risky sign-ins, `audit` only records them
     * (dev, so testers hammering sign-in are not locked out).
     */
    readonly threatProtection: 'enforced' | 'audit';
    /** Extra callback URLs for a developer's Vite server. */
    readonly localCallbackOrigins: readonly string[];
  };
  readonly api: {
    /** Default-stage throttling: requests per second (steady) and burst, across all clients. */
    readonly throttle: Throttle;
    /** Each write route (POST, PUT, DELETE) of a signed-in user: tighter than reads. */
    readonly writeThrottle: Throttle;
    /**
     * Each public write: sign-in, sign-up, codes and password reset. Tightest: they need no token, so
     * they are what a bot hammers (WAF's per-IP rules come first, infra/constructs/waf.ts).
     */
    readonly accountThrottle: Throttle;
    /**
     * Each session route (POST /token/refresh, /token/revoke, /token/google), sized for every
     * signed-in session: an ID token lasts 15 minutes and is refreshed about every 10, and every new
     * tab or reload refreshes once. WAF's per-IP rule on them stops one client from using it up.
     */
    readonly sessionThrottle: Throttle;
  };
  readonly monitoring: {
    /** Subscribed to the alarm topic when set (confirm the subscription mail once). */
    readonly alarmEmail?: string;
    readonly rumEnabled: boolean;
    /**
     * Share of browser sessions CloudWatch RUM records (0–1). RUM bills per event, so this is the
     * stage's lever on that line of the price (`npm run bench -- cost`).
     */
    readonly rumSessionSampleRate: number;
    readonly logRetentionDays: 7 | 14 | 30 | 90 | 180 | 365;
    /** What the alarms fire at (infra/stacks/monitoring-stack.ts); each value says why beside it. */
    readonly alarms: AlarmThresholds;
  };
  /** prod keeps data when a stack or resource is removed; dev can be torn down freely. */
  readonly protection: {
    readonly deletionProtection: boolean;
    readonly retainOnDelete: boolean;
  };
  /** Footer links written to /config.json. */
  readonly social: { readonly facebook: string; readonly instagram: string; readonly x: string };
}

const social = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  x: 'https://x.com/',
};

export const stages: Record<StageName, StageConfig> = {
  dev: {
    name: 'dev',
    region: 'us-east-1',
    email: {
      senderAddress: 'dev-notifications@example.com',
      senderName: 'Neighbourhood Jobs (dev)',
      identity: 'address',
      templatePrefix: 'NeighbourhoodJobs-dev-',
      cognitoSendsWithSes: false,
    },
    supportMailbox: 'dev-support@example.com',
    auth: {
      domainPrefix: 'neighbourhood-jobs-dev',
      google: {
        clientId: 'REPLACE-dev-client-id.apps.googleusercontent.com',
        clientSecretName: 'neighbourhood-jobs/dev/google-client-secret',
      },
      threatProtection: 'audit',
      localCallbackOrigins: ['http://localhost:5173'],
    },
    api: {
      throttle: { rateLimit: 20, burstLimit: 40 },
      writeThrottle: { rateLimit: 10, burstLimit: 20 },
      accountThrottle: { rateLimit: 5, burstLimit: 10 },
      sessionThrottle: { rateLimit: 50, burstLimit: 100 },
    },
    monitoring: {
      rumEnabled: true,
      // Every session: dev traffic is the team's own, and each error is one somebody is chasing.
      rumSessionSampleRate: 1,
      logRetentionDays: 14,
      alarms: {
        // Looser than prod: dev runs on cold functions most of the time, and a cold start of the
        // heaviest function is about a second (npm run bench -- bundles).
        apiLatencyP95Ms: 3000,
        apiLatencyPeriods: 3,
        // Any throttle: dev's limits are low on purpose, a throttle there means a test outgrew them.
        lambdaThrottles: 0,
        dynamoThrottles: 0,
        ...sesReputationAlarms,
        // A tester's loop can reach WAF's per-IP limit; only a real flood should page.
        wafBlockedRequests: 500,
      },
    },
    protection: { deletionProtection: false, retainOnDelete: false },
    social,
  },
  prod: {
    name: 'prod',
    region: 'us-east-1',
    domain: {
      name: 'neighbourhoodjobs.example.com',
      hostedZone: { id: 'Z0000000000000EXAMPLE', name: 'neighbourhoodjobs.example.com' },
    },
    email: {
      senderAddress: 'no-reply@neighbourhoodjobs.example.com',
      senderName: 'Neighbourhood Jobs',
      identity: 'domain',
      templatePrefix: 'NeighbourhoodJobs-prod-',
      cognitoSendsWithSes: true,
    },
    supportMailbox: 'support@neighbourhoodjobs.example.com',
    auth: {
      domainPrefix: 'neighbourhood-jobs',
      google: {
        clientId: 'REPLACE-prod-client-id.apps.googleusercontent.com',
        clientSecretName: 'neighbourhood-jobs/prod/google-client-secret',
      },
      threatProtection: 'enforced',
      localCallbackOrigins: [],
    },
    api: {
      throttle: { rateLimit: 100, burstLimit: 200 },
      writeThrottle: { rateLimit: 25, burstLimit: 50 },
      accountThrottle: { rateLimit: 10, burstLimit: 20 },
      // 200,000 signed-in sessions refreshing every 10 minutes is about 330 a second; twice that
      // leaves room for reloads and new tabs at the busiest hour.
      sessionThrottle: { rateLimit: 700, burstLimit: 1400 },
    },
    monitoring: {
      alarmEmail: 'alerts@neighbourhoodjobs.example.com',
      rumEnabled: true,
      // One session in ten still sees every error that happens more than a few times a day at 10,000
      // monthly users; at 100 % RUM would be the largest line of the bill from 100k users on
      // ($1 per 100k events, ~25 events a session: npm run bench -- cost).
      rumSessionSampleRate: 0.1,
      logRetentionDays: 90,
      alarms: {
        // Search reads up to ~20 index cells and ranks in memory; p95 stays well under a second on the
        // local load bench (npm run bench -- load). 1.5 s for 15 minutes is users waiting, not one cold start.
        apiLatencyP95Ms: 1500,
        apiLatencyPeriods: 3,
        // Every throttled Lambda invoke is a 503 or a delayed notification for someone: alarm on any.
        lambdaThrottles: 0,
        // On-demand tables throttle only on a hot partition or a table-level surge: both need a look.
        dynamoThrottles: 0,
        ...sesReputationAlarms,
        // Steady background (bad bots on the IP-reputation list) is a few dozen blocks an hour; a few
        // hundred in five minutes is a flood or a client of ours hitting the rate rules.
        wafBlockedRequests: 300,
      },
    },
    protection: { deletionProtection: true, retainOnDelete: true },
    social,
  },
};

/**
 * The laptop (`npm start`, the test stacks): browser monitoring is off, so nothing leaves a developer's
 * browser for RUM; turn it on here, or with NJ_LOCAL_RUM=1, to send every session's events to the
 * local RUM stand-in (scripts/local/rum.ts). The e2e and Lighthouse stacks turn it on.
 */
export const localMonitoring = { rumEnabled: false } as const;

export const DEFAULT_STAGE: StageName = 'dev';

export function isStageName(value: unknown): value is StageName {
  return typeof value === 'string' && (stageNames as readonly string[]).includes(value);
}

/** Resolves `-c stage=<name>` (dev when absent) and rejects settings that could not deploy. */
export function resolveStage(value: unknown): StageConfig {
  const name = value === undefined || value === '' ? DEFAULT_STAGE : value;
  if (!isStageName(name)) {
    throw new Error(`Unknown stage "${String(name)}": use one of ${stageNames.join(', ')}.`);
  }
  const stage = stages[name];
  if (stage.name !== 'dev' && !stage.domain) {
    throw new Error(`Stage ${name} needs a domain: e-mail links and Google sign-in need a known URL.`);
  }
  if (stage.domain && stage.region !== 'us-east-1') {
    throw new Error(
      `Stage ${name}: a CloudFront certificate must be in us-east-1, the stage is in ${stage.region}.`,
    );
  }
  return stage;
}

/** `https://<domain>` or, for a stage without one, the developer's local app. */
export function appUrl(stage: StageConfig): string {
  return stage.domain
    ? `https://${stage.domain.name}`
    : (stage.auth.localCallbackOrigins[0] ?? 'http://localhost:5173');
}

export function stackName(stage: StageConfig, concern: string): string {
  return `NeighbourhoodJobs-${stage.name}-${concern}`;
}
