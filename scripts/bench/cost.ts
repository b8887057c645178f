import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { sessionCookie } from '../../shared/auth/session-cookie';
import { LIVE_PROTOCOL } from '../../shared/live';
import { type RouteName, routeEndpoint, routePath } from '../../shared/routes';
import { addDays, localDay } from '../../shared/rules/job-day';
import { freePorts } from '../local/ports';
import { DEMO_PASSWORD } from '../local/seed-data';
import { type RunningStack, startStack } from '../local/stack';
import type { BilledWebAcl, FixedResources } from './cost-fixed';
import { PRICES_AS_OF, PRICES_REGION, prices } from './cost-prices';
import { edge, messaging, mix, perMonth, schedule } from './cost-usage';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- cost`: the monthly AWS bill for 10,000 monthly active users and how it
 * grows to 100k and 1M, excluding Cognito. Three inputs, each in its own file:
 * - what each request really consumes, measured here on the local stack: DynamoDB units from
 *   ReturnConsumedCapacity (scripts/local/dynamo-meter.ts), the function's time (the request's wall
 *   time on this machine, an upper bound of Lambda's billed duration), bytes out, e-mails sent;
 * - the usage model (cost-usage.ts): what a user does in a month, with the source of each figure;
 * - AWS's public prices with their date (cost-prices.ts).
 * Target: at most $10 a month per 10,000 monthly active users.
 */

export const COST_TARGET_PER_10K = 10;
const SCALES = [10_000, 100_000, 1_000_000];
/** Every function runs with 512 MB (infra/constructs/node-function.ts). */
const LAMBDA_GB = 0.5;
/** Each scenario runs this many times; the median of its figures is used. */
const REPEAT = 5;

interface Measured {
  readUnits: number;
  writeUnits: number;
  /** Lambda invocations: the API function, plus notify's for each notification message. */
  invocations: number;
  functionMs: number;
  bytesOut: number;
  emails: number;
  /** SQS requests (send, receive, delete per notification message). */
  sqsRequests: number;
  /** Amazon Location searches (a job posted is geocoded on the server). */
  placeSearches: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function inboxCount(stack: RunningStack): Promise<number> {
  const res = await fetch(`${stack.urls.inbox}/store`);
  return ((await res.json()) as { emails: unknown[] }).emails.length;
}

async function signIn(stack: RunningStack, emailId: string, expectedRoleId: 1 | 2): Promise<string> {
  const res = await fetch(`${stack.urls.api}${routePath('signIn')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId, password: DEMO_PASSWORD, expectedRoleId }),
  });
  const body = (await res.json()) as { data: { idToken: string } };
  return body.data.idToken;
}

interface Call {
  /** The route called (method and path from the route table), its path parameters and query. */
  route: RouteName;
  params?: Record<string, string>;
  query?: string;
  token?: string;
  body?: unknown;
  /** E-mails the call sends (waited for before the meter stops: notify's work is the call's cost). */
  emails?: number;
  placeSearches?: number;
  cookie?: string;
  /** Gets the answer's Set-Cookie values (a refresh rotates the session cookie). */
  onCookies?: (setCookies: string[]) => void;
}

