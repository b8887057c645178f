import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import { localMonitoring } from '../../infra/config/stages';
import { LIVE_PATH, LIVE_STAGE } from '../../shared/live';
import { NOTIFY_BATCH_SIZE } from '../../shared/notifications/queues';
import { ORIGIN_VERIFY_HEADER } from '../../shared/origin-verify';
import type { FunctionName } from '../../shared/routes';
import type { AppConfig } from '../../shared/schemas/app-config';
import { webPaths } from '../../shared/web-paths';
import { fillAppHtml } from '../../shared/web-serving/app-html';
import { ensureModeratorsGroup } from '../moderation/moderator-accounts';
import { createApiGateway, type DomainHandler } from './api-gateway';
import { ensureTables, ensureTemplates, ensureUserPool, readState, writeState } from './bootstrap';
import { POST_CONFIRMATION_FUNCTION, PRE_SIGN_UP_FUNCTION, writeCognitoTriggers } from './cognito-triggers';
import type { DynamoMeter } from './dynamo-meter';
import { createExecuteApiServer, throughFrontDoor } from './front-door';
import {
  LOCAL_CONFIGURATION_SET,
  LOCAL_SECRETS,
  LOCAL_SESSION_TOKEN,
  NOTIFICATIONS_QUEUE,
  NOTIFY_DEAD_LETTER_QUEUE,
  SUPPORT_EMAIL,
  setFunctionEnvironment,
} from './function-environment';
import { createLocalAuthorizer } from './jwt-authorizer';
import { createKmsStandIn } from './kms';
import { createLambdaInvokeServer } from './lambda-invoke';
import { createLocalAdmin } from './local-admin';
import { startLocationServer } from './location-server';
import { withOpenApiDocument } from './openapi-route';
import { assertPortsFree, type Ports } from './ports';
import { createRumDataPlane } from './rum';
import { createSecretsExtension } from './secrets-extension';
import { seed } from './seed';
import { closeServer, type Stoppable, startCognito, startDynamo, startSes } from './services';
import { snsEventOf } from './ses-events';
import { localQueueArn, notificationQueues, startSqs } from './sqs';
import { startSqsEventSource } from './sqs-event-source';
import { createAppServer, staticSpa, type WebMiddleware } from './web-server';
import { createWebSocketGateway, type LiveFunction } from './websocket-gateway';

/**
 * `NJ_NOTIFICATIONS_VISIBILITY_SECONDS=1`: a failed notification is received again after this many
 * seconds instead of the notifications queue's visibility timeout in AWS (the fault tests).
 */
function visibilityFromEnv(): number | undefined {
  const raw = process.env.NJ_NOTIFICATIONS_VISIBILITY_SECONDS;
  return raw ? Number(raw) : undefined;
}

export interface StackOptions {
  dataDir: string;
  ports: Ports;
  /** dev: Vite with hot reload; dist: the built SPA (web/dist), as CloudFront serves it; none: API only. */
  web: 'dev' | 'dist' | 'none';
  /** With web 'dist': the built SPA's folder (default web/dist). */
  distDir?: string;
  reset?: boolean;
  seed?: boolean;
  log?: (line: string) => void;
  /** The notifications queue's visibility timeout (default: NJ_NOTIFICATIONS_VISIBILITY_SECONDS, else AWS's). */
  notificationsVisibilitySeconds?: number;
  /** Open the fault tests' admin endpoint (local-admin.ts); default: NJ_LOCAL_ADMIN=1. */
  admin?: boolean;
  /**
   * Browser monitoring against a local RUM stand-in (rum.ts), at every session; default: the local
   * setting in infra/config/stages.ts, or NJ_LOCAL_RUM=1.
   */
  rum?: boolean;
}