async function measure(
  stack: RunningStack,
  call: Call,
): Promise<Measured & { status: number; answer: unknown }> {
  const before = call.emails ? await inboxCount(stack) : 0;
  stack.dynamoMeter.start();
  const started = performance.now();
  const { method, path: routeUrl } = routeEndpoint(call.route, call.params);
  const res = await fetch(`${stack.urls.api}${routeUrl}${call.query ? `?${call.query}` : ''}`, {
    method,
    headers: {
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.cookie ? { cookie: call.cookie } : {}),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  const functionMs = performance.now() - started;
  call.onCookies?.(res.headers.getSetCookie());
  let notifyMs = 0;
  if (call.emails) {
    const mailStart = performance.now();
    const deadline = Date.now() + 15_000;
    while ((await inboxCount(stack)) < before + call.emails && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // notify's own time: bounded by how long the mails took to land after the answer.
    notifyMs = performance.now() - mailStart;
  }
  const units = stack.dynamoMeter.stop();
  const messages = call.emails ? Math.ceil(call.emails / 1) : 0;
  return {
    status: res.status,
    answer: text ? JSON.parse(text) : undefined,
    readUnits: units.readUnits,
    writeUnits: units.writeUnits,
    invocations: 1 + messages,
    functionMs: functionMs + notifyMs,
    bytesOut: Buffer.byteLength(text) + 600,
    emails: call.emails ?? 0,
    sqsRequests: messages * 3,
    placeSearches: call.placeSearches ?? 0,
  };
}

async function measureScenario(
  stack: RunningStack,
  name: string,
  make: () => Promise<Call>,
): Promise<Measured> {
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const call = await make();
    const result = await measure(stack, call);
    if (result.status >= 400)
      throw new Error(`${name}: HTTP ${result.status} ${JSON.stringify(result.answer)}`);
    runs.push(result);
  }
  const pick = (key: keyof Measured) => median(runs.map((run) => run[key]));
  return {
    readUnits: pick('readUnits'),
    writeUnits: pick('writeUnits'),
    invocations: pick('invocations'),
    functionMs: pick('functionMs'),
    bytesOut: pick('bytesOut'),
    emails: pick('emails'),
    sqsRequests: pick('sqsRequests'),
    placeSearches: pick('placeSearches'),
  };
}

/**
 * One run of the schedule's runner for one booking (functions/schedule/due-work.ts, in this process,
 * as its EventBridge rule runs it in AWS), metered like a request: units, time, the mails it sends.
 */
async function measureRun(
  stack: RunningStack,
  time: Date,
  applicationId: string,
  emails: number,
): Promise<Measured> {
  const { runDueWork } = await import('../../functions/schedule/due-work');
  const before = await inboxCount(stack);
  stack.dynamoMeter.start();
  const started = performance.now();
  const result = await runDueWork(time, applicationId);
  const deadline = Date.now() + 15_000;
  while ((await inboxCount(stack)) < before + emails && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const functionMs = performance.now() - started;
  const units = stack.dynamoMeter.stop();
  if (emails > 0 && result.reminders + result.alarms === 0) {
    throw new Error(`The runner sent nothing for ${applicationId}`);
  }
  return {
    readUnits: units.readUnits,
    writeUnits: units.writeUnits,
    invocations: 1 + emails,
    functionMs,
    bytesOut: 0,
    emails,
    sqsRequests: emails * 3,
    placeSearches: 0,
  };
}

/** The runner's scenarios: work the EventBridge rule starts, not a request. */
const runnerWork: readonly Scenario[] = ['reminderRun', 'alarmRun', 'runnerIdle'];

type Scenario =
  | 'sendMessage'
  | 'readThread'
  | 'markRead'
  | 'inbox'
  | 'liveConnect'
  | 'runnerIdle'
  | 'schedule'
  | 'checkIn'
  | 'checkOut'
  | 'reminderRun'
  | 'alarmRun'
  | 'search'
  | 'newest'
  | 'jobView'
  | 'signIn'
  | 'refresh'
  | 'apply'
  | 'myApplications'
  | 'postJob'
  | 'review'
  | 'employerDashboard';

/** A browser's live connection opened and closed: the authorizer, $connect and $disconnect. */
async function measureLiveConnect(stack: RunningStack, token: string): Promise<Measured> {
  const runs: Measured[] = [];
  for (let i = 0; i < REPEAT; i++) {
    stack.dynamoMeter.start();
    const started = performance.now();
    const socket = new WebSocket(stack.urls.live, [LIVE_PROTOCOL, token]);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      socket.close();
    });
    // $disconnect runs after the close: wait until its delete has reached the table.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const functionMs = performance.now() - started;
    const units = stack.dynamoMeter.stop();
    runs.push({
      readUnits: units.readUnits,
      writeUnits: units.writeUnits,
      invocations: 3,
      functionMs,
      bytesOut: 0,
      emails: 0,
      sqsRequests: 0,
      placeSearches: 0,
    });
  }
  const pick = (key: keyof Measured) => median(runs.map((run) => run[key]));
  return {
    readUnits: pick('readUnits'),
    writeUnits: pick('writeUnits'),
    invocations: 3,
    functionMs: pick('functionMs'),
    bytesOut: 0,
    emails: 0,
    sqsRequests: 0,
    placeSearches: 0,
  };
}

/**
 * Conversations, on the demo conversation of the demo employer and student: a message sent while the
 * student's page is open (its push to their live connection is part of the send), the thread read,
 * marked read, the inbox, and a live connection opened and closed.
 */
async function measureMessaging(
  stack: RunningStack,
  student: string,
  employer: string,
): Promise<
  Pick<Record<Scenario, Measured>, 'sendMessage' | 'readThread' | 'markRead' | 'inbox' | 'liveConnect'>
> {
  const { method, path: inboxPath } = routeEndpoint('listConversations');
  const inbox = (await (
    await fetch(`${stack.urls.api}${inboxPath}`, { method, headers: { authorization: `Bearer ${student}` } })
  ).json()) as { conversations: { id: string }[] };
  const id = inbox.conversations[0]?.id;
  if (!id) throw new Error('cost: the demo data has no conversation for the demo student');
  const reader = new WebSocket(stack.urls.live, [LIVE_PROTOCOL, student]);
  await new Promise<void>((resolve, reject) => {
    reader.once('open', () => resolve());
    reader.once('error', reject);
  });
  try {
    return {
      sendMessage: await measureScenario(stack, 'sendMessage', async () => ({
        route: 'sendMessage',
        params: { id },
        token: employer,
        body: { text: 'Could you bring gloves on Saturday? Thanks!' },
      })),
      readThread: await measureScenario(stack, 'readThread', async () => ({
        route: 'getConversation',
        params: { id },
        token: student,
      })),
      markRead: await measureScenario(stack, 'markRead', async () => ({
        route: 'markConversationRead',
        params: { id },
        token: student,
      })),
      inbox: await measureScenario(stack, 'inbox', async () => ({
        route: 'listConversations',
        token: student,
      })),
      liveConnect: await measureLiveConnect(stack, student),
    };
  } finally {
    reader.terminate();
  }
}

/** One run of the "new message" mails with nothing due: what its schedule costs whatever the traffic. */
async function measureMailRun(stack: RunningStack): Promise<Measured> {
  const { sendDueMails } = await import('../../functions/conversations/mail-run');
  stack.dynamoMeter.start();
  const started = performance.now();
  await sendDueMails(new Date());
  const functionMs = performance.now() - started;
  const units = stack.dynamoMeter.stop();
  return {
    readUnits: units.readUnits,
    writeUnits: units.writeUnits,
    invocations: 1,
    functionMs,
    bytesOut: 0,
    emails: 0,
    sqsRequests: 0,
    placeSearches: 0,
  };
}

/**
 * The day of the job: the schedule page, a check-in and a check-out (the demo student's job today,
 * seeded for it), and the runner's two kinds of work: a day-before reminder (student and employer)
 * and a "not checked in yet" alarm (the employer), each for a booking made here.
 */
async function measureSchedule(
  stack: RunningStack,
  student: string,
  employer: string,
  spare: string[],
): Promise<
  Pick<
    Record<Scenario, Measured>,
    'schedule' | 'checkIn' | 'checkOut' | 'reminderRun' | 'alarmRun' | 'runnerIdle'
  >
> {
  const scheduleView = await measureScenario(stack, 'schedule', async () => ({
    route: 'getSchedule',
    token: student,
  }));
  const today = (await (
    await fetch(`${stack.urls.api}${routePath('getSchedule')}`, {
      headers: { authorization: `Bearer ${student}` },
    })
  ).json()) as { visits: { applicationId: string; actions: { checkIn: boolean } }[] };
  const open = today.visits.find((visit) => visit.actions.checkIn);
  if (!open) throw new Error('The seed gives the demo student no visit to check in to now');
  const once = async (call: Call) => {
    const result = await measure(stack, call);
    if (result.status >= 400)
      throw new Error(`${call.route}: HTTP ${result.status} ${JSON.stringify(result.answer)}`);
    return result;
  };
  const checkIn = await once({
    route: 'checkIn',
    params: { id: open.applicationId },
    token: student,
    body: {},
  });
  const checkOut = await once({
    route: 'checkOut',
    params: { id: open.applicationId },
    token: student,
    body: {},
  });
  // A job in three days at 10 am, the demo student hired: its reminder is due in two days, its alarm
  // half an hour after its start. The runner is run at those moments for this booking.
  const day = addDays(localDay('America/Chicago'), 3);
  const created = await fetch(`${stack.urls.api}${routePath('createJob')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${employer}` },
    body: JSON.stringify({
      title: 'Cost bench visit',
      description: 'Walk our friendly labrador twice a day.',
      startDate: day,
      endDate: day,
      startTime: '10:00',
      endTime: '12:00',
      address: { address1: '1200 S Lamar Blvd', address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 15,
      priceType: 'perHr',
    }),
  });
  const bookedJob = ((await created.json()) as { entity: string }).entity ?? spare[0];
  const applied = await fetch(`${stack.urls.api}${routePath('applyToJob', { id: bookedJob })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${student}` },
    body: '{}',
  });
  const applicationId = ((await applied.json()) as { entity: string }).entity;
  const list = await fetch(`${stack.urls.api}${routePath('listJobApplications', { id: bookedJob })}`, {
    headers: { authorization: `Bearer ${employer}` },
  });
  const applicantId = ((await list.json()) as { applications: { id: string }[] }).applications[0]?.id;
  await fetch(`${stack.urls.api}${routePath('reviewApplication')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${employer}` },
    body: JSON.stringify({ applicationId, applicantId, reviewDecision: true }),
  });
  const { localInstant } = await import('../../shared/rules/job-day');
  const start = localInstant(day, '10:00', 'America/Chicago');
  const reminderRun = await measureRun(stack, new Date(start.getTime() - 23 * 3_600_000), applicationId, 2);
  const alarmRun = await measureRun(stack, new Date(start.getTime() + 31 * 60_000), applicationId, 1);
  // An idle run, as most of the minute-by-minute runs are: the index read, for a booking not due.
  const runnerIdle = await measureRun(stack, new Date(), randomUUID(), 0);
  return { schedule: scheduleView, checkIn, checkOut, reminderRun, alarmRun, runnerIdle };
}

async function measureAll(stack: RunningStack): Promise<Record<Scenario, Measured>> {
  const student = await signIn(stack, 'student@example.com', 1);
  const employer = await signIn(stack, 'employer@example.com', 2);
  const conversations = await measureMessaging(stack, student, employer);
  const today = localDay('America/Chicago');
  const jobBody = (n: number) => ({
    title: `Cost bench dog walking ${n}`,
    description: 'Walk our friendly labrador twice a day.',
    startDate: addDays(today, 1),
    endDate: addDays(today, 7),
    address: { address1: '1200 S Lamar Blvd', address2: '', city: 'Austin', state: 'TX', zipCode: '78704' },
    price: 15,
    priceType: 'perHr',
  });
  let posted = 0;
  const postedJobs: string[] = [];
  const postJob = async (): Promise<Call> => ({
    route: 'createJob',
    token: employer,
    body: jobBody(++posted),
    placeSearches: 1,
  });
  const postJobMeasured = await measureScenario(stack, 'postJob', postJob);
  // Jobs to apply to and to review (not metered: the scenarios below are).
  for (let i = 0; i < REPEAT * 2; i++) {
    const res = await fetch(`${stack.urls.api}${routePath('createJob')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${employer}` },
      body: JSON.stringify(jobBody(100 + i)),
    });
    postedJobs.push(((await res.json()) as { entity: string }).entity);
  }
  const applyTo = [...postedJobs];
  const applications: { applicationId: string; applicantId: string }[] = [];
  const apply = async (): Promise<Call> => ({
    route: 'applyToJob',
    params: { id: applyTo.shift() as string },
    token: student,
    body: {},
    emails: 2,
  });
  const applyMeasured = await measureScenario(stack, 'apply', apply);
  for (const jobId of applyTo.splice(0, REPEAT)) {
    const res = await fetch(`${stack.urls.api}${routePath('applyToJob', { id: jobId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${student}` },
      body: '{}',
    });
    await res.arrayBuffer();
    const list = await fetch(`${stack.urls.api}${routePath('listJobApplications', { id: jobId })}`, {
      headers: { authorization: `Bearer ${employer}` },
    });
    const listed = (await list.json()) as { applications?: { entity: string; id: string }[] };
    const first = listed.applications?.[0];
    if (first) applications.push({ applicationId: first.entity, applicantId: first.id });
  }
  const review = async (): Promise<Call> => {
    const next = applications.shift();
    return {
      route: 'reviewApplication',
      token: employer,
      body: { ...next, reviewDecision: true },
      emails: 1,
    };
  };
  const jobId = postedJobs[0] ?? '';
  const scheduleMeasured = await measureSchedule(stack, student, employer, postedJobs.slice(REPEAT * 2 - 1));
  let session = '';
  const keepSession = (setCookies: string[]) => {
    const value = setCookies.find((cookie) => cookie.startsWith(`${sessionCookie.name}=`))?.split(';')[0];
    if (value) session = value;
  };
  return {
    ...conversations,
    ...scheduleMeasured,
    search: await measureScenario(stack, 'search', async () => ({
      route: 'searchJobs',
      query: 'zipCode=78704',
    })),
    newest: await measureScenario(stack, 'newest', async () => ({ route: 'listNewestJobs' })),
    jobView: await measureScenario(stack, 'jobView', async () => ({
      route: 'getJob',
      params: { id: jobId },
    })),
    signIn: await measureScenario(stack, 'signIn', async () => ({
      route: 'signIn',
      body: { emailId: 'student@example.com', password: DEMO_PASSWORD, expectedRoleId: 1 },
      onCookies: keepSession,
    })),
    // The last sign-in's session, renewed again and again (its refresh token rotates each time).
    refresh: await measureScenario(stack, 'refresh', async () => ({
      route: 'refreshToken',
      cookie: session,
      onCookies: keepSession,
    })),
    apply: applyMeasured,
    myApplications: await measureScenario(stack, 'myApplications', async () => ({
      route: 'listOwnApplications',
      token: student,
    })),
    postJob: postJobMeasured,
    review: applications.length >= REPEAT ? await measureScenario(stack, 'review', review) : applyMeasured,
    employerDashboard: await measureScenario(stack, 'employerDashboard', async () => ({
      route: 'getEmployerDashboard',
      token: employer,
    })),
  };
}