export interface RunningStack {
  urls: {
    app: string;
    api: string;
    /** The bare gateway, like the execute-api address: it refuses every request (no front-door secret). */
    executeApi: string;
    inbox: string;
    cognito: string;
    dynamodb: string;
    ses: string;
    /** The SQS stand-in (the notifications queue and its dead-letter queue). */
    sqs: string;
    /** The fault tests' admin endpoint, when opened. */
    admin?: string;
    /** The RUM data plane stand-in, when browser monitoring is on (GET /batches lists what it got). */
    rum?: string;
    /** The live messages connection, as a browser opens it (ws://…/live). */
    live: string;
  };
  userPoolId: string;
  /** The browser's app client (config.json). */
  userPoolClientId: string;
  /** The functions' app client, with a secret. */
  functionsClientId: string;
  dataDir: string;
  seeded: boolean;
  /** What the front door sends the functions (a bench's own front door needs it too). */
  originSecret: string;
  /** Counts the DynamoDB units requests consume (the cost bench). */
  dynamoMeter: DynamoMeter;
  stop(): Promise<void>;
}

const LOCAL_RUM_APP_MONITOR = 'local-app-monitor';
const LOCAL_EMAIL_EVENTS_TOPIC = 'arn:aws:sns:us-east-1:123456789012:NeighbourhoodJobs-local-email-events';

export {
  LOCAL_CONFIGURATION_SET,
  LOCAL_SECRETS,
  localQueueUrl,
  NOTIFICATIONS_QUEUE,
  NOTIFY_DEAD_LETTER_QUEUE,
  SUPPORT_EMAIL,
} from './function-environment';

const listen = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

async function loadHandlers(): Promise<Record<FunctionName, DomainHandler>> {
  const [
    auth,
    users,
    jobs,
    applications,
    reports,
    places,
    alerts,
    family,
    account,
    conversations,
    schedule,
    moderation,
    credentialsFn,
    reviews,
  ] = await Promise.all([
    import('../../functions/auth/handler'),
    import('../../functions/users/handler'),
    import('../../functions/jobs/handler'),
    import('../../functions/applications/handler'),
    import('../../functions/reports/handler'),
    import('../../functions/places/handler'),
    import('../../functions/alerts/handler'),
    import('../../functions/family/handler'),
    import('../../functions/account/handler'),
    import('../../functions/conversations/handler'),
    import('../../functions/schedule/handler'),
    import('../../functions/moderation/handler'),
    import('../../functions/credentials/handler'),
    import('../../functions/reviews/handler'),
  ]);
  const wrap = (h: unknown) => h as DomainHandler;
  return {
    auth: wrap(auth.handler),
    users: wrap(users.handler),
    jobs: wrap(jobs.handler),
    applications: wrap(applications.handler),
    reports: wrap(reports.handler),
    places: wrap(places.handler),
    alerts: wrap(alerts.handler),
    family: wrap(family.handler),
    account: wrap(account.handler),
    conversations: wrap(conversations.handler),
    schedule: wrap(schedule.handler),
    moderation: wrap(moderation.handler),
    credentials: wrap(credentialsFn.handler),
    reviews: wrap(reviews.handler),
  };
}

/** The local stand-in for the EventBridge schedule: the jobs sweep every minute (AWS: every 15). */
export const LOCAL_SWEEP_INTERVAL_MS = 60_000;