/** Messages one average monthly active user sends a month (about 7: cost-usage.ts, `messaging`). */
export const messagesPerMau = () =>
  mix.students.value * messaging.conversationsPerStudent.value * messaging.messagesPerConversation.value;

/** The scenarios of conversations: without them, the bill as it was before them. */
const messagingScenarios: Scenario[] = ['sendMessage', 'readThread', 'markRead', 'inbox', 'liveConnect'];

/** How many of each scenario one average monthly active user causes (`messaging` false: none of theirs). */
function scenarioCounts(withMessaging = true): Record<Scenario, number> {
  const counts = allScenarioCounts();
  if (!withMessaging) for (const scenario of messagingScenarios) counts[scenario] = 0;
  return counts;
}

function allScenarioCounts(): Record<Scenario, number> {
  const s = perMonth;
  const signedInShare = mix.students.value + mix.employers.value;
  const sessions = s.sessions.value;
  const bookings = mix.students.value * schedule.bookingsPerStudent.value;
  const visits = bookings * schedule.visitsPerBooking.value;
  const messages = messagesPerMau();
  return {
    sendMessage: messages,
    // A thread is read when opened (a pushed message needs no read); each message received is marked read.
    readThread: messages * messaging.threadReadsPerMessage.value,
    markRead: messages,
    // The header reads the inbox once a signed-in visit; a pushed message updates it in the page.
    inbox: sessions * signedInShare,
    // One live connection per signed-in visit.
    liveConnect: sessions * signedInShare,
    runnerIdle: 0,
    schedule: visits * schedule.scheduleViewsPerVisit.value,
    checkIn: visits,
    checkOut: visits,
    reminderRun: bookings,
    alarmRun: visits * (schedule.notCheckedInShare.value + 2 * schedule.overdueShare.value),
    search: sessions * s.searchesPerSession.value * (mix.students.value + mix.visitors.value),
    newest: sessions,
    jobView: sessions * s.jobViewsPerSession.value * (mix.students.value + mix.visitors.value),
    signIn: sessions * signedInShare * s.signInsPerSignedInSession.value,
    refresh: sessions * signedInShare * s.refreshesPerSignedInSession.value,
    apply: mix.students.value * s.applicationsPerStudent.value,
    myApplications: mix.students.value * sessions * s.applicationListsPerStudentSession.value,
    postJob: mix.employers.value * s.postsPerEmployer.value,
    review: mix.employers.value * s.reviewsPerEmployer.value,
    employerDashboard: mix.employers.value * sessions * s.employerPagesPerSession.value,
  };
}

type Line = { service: string; usd: number; basis: string };

/** What live messages need beside requests: connection minutes and WebSocket messages. */
function liveUsage(mau: number, withMessaging = true) {
  if (!withMessaging) return { connections: 0, minutes: 0, keepalives: 0, pushes: 0 };
  const connections = scenarioCounts().liveConnect * mau;
  const minutes = connections * messaging.signedInMinutesPerSession.value;
  const keepalives = minutes * messaging.keepalivesPerMinute.value;
  const pushes = messagesPerMau() * mau;
  return { connections, minutes, keepalives, pushes };
}

/**
 * Live delivery on API Gateway WebSocket, all in: its messages and connection minutes, and the
 * connections' functions (authorizer, $connect, $disconnect, each keep-alive's $default) and table
 * writes, as measured. For docs/decisions/0021-live-messages.md.
 */
function apiGatewayLiveUsd(mau: number, liveConnect: Measured): number {
  const { connections, minutes, keepalives, pushes } = liveUsage(mau);
  const p = prices;
  const perConnection =
    (liveConnect.invocations / 1e6) * p.lambda.perMillionRequests +
    (liveConnect.functionMs / 1000) * LAMBDA_GB * p.lambda.perGbSecondArm +
    (liveConnect.writeUnits / 1e6) * p.dynamodb.perMillionWriteUnits;
  return (
    connections * perConnection +
    (keepalives / 1e6) * p.lambda.perMillionRequests +
    ((pushes + keepalives) / 1e6) * p.apiGatewayWebSocket.perMillionMessages +
    (minutes / 1e6) * p.apiGatewayWebSocket.perMillionConnectionMinutes
  );
}

/** The same live delivery on AppSync Events, for docs/decisions/0021-live-messages.md (not in the bill). */
function appSyncEventsUsd(mau: number): number {
  const { connections, minutes, pushes } = liveUsage(mau);
  // A connect and a subscribe per connection; a publish and a delivery per message.
  const operations = connections * 2 + pushes * 2;
  return (
    (operations / 1e6) * prices.appSyncEvents.perMillionOperations +
    (minutes / 1e6) * prices.appSyncEvents.perMillionConnectionMinutes
  );
}