async function startJobsSweep(log: (line: string) => void): Promise<Stoppable> {
  const { sweepEndedJobs } = await import('../../functions/jobs/sweep');
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // One run at a time; a run longer than the interval just delays the next.
    running ??= sweepEndedJobs()
      .catch((error: unknown) => log(`[sweep] ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
  }, LOCAL_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The local stand-in for the daily job alert's EventBridge schedule (infra/constructs/job-alerts.ts):
 * a run every hour, sending what it finds. The once-a-day rule is the run's own (a conditional write
 * per student and day), so running it more often on a laptop never mails anyone twice in a day; it
 * only means a job posted in the morning reaches a student's inbox within the hour.
 */
export const LOCAL_ALERTS_INTERVAL_MS = 60 * 60_000;

async function startJobAlerts(
  log: (line: string) => void,
): Promise<Stoppable & { runNow(event: { time?: string }): Promise<unknown> }> {
  const { handler } = await import('../../functions/alerts/daily-alerts');
  return everyInterval(
    (event: { time?: string }) => handler(event),
    () => ({ time: new Date().toISOString() }),
    LOCAL_ALERTS_INTERVAL_MS,
    (error) => log(`[alerts] ${error.message}`),
  );
}

/**
 * A scheduled run's stand-in: `run` every `intervalMs` (skipped while one is going), and `runNow` for
 * the admin endpoint, which waits for a run that is going and then runs: one run at a time.
 */
function everyInterval<E>(
  run: (event: E) => Promise<unknown>,
  tick: () => E,
  intervalMs: number,
  onError: (error: Error) => void,
): Stoppable & { runNow(event: E): Promise<unknown> } {
  let running: Promise<unknown> | null = null;
  const runNow = async (event: E) => {
    while (running) await running.catch(() => undefined);
    const current = run(event);
    running = current.finally(() => {
      running = null;
    });
    return current;
  };
  const timer = setInterval(() => {
    if (running) return;
    runNow(tick()).catch((error: unknown) => onError(error as Error));
  }, intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The local stand-in for the schedule runner's EventBridge rule (infra/constructs/schedule-runner.ts,
 * every minute in AWS): what is due (reminders, the overdue alarms) runs every 30 seconds, each run
 * at its own moment. `POST /schedule/run { time }` on the admin endpoint runs a given moment at once.
 */
export const LOCAL_SCHEDULE_INTERVAL_MS = 30_000;

async function startScheduleRunner(
  log: (line: string) => void,
): Promise<Stoppable & { runNow(event: { time?: string; applicationId?: string }): Promise<unknown> }> {
  const { runDueWork } = await import('../../functions/schedule/due-work');
  return everyInterval(
    (event: { time?: string; applicationId?: string }) =>
      runDueWork(event.time ? new Date(event.time) : new Date(), event.applicationId),
    () => ({}),
    LOCAL_SCHEDULE_INTERVAL_MS,
    (error) => log(`[schedule] ${error.message}`),
  );
}

/**
 * The local stand-in for the guardians' daily digest schedule: at 00:00 UTC, as in AWS
 * (infra/constructs/family-digest.ts). Checked every minute; a stack started after midnight waits for
 * the next one.
 */
async function startFamilyDigest(
  log: (line: string) => void,
): Promise<Stoppable & { runNow: () => Promise<unknown> }> {
  const { sendDigests } = await import('../../functions/family/digest');
  let lastDay = new Date().toISOString().slice(0, 10);
  let running: Promise<unknown> | null = null;
  const runNow = () => {
    running ??= sendDigests()
      .catch((error: unknown) => log(`[digest] ${(error as Error).message}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    const day = new Date().toISOString().slice(0, 10);
    if (day === lastDay) return;
    lastDay = day;
    void runNow();
  }, LOCAL_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The local stand-in for the "new message" mails' EventBridge schedule (every 5 minutes in AWS,
 * infra/constructs/live-messages.ts): a run every minute, with the run's time as EventBridge sends it.
 */
async function startMessageMail(
  log: (line: string) => void,
): Promise<Stoppable & { runNow(event: { time?: string }): Promise<unknown> }> {
  const { handler } = await import('../../functions/conversations/mail-run');
  let running: Promise<unknown> | null = null;
  const run = async (event: { time?: string }) => {
    while (running) await running.catch(() => undefined);
    const current = handler(event);
    running = current.finally(() => {
      running = null;
    });
    return current;
  };
  const timer = setInterval(() => {
    if (running) return;
    run({ time: new Date().toISOString() }).catch((error: unknown) =>
      log(`[message mail] ${(error as Error).message}`),
    );
  }, LOCAL_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    runNow: run,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}

/**
 * The local stand-in for the birthday run's schedule (infra/constructs/birthdays.ts): as the age
 * calendar turns a day (10:00 UTC), checked every minute, and at start for the day it is, so a laptop
 * that slept through the turn catches up. A run acts on each birthday once, so starting it again is
 * harmless. `runNow` takes a scheduled event's `time` (the admin endpoint: a controlled clock).
 */
async function startBirthdays(
  log: (line: string) => void,
): Promise<Stoppable & { runNow(event: { time?: string }): Promise<unknown> }> {
  const { runBirthdays } = await import('../../functions/family/birthdays');
  const { ageCalendarDay } = await import('../../shared/rules/age');
  let lastDay = '';
  const newDay = () => {
    const day = ageCalendarDay(new Date());
    if (day === lastDay) return false;
    lastDay = day;
    return true;
  };
  const onError = (error: Error) => log(`[birthdays] ${error.message}`);
  // A tick runs only on a new day; the admin endpoint's runNow (no `due`) always runs.
  const runs = everyInterval<{ time?: string; due?: boolean }>(
    (event) => (event.due === false ? Promise.resolve(null) : runBirthdays({ time: event.time })),
    () => ({ time: new Date().toISOString(), due: newDay() }),
    LOCAL_SWEEP_INTERVAL_MS,
    onError,
  );
  // The day it is at start, too: a laptop that slept through the turn catches up.
  if (newDay()) runs.runNow({ time: new Date().toISOString() }).catch(onError);
  return runs;
}

/** dev mode shares the app server with Vite, including its hot-reload WebSocket (no extra port). */
async function createWeb(
  mode: StackOptions['web'],
  distDir: string | undefined,
  appServer: Server,
  servers: Stoppable[],
) {
  if (mode === 'none') return null;
  const webRoot = path.resolve(import.meta.dirname, '../../web');
  if (mode === 'dist') return staticSpa(distDir ?? path.join(webRoot, 'dist'));
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, ws: { server: appServer } },
    appType: 'spa',
    logLevel: 'warn',
  });
  servers.push({ stop: () => vite.close() });
  const middleware = vite.middlewares as unknown as WebMiddleware;
  // The dev server's page (its client and the app's entry in it) is the frame a job is written into.
  middleware.pageFrame = async (config) =>
    fillAppHtml(
      await vite.transformIndexHtml(webPaths.jobs, readFileSync(path.join(webRoot, 'index.html'), 'utf8')),
      config,
    );
  return middleware;
}