function monthlyBill(
  mau: number,
  measured: Record<Scenario, Measured>,
  rumSampleRate: number,
  fixed: FixedResources,
  mailRun: Measured,
  withMessaging = true,
): Line[] {
  const counts = scenarioCounts(withMessaging);
  let apiRequests = 0;
  let invocations = 0;
  let gbSeconds = 0;
  let readUnits = 0;
  let writeUnits = 0;
  let apiBytes = 0;
  let emails = 0;
  let sqsRequests = 0;
  let placeSearches = 0;
  for (const [scenario, perUser] of Object.entries(counts) as [Scenario, number][]) {
    const m = measured[scenario];
    const n = perUser * mau;
    // The runner's work is no request: no API Gateway, CloudFront or WAF.
    if (!runnerWork.includes(scenario)) apiRequests += n;
    invocations += n * m.invocations;
    gbSeconds += n * (m.functionMs / 1000) * LAMBDA_GB;
    readUnits += n * m.readUnits;
    writeUnits += n * m.writeUnits;
    apiBytes += n * m.bytesOut;
    emails += n * m.emails;
    sqsRequests += n * m.sqsRequests;
    placeSearches += n * m.placeSearches;
  }
  // The schedule's runner runs every minute whatever the users do: an idle run reads its empty index.
  const idle = measured.runnerIdle;
  const runs = schedule.runnerRunsPerMonth.value;
  invocations += runs;
  gbSeconds += runs * (idle.functionMs / 1000) * LAMBDA_GB;
  readUnits += runs * idle.readUnits;
  // A new account: a registration, a verification, and for a teen the guardian's alert.
  const newAccounts = mau * perMonth.newAccountsShare.value;
  emails += newAccounts * mix.students.value * mix.teensAmongStudents.value;
  // Conversations: the "new message" mails of messages not read within minutes, a burst in one, and
  // the mail run's schedule, whatever the traffic; each keep-alive runs the WebSocket's $default.
  const live = liveUsage(mau, withMessaging);
  const messageMails = withMessaging
    ? (messagesPerMau() * mau * (1 - messaging.readWithinMinutesShare.value)) /
      messaging.messagesPerMail.value
    : 0;
  const mailRuns = withMessaging ? messaging.mailRunsPerMonth.value : 0;
  emails += messageMails;
  sqsRequests += messageMails * 3;
  invocations += messageMails + mailRuns + live.keepalives;
  gbSeconds += (mailRuns * mailRun.functionMs * LAMBDA_GB) / 1000;
  readUnits += mailRuns * mailRun.readUnits;
  const sessions = mau * perMonth.sessions.value;
  const pages = sessions * perMonth.pagesPerSession.value;
  const assetRequests =
    sessions * edge.assetRequestsFirstVisit.value * 0.3 + pages * edge.assetRequestsPerPage.value;
  const edgeRequests = apiRequests + assetRequests + pages;
  const staticGb =
    (sessions * 0.3 * edge.firstVisitJsKb.value + sessions * 0.7 * edge.returnVisitKb.value) / 1024 / 1024;
  const apiGb = apiBytes / 1024 ** 3;
  const rumEvents = sessions * rumSampleRate * edge.rumEventsPerSession.value;
  const logGb = (apiRequests * edge.logBytesPerRequest.value) / 1024 ** 3;
  const storageGb = (mau * edge.storagePerMauMb.value) / 1024;
  // The user pool's web ACL sees the functions' calls to Cognito: a sign-in, a refresh, and a sign-up
  // and its confirmation per new account (the CloudFront ACL sees every edge request).
  const cognitoRequests = (counts.signIn + counts.refresh + 2 * perMonth.newAccountsShare.value) * mau;
  const wafRequests = (acl: BilledWebAcl) => (acl.scope === 'CLOUDFRONT' ? edgeRequests : cognitoRequests);
  const p = prices;
  return [
    {
      service: 'Lambda',
      usd: gbSeconds * p.lambda.perGbSecondArm + (invocations / 1e6) * p.lambda.perMillionRequests,
      basis: `${Math.round(invocations).toLocaleString()} invocations, ${Math.round(gbSeconds).toLocaleString()} GB-s`,
    },
    {
      service: 'API Gateway',
      usd: (apiRequests / 1e6) * p.apiGateway.perMillionRequests,
      basis: `${Math.round(apiRequests).toLocaleString()} requests`,
    },
    {
      service: 'DynamoDB',
      usd:
        (readUnits / 1e6) * p.dynamodb.perMillionReadUnits +
        (writeUnits / 1e6) * p.dynamodb.perMillionWriteUnits +
        storageGb * p.dynamodb.perGbMonth,
      basis: `${Math.round(readUnits).toLocaleString()} RRU, ${Math.round(writeUnits).toLocaleString()} WRU, ${storageGb.toFixed(2)} GB`,
    },
    {
      service: 'CloudFront + S3',
      usd:
        (staticGb + apiGb) * p.cloudfront.perGbOut +
        (edgeRequests / 1e4) * p.cloudfront.perTenThousandHttpsRequests +
        ((assetRequests * 0.05) / 1000) * p.s3.perThousandGets,
      basis: `${(staticGb + apiGb).toFixed(1)} GB out, ${Math.round(edgeRequests).toLocaleString()} requests`,
    },
    {
      service: 'WAF',
      usd: fixed.webAcls.reduce(
        (sum, acl) =>
          sum +
          p.waf.perWebAclMonth +
          acl.rules.length * p.waf.perRuleMonth +
          (wafRequests(acl) / 1e6) * p.waf.perMillionRequests,
        0,
      ),
      basis: fixed.webAcls
        .map(
          (acl) =>
            `${acl.scope === 'CLOUDFRONT' ? 'CloudFront' : 'user pool'} ACL: ${acl.rules.length} rules, ${Math.round(wafRequests(acl)).toLocaleString()} requests`,
        )
        .join('; '),
    },
    {
      service: 'SES',
      usd: (emails / 1000) * p.ses.perThousandEmails,
      basis: `${Math.round(emails).toLocaleString()} e-mails`,
    },
    {
      service: 'SQS + SNS',
      usd: (sqsRequests / 1e6) * p.sqs.perMillionRequests + ((emails * 2) / 1e6) * p.sns.perMillionPublishes,
      basis: `${Math.round(sqsRequests).toLocaleString()} SQS requests, ${Math.round(emails * 2).toLocaleString()} SES events`,
    },
    {
      service: 'CloudWatch RUM',
      usd: (rumEvents / 1e5) * p.rum.perHundredThousandEvents,
      basis: `${Math.round(rumEvents).toLocaleString()} events (${rumSampleRate * 100} % of sessions)`,
    },
    {
      service: 'CloudWatch (dashboard, alarms, logs)',
      usd:
        fixed.dashboards * p.cloudwatch.perDashboardMonth +
        fixed.alarmMetrics * p.cloudwatch.perAlarmMonth +
        logGb * (p.cloudwatch.perGbLogsIngested + p.cloudwatch.perGbLogsStoredMonth * 3),
      basis: `${fixed.dashboards} dashboard, ${fixed.alarms} alarms reading ${fixed.alarmMetrics} metrics, ${logGb.toFixed(2)} GB logs`,
    },
    {
      service: 'Amazon Location',
      usd: (placeSearches / 1000) * p.location.perThousandSearches,
      basis: `${Math.round(placeSearches).toLocaleString()} geocodes (searched places are cached)`,
    },
    {
      service: 'Secrets Manager + KMS',
      usd:
        fixed.secrets.length * p.secretsManager.perSecretMonth +
        fixed.kmsKeys * p.kms.perKeyMonth +
        (invocations / 1e4) * 0.001 * p.kms.perTenThousandRequests,
      basis: `${fixed.secrets.length} secrets, ${fixed.kmsKeys} customer managed keys`,
    },
    {
      service: 'API Gateway WebSocket (live messages)',
      usd:
        ((live.pushes + live.keepalives) / 1e6) * p.apiGatewayWebSocket.perMillionMessages +
        (live.minutes / 1e6) * p.apiGatewayWebSocket.perMillionConnectionMinutes,
      basis: `${Math.round(live.connections).toLocaleString()} connections, ${Math.round(live.minutes).toLocaleString()} connection minutes, ${Math.round(live.pushes + live.keepalives).toLocaleString()} messages (${messagesPerMau().toFixed(1)} a user a month)`,
    },
    {
      service: 'Route 53',
      usd: fixed.hostedZones * p.route53.perHostedZoneMonth,
      basis: `${fixed.hostedZones} hosted zone (queries are aliases to CloudFront: free)`,
    },
  ];
}