/** Starts every stand-in, the local API and the web app on this machine (DESIGN §2). */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const { ports } = opts;
  await assertPortsFree(ports);
  if (opts.reset) rmSync(opts.dataDir, { recursive: true, force: true });
  mkdirSync(opts.dataDir, { recursive: true });

  const running: Stoppable[] = [];
  const stop = async () => {
    for (const s of running.reverse()) await s.stop().catch(() => undefined);
  };
  try {
    const appUrl = `http://localhost:${ports.app}`;
    const dynamodb = await startDynamo(opts.dataDir, ports.dynamodb);
    running.push(dynamodb);
    // SES's events reach the email-events function as the SNS topic's subscription would hand them;
    // loaded on the first event, when the functions' environment is set.
    const sesService = await startSes(ports.ses, {
      configurationSet: LOCAL_CONFIGURATION_SET,
      publish: async (event) => {
        const { handler } = await import('../../functions/email-events/handler');
        await handler(snsEventOf(LOCAL_EMAIL_EVENTS_TOPIC, event) as unknown as SNSEvent).catch(
          (error: unknown) => log(`[email-events] ${(error as Error).message}`),
        );
      },
    });
    running.push(sesService);
    const sqs = await startSqs(
      ports.sqs,
      notificationQueues(
        { queue: NOTIFICATIONS_QUEUE, deadLetterQueue: NOTIFY_DEAD_LETTER_QUEUE },
        opts.notificationsVisibilitySeconds ?? visibilityFromEnv(),
      ),
    );
    running.push(sqs);
    // The pool's triggers, as in AWS: cognito-local invokes them through the local Lambda.
    writeCognitoTriggers(opts.dataDir, ports.lambda);
    running.push(await startCognito(opts.dataDir, ports.cognito, (line) => log(`[cognito] ${line}`)));
    // Amazon Location stand-in (places): the gazetteer loads on the first search, not here.
    running.push(await startLocationServer(ports.location));
    // The functions read their secrets through it, as through the extension in AWS.
    const secrets = createSecretsExtension({
      dataDir: opts.dataDir,
      sessionToken: LOCAL_SESSION_TOKEN,
      names: Object.values(LOCAL_SECRETS),
    });
    await new Promise<void>((resolve, reject) => {
      secrets.server.once('error', reject);
      // localhost, as the extension in Lambda: the functions call http://localhost:<port>.
      secrets.server.listen(ports.secrets, 'localhost', () => resolve());
    });
    running.push({ stop: () => closeServer(secrets.server) });
    // KMS: the credential signing key, kept in the data folder (scripts/local/kms.ts).
    const kms = createKmsStandIn(opts.dataDir);
    await listen(kms.server, ports.kms);
    running.push({ stop: () => closeServer(kms.server) });

    const region = 'us-east-1';
    const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
    const dynamo = new DynamoDBClient({
      region,
      credentials,
      endpoint: `http://127.0.0.1:${ports.dynamodb}`,
    });
    const cognito = new CognitoIdentityProviderClient({
      region,
      credentials,
      endpoint: `http://localhost:${ports.cognito}`,
    });
    const ses = new SESv2Client({ region, credentials, endpoint: `http://127.0.0.1:${ports.ses}` });

    const state = readState(opts.dataDir);
    await ensureTables(dynamo);
    const ids = await ensureUserPool(cognito, state, appUrl);
    await ensureModeratorsGroup(cognito, ids.userPoolId);
    await ensureTemplates(ses);
    const poolChanged = ids.userPoolId !== state.userPoolId;
    let seeded = Boolean(state.seeded) && !poolChanged;
    // Before the seed: it writes jobs through the functions' own job-writes module and client.
    const originSecret = secrets.value(LOCAL_SECRETS.originVerify);
    setFunctionEnvironment(ports, ids, appUrl);
    if (!seeded && opts.seed !== false) {
      await seed({ cognito, db: DynamoDBDocumentClient.from(dynamo), userPoolId: ids.userPoolId });
      seeded = true;
    }
    writeState(opts.dataDir, { ...ids, seeded });

    const handlers = await loadHandlers();
    running.push(await startJobsSweep(log));
    const jobAlerts = await startJobAlerts(log);
    running.push(jobAlerts);
    const familyDigest = await startFamilyDigest(log);
    running.push(familyDigest);
    const messageMail = await startMessageMail(log);
    running.push(messageMail);
    // The live messages WebSocket API: its function, and the management API the functions post to.
    const live = await import('../../functions/conversations/live');
    const liveGateway = createWebSocketGateway({
      handler: live.handler as LiveFunction,
      stage: LIVE_STAGE,
      log,
    });
    await listen(liveGateway.management, ports.live);
    running.push({ stop: () => closeServer(liveGateway.management) });
    running.push({ stop: () => liveGateway.stop() });
    const scheduleRunner = await startScheduleRunner(log);
    running.push(scheduleRunner);
    const birthdays = await startBirthdays(log);
    running.push(birthdays);
    const notify = await import('../../functions/notify/handler');
    const preSignUp = await import('../../functions/auth/pre-sign-up');
    const postConfirmation = await import('../../functions/family/post-confirmation');
    // Lambda's SQS event source mapping: the notify function reads the notifications queue.
    const notifications = startSqsEventSource({
      client: sqs.client,
      queueUrl: sqs.queueUrl(NOTIFICATIONS_QUEUE),
      queueArn: localQueueArn(NOTIFICATIONS_QUEUE),
      handler: notify.handler,
      batchSize: NOTIFY_BATCH_SIZE,
      log,
    });
    running.push(notifications);
    // The Lambda Invoke API, for the user pool's triggers.
    const lambda = createLambdaInvokeServer({
      [PRE_SIGN_UP_FUNCTION]: preSignUp.handler as (event: unknown) => Promise<unknown>,
      [POST_CONFIRMATION_FUNCTION]: postConfirmation.handler as (event: unknown) => Promise<unknown>,
    });
    await listen(lambda.server, ports.lambda);
    running.push(lambda);
    let adminUrl: string | undefined;
    const adminEnabled = opts.admin ?? process.env.NJ_LOCAL_ADMIN === '1';
    if (adminEnabled) {
      const admin = createLocalAdmin({
        ses: sesService,
        dynamoFaults: dynamodb.faults,
        notify: { stop: notifications.pause, start: async () => notifications.resume() },
        jobAlerts: { run: jobAlerts.runNow },
        info: { ports },
        familyDigest: familyDigest.runNow,
        messageMail: { run: messageMail.runNow },
        schedule: { run: scheduleRunner.runNow },
        birthdays: { run: birthdays.runNow },
        moderationWatch: async (event) =>
          (await import('../../functions/moderation/queue-watch')).handler(event),
      });
      await listen(admin, 0);
      running.push({ stop: () => closeServer(admin) });
      adminUrl = `http://127.0.0.1:${(admin.address() as { port: number }).port}`;
    }

    let rumUrl: string | undefined;
    if (opts.rum ?? (localMonitoring.rumEnabled || process.env.NJ_LOCAL_RUM === '1')) {
      const rum = createRumDataPlane(LOCAL_RUM_APP_MONITOR);
      await listen(rum.server, 0);
      running.push({ stop: () => closeServer(rum.server) });
      rumUrl = `http://127.0.0.1:${(rum.server.address() as { port: number }).port}`;
    }

    const cognitoUrl = `http://localhost:${ports.cognito}`;
    // ID tokens from both clients reach the API: the functions' (password sign-in) and the browser's (Google).
    const authorize = await createLocalAuthorizer(cognitoUrl, ids.userPoolId, [
      ids.userPoolClientId,
      ids.functionsClientId,
    ]);
    const config: AppConfig = {
      stage: 'local',
      apiBaseUrl: '/api',
      siteUrl: appUrl,
      region,
      userPoolId: ids.userPoolId,
      userPoolClientId: ids.userPoolClientId,
      oauthBaseUrl: cognitoUrl,
      googleProviderName: 'Google',
      supportEmail: SUPPORT_EMAIL,
      social: {
        facebook: 'https://www.facebook.com/neighbourhoodjobs',
        instagram: 'https://www.instagram.com/neighbourhoodjobs',
        x: 'https://x.com/neighbourhoodjobs',
      },
      rum: rumUrl
        ? { appMonitorId: LOCAL_RUM_APP_MONITOR, region, endpoint: rumUrl, sessionSampleRate: 1 }
        : null,
    };
    // Test stacks (with the admin endpoint) take a request's arrival time from a header.
    const gateway = createApiGateway(handlers, authorize, { testClock: adminEnabled });
    const { servedJobPage } = await import('../../functions/jobs/job-page');
    const app = createAppServer({
      config,
      api: withOpenApiDocument(throughFrontDoor(gateway, originSecret)),
      jobPage: servedJobPage,
    });
    // CloudFront's /live behaviour: the WebSocket goes to the API's stage, with the front door's secret.
    app.server.on('upgrade', (req, socket, head) => {
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      if (pathname !== LIVE_PATH) return;
      req.headers[ORIGIN_VERIFY_HEADER] = originSecret;
      liveGateway.upgrade(req, socket, head).catch((error: unknown) => {
        log(`[live] upgrade failed: ${(error as Error).message}`);
        socket.destroy();
      });
    });
    app.setWeb(await createWeb(opts.web, opts.distDir, app.server, running));
    await listen(app.server, ports.app);
    running.push({ stop: () => closeServer(app.server) });
    // Any free port: nothing is meant to use it but the test that shows it refuses.
    const executeApi = createExecuteApiServer(gateway);
    await listen(executeApi, 0);
    running.push({ stop: () => closeServer(executeApi) });
    const executeApiPort = (executeApi.address() as { port: number }).port;

    return {
      urls: {
        app: appUrl,
        api: `${appUrl}/api`,
        executeApi: `http://127.0.0.1:${executeApiPort}`,
        inbox: `http://localhost:${ports.ses}`,
        cognito: cognitoUrl,
        dynamodb: `http://127.0.0.1:${ports.dynamodb}`,
        ses: `http://127.0.0.1:${ports.ses}`,
        sqs: sqs.url,
        admin: adminUrl,
        rum: rumUrl,
        live: `ws://localhost:${ports.app}${LIVE_PATH}`,
      },
      ...ids,
      dataDir: opts.dataDir,
      seeded,
      originSecret,
      dynamoMeter: dynamodb.meter,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