/** One service's share of the bill: what it costs with no users, and what each 10k users add. */
interface Share {
  service: string;
  fixedUsd: number;
  usdPer10kMau: number;
}

/** Splits the bill into its fixed floor and its part per 10k users (the bill is linear in users). */
function sharesOf(
  measured: Record<Scenario, Measured>,
  rumSampleRate: number,
  fixed: FixedResources,
  mailRun: Measured,
) {
  const empty = monthlyBill(0, measured, rumSampleRate, fixed, mailRun);
  const large = monthlyBill(1_000_000, measured, rumSampleRate, fixed, mailRun);
  return empty.map((line, i) => ({
    service: line.service,
    fixedUsd: line.usd,
    usdPer10kMau: ((large[i]?.usd ?? 0) - line.usd) / 100,
    basis: line.basis,
  }));
}

function printShares(shares: (Share & { basis: string })[], fixed: FixedResources) {
  const fixedTotal = shares.reduce((sum, share) => sum + share.fixedUsd, 0);
  const variableTotal = shares.reduce((sum, share) => sum + share.usdPer10kMau, 0);
  console.log(
    `\n  Where the money goes: $${fixedTotal.toFixed(2)} a month with no users at all, then $${variableTotal.toFixed(2)} per 10k monthly active users`,
  );
  console.log(`    ${'service'.padEnd(38)} ${'fixed'.padStart(9)} ${'per 10k'.padStart(9)}`);
  for (const share of [...shares].sort(
    (a, b) => b.fixedUsd + b.usdPer10kMau - (a.fixedUsd + a.usdPer10kMau),
  )) {
    console.log(
      `    ${share.service.padEnd(38)} $${share.fixedUsd.toFixed(2).padStart(8)} $${share.usdPer10kMau.toFixed(2).padStart(8)}`,
    );
  }
  console.log('  The fixed floor, counted in the synthesized prod templates (scripts/bench/cost-fixed.ts):');
  for (const acl of fixed.webAcls) {
    console.log(
      `    WAF ${acl.scope} web ACL ${acl.name}: $${prices.waf.perWebAclMonth} + ${acl.rules.length} rules (${acl.rules.join(', ')})`,
    );
  }
  console.log(
    `    ${fixed.alarms} alarms reading ${fixed.alarmMetrics} metrics (CloudWatch bills each metric an alarm reads), ` +
      `${fixed.dashboards} dashboard, ${fixed.kmsKeys} KMS keys, ${fixed.secrets.length} secrets, ${fixed.hostedZones} hosted zone`,
  );
  console.log(
    '  Two web ACLs because AWS allows no fewer (a CLOUDFRONT one cannot sit on a user pool); why each item stays and what was cut: docs/operations.md, "The price".',
  );
}

export async function runCostBench(options: {
  rumSampleRate: number;
  fixed: FixedResources;
}): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-cost-'));
  // The functions run in this process: their logs would bury the figures.
  process.env.LOG_LEVEL ??= 'SILENT';
  const stack = await startStack({
    dataDir,
    ports: await freePorts(),
    web: 'none',
    reset: true,
    log: () => undefined,
  });
  let measured: Record<Scenario, Measured>;
  let mailRun: Measured;
  try {
    measured = await measureAll(stack);
    mailRun = await measureMailRun(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `  Prices: ${PRICES_REGION}, as of ${PRICES_AS_OF} (scripts/bench/cost-prices.ts); Cognito excluded.`,
  );
  console.log('  Measured per request on the local stack (median of 5):');
  console.log(
    `    ${'scenario'.padEnd(18)} ${'RRU'.padStart(6)} ${'WRU'.padStart(6)} ${'ms'.padStart(7)} ${'bytes'.padStart(7)} ${'mails'.padStart(5)}   per MAU a month`,
  );
  const counts = scenarioCounts();
  for (const [name, m] of Object.entries(measured) as [Scenario, Measured][]) {
    console.log(
      `    ${name.padEnd(18)} ${m.readUnits.toFixed(1).padStart(6)} ${m.writeUnits.toFixed(1).padStart(6)} ${m.functionMs.toFixed(0).padStart(7)} ${String(Math.round(m.bytesOut)).padStart(7)} ${String(m.emails).padStart(5)}   ${counts[name].toFixed(2)}`,
    );
  }
  const scales = SCALES.map((mau) => {
    const lines = monthlyBill(mau, measured, options.rumSampleRate, options.fixed, mailRun);
    const total = lines.reduce((sum, line) => sum + line.usd, 0);
    return { mau, total, per10k: (total / mau) * 10_000, lines };
  });
  for (const scale of scales) {
    console.log(
      `\n  ${scale.mau.toLocaleString()} monthly active users: $${scale.total.toFixed(2)} a month ($${scale.per10k.toFixed(2)} per 10k MAU)`,
    );
    for (const line of [...scale.lines].sort((a, b) => b.usd - a.usd)) {
      console.log(
        `    ${line.service.padEnd(38)} $${line.usd.toFixed(2).padStart(9)}  ${((line.usd / scale.total) * 100).toFixed(1).padStart(5)} %  ${line.basis}`,
      );
    }
  }
  // Where the money goes: what a stage costs with no users at all, and what each 10k users add.
  const shares = sharesOf(measured, options.rumSampleRate, options.fixed, mailRun);
  // What conversations add: the bill at 10k and 1M users with and without them.
  const total = (mau: number, withMessaging: boolean) =>
    monthlyBill(mau, measured, options.rumSampleRate, options.fixed, mailRun, withMessaging).reduce(
      (sum, line) => sum + line.usd,
      0,
    );
  const messagingFixed = total(0, true) - total(0, false);
  const messagingPer10k = (total(1_000_000, true) - total(1_000_000, false) - messagingFixed) / 100;
  console.log(
    `\n  Conversations add $${messagingFixed.toFixed(2)} a month whatever the traffic and $${messagingPer10k.toFixed(2)} per 10k MAU (their requests, the live connection, the "new message" mails and their schedule).`,
  );
  // Live delivery on the other AWS service that could carry it, at the same usage (the decision record).
  const websocketPer10k =
    shares.find((share) => share.service.startsWith('API Gateway WebSocket'))?.usdPer10kMau ?? 0;
  const apiGatewayAllIn = apiGatewayLiveUsd(10_000, measured.liveConnect);
  console.log(
    `  Live delivery at ${messagesPerMau().toFixed(1)} messages a user a month (cost-usage.ts, messaging), per 10k MAU: API Gateway WebSocket $${apiGatewayAllIn.toFixed(3)} (its own charges $${websocketPer10k.toFixed(3)}, the rest its connections' functions and table); AppSync Events would be $${appSyncEventsUsd(10_000).toFixed(3)} (no authorizer function, no connection table).`,
  );
  printShares(shares, options.fixed);
  const fixed = shares.reduce((sum, share) => sum + share.fixedUsd, 0);
  const variablePer10k = shares.reduce((sum, share) => sum + share.usdPer10kMau, 0);
  const at10k = scales[0];
  const pass = (at10k?.per10k ?? Number.POSITIVE_INFINITY) <= COST_TARGET_PER_10K;
  const biggest = at10k ? [...at10k.lines].sort((a, b) => b.usd - a.usd)[0] : undefined;
  console.log(
    `\n  Per 10k MAU at 10,000 MAU: $${at10k?.per10k.toFixed(2)} — target ≤ $${COST_TARGET_PER_10K}: ${pass ? 'ok' : 'MISS'} (biggest item: ${biggest?.service})`,
  );
  // Per user the floor shrinks as users grow; the part per user does not.
  const reachedAt =
    variablePer10k < COST_TARGET_PER_10K
      ? (fixed * 10_000) / (COST_TARGET_PER_10K - variablePer10k)
      : undefined;
  console.log(
    reachedAt === undefined
      ? `  Each 10k users alone cost $${variablePer10k.toFixed(2)}: above the target at any scale.`
      : `  The fixed floor is $${fixed.toFixed(2)} of it; the $${variablePer10k.toFixed(2)} each 10k users add is under the target, which the bill meets from about ${(Math.ceil(reachedAt / 10_000) * 10_000).toLocaleString()} monthly active users.`,
  );
  writeBenchResults('cost', {
    target: { maxUsdPer10kMau: COST_TARGET_PER_10K },
    prices: { asOf: PRICES_AS_OF, region: PRICES_REGION, prices },
    usage: {
      mix,
      perMonth,
      edge,
      messaging,
      schedule,
      messagesPerMau: messagesPerMau(),
      scenarioCountsPerMau: counts,
    },
    conversations: { fixedUsdPerMonth: messagingFixed, usdPer10kMau: messagingPer10k },
    liveDelivery: {
      apiGatewayWebSocketUsdPer10kMau: websocketPer10k,
      apiGatewayWebSocketAllInUsdPer10kMau: apiGatewayAllIn,
      appSyncEventsUsdPer10kMau: appSyncEventsUsd(10_000),
      mailRun,
    },
    measuredPerRequest: measured,
    scales,
    fixedUsdPerMonth: fixed,
    variableUsdPer10kMau: variablePer10k,
    shares,
    fixedResources: options.fixed,
    targetMetFromMau: reachedAt,
    pass,
  });
  return pass;
}
