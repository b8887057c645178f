/*
 * The usage model of the cost bench: what one monthly active user does in a month, each
 * figure with where it comes from. Our own product has no traffic yet, so every figure is an estimate;
 * the "source" says what it rests on, so it can be replaced by the real number once RUM and the API
 * metrics have a month of it (the dashboard shows both).
 */

export interface Assumption {
  readonly value: number;
  readonly source: string;
}

/** Who the monthly active users are. */
export const mix = {
  students: {
    value: 0.6,
    source:
      'The product is for students first (docs/spec/1-students-and-accounts.md §1); the load bench mixes 5 in 10 student sessions.',
  },
  employers: {
    value: 0.15,
    source: 'Households posting a few jobs; the load bench mixes 2 in 10 employer sessions.',
  },
  visitors: {
    value: 0.25,
    source:
      'People who search without an account (docs/spec/1-students-and-accounts.md §1); the load bench mixes 3 in 10 visitor sessions.',
  },
  teensAmongStudents: {
    value: 0.4,
    source:
      'Students are 13–25 (docs/spec/1-students-and-accounts.md §1); we assume 4 in 10 are under 18, each with a guardian who gets mail.',
  },
} satisfies Record<string, Assumption>;

/** What each kind of person does in a month (counts of requests by scenario). */
export const perMonth = {
  sessions: {
    value: 5,
    source:
      'Visits per month of a job-board user: a few a month while looking for work (our estimate; RUM SessionCount will replace it).',
  },
  pagesPerSession: {
    value: 5,
    source: 'Home, a search, two jobs, one more page (our estimate; RUM page views will replace it).',
  },
  searchesPerSession: {
    value: 2,
    source: 'A place search and a refinement (load bench: one per visitor session).',
  },
  jobViewsPerSession: {
    value: 2,
    source: 'Opening two jobs of a result list (load bench: one per session).',
  },
  applicationsPerStudent: {
    value: 2,
    source: 'A student applying to a couple of jobs a month; the server limits applying to 30 a day.',
  },
  applicationListsPerStudentSession: { value: 1, source: 'My Applications once a visit (load bench).' },
  postsPerEmployer: { value: 1.5, source: 'A household posting a job or two a month (limit: 20 a day).' },
  reviewsPerEmployer: {
    value: 3,
    source: 'Accepting or rejecting the applications to their jobs (2 per student × mix).',
  },
  employerPagesPerSession: { value: 3, source: 'Dashboard, posted jobs, a job’s applicants (load bench).' },
  signInsPerSignedInSession: {
    value: 0.5,
    source:
      'A sign-in every other visit; the refresh token keeps the rest signed in (web/src/lib/auth/session.tsx).',
  },
  refreshesPerSignedInSession: {
    value: 1,
    source:
      'The ID token lives in memory: a visit not starting with a sign-in asks POST /token/refresh on load, and a visit renews it every 12 minutes (web/src/lib/auth/session.tsx); half the visits sign in, about half last past 12 minutes (our estimate).',
  },
  newAccountsShare: { value: 0.1, source: 'One in ten active users registers that month (our estimate).' },
} satisfies Record<string, Assumption>;

/**
 * Conversations (messages between a student and an employer once the employer is interested): the
 * figure assumed is about 7 messages per monthly active user a month (7.2 = 0.6 students × 1
 * conversation × 12 messages), every message counted once, by its sender.
 */
export const messaging = {
  conversationsPerStudent: {
    value: 1,
    source:
      'Half of a student’s 2 applications a month get the employer’s interest or acceptance, which opens a conversation (our estimate; the reviewer’s Interview and Accept counts will replace it).',
  },
  messagesPerConversation: {
    value: 12,
    source:
      'Agreeing on a time, what to bring and where to meet, then the day itself: a dozen short messages for a one-off neighbourhood job (our estimate from marketplace threads; the conversations table’s message numbers will replace it).',
  },
  signedInMinutesPerSession: {
    value: 8,
    source:
      'A signed-in visit keeps the live connection open while the tab is open: about 8 minutes (our estimate; RUM session length will replace it).',
  },
  threadReadsPerMessage: {
    value: 0.5,
    source:
      'A thread is read when its reader opens it (a message pushed to an open thread needs no read): half as often as messages come (our estimate).',
  },
  readWithinMinutesShare: {
    value: 0.5,
    source:
      'Half of messages are read within 5 minutes (both sides on the page), so they are never mailed (our estimate).',
  },
  messagesPerMail: {
    value: 3,
    source:
      'One "new message" mail per conversation in 30 minutes: messages come in bursts of about three (our estimate).',
  },
  keepalivesPerMinute: {
    value: 0.2,
    source:
      'The page says it is alive every 5 minutes (shared/live.ts), under API Gateway’s 10-minute idle limit.',
  },
  mailRunsPerMonth: {
    value: (30 * 24 * 60) / 5,
    source:
      'The "new message" mails run every 5 minutes (infra/constructs/live-messages.ts), whatever the traffic.',
  },
} satisfies Record<string, Assumption>;

/** What a page load costs at the edge, beside the API calls it makes. */
export const edge = {
  firstVisitJsKb: {
    value: 300,
    source:
      'npm run bench -- web: ~112–118 KB initial JS per route, lazy chunks for other pages, CSS and HTML.',
  },
  returnVisitKb: {
    value: 25,
    source:
      'Hashed assets are cached for a year (shared/web-serving/cache-control.ts): a return visit loads HTML and new chunks.',
  },
  assetRequestsFirstVisit: {
    value: 20,
    source: 'Scripts, styles and images of a first page (bench: 8–12 scripts).',
  },
  assetRequestsPerPage: { value: 3, source: 'Lazy chunks of the next page, config and HTML.' },
  rumEventsPerSession: {
    value: 25,
    source:
      'Session start, page views, web vitals (LCP, CLS, INP, FCP, TTFB per page), rare errors (our estimate).',
  },
  logBytesPerRequest: {
    value: 1200,
    source: 'JSON access log line plus one or two function log lines (functions/lib/logger.ts).',
  },
  storagePerMauMb: {
    value: 0.02,
    source: 'Profiles, jobs, applications and their index items (~20 KB a user).',
  },
} satisfies Record<string, Assumption>;

/** The day of the job (functions/schedule): what an accepted job causes, and the runner's own runs. */
export const schedule = {
  bookingsPerStudent: {
    value: 0.3,
    source:
      'Of 2 applications a student makes a month, about 1 in 7 is accepted (our estimate; the dashboard’s hired count will replace it).',
  },
  visitsPerBooking: {
    value: 4,
    source: 'Short neighbourhood jobs: a few days each (the seed’s jobs last 3–12 days; our estimate).',
  },
  scheduleViewsPerVisit: {
    value: 3,
    source:
      'The student’s and the employer’s schedule on the day, and a minor’s guardian’s family page (our estimate).',
  },
  notCheckedInShare: {
    value: 0.1,
    source:
      'Visits nobody checks in to 30 minutes after the start (our estimate): the employer and a guardian are told.',
  },
  overdueShare: {
    value: 0.05,
    source:
      'Visits not checked out 30 and 60 minutes after the end (our estimate): a reminder, then an alert.',
  },
  runnerRunsPerMonth: {
    value: 43_800,
    source:
      'The EventBridge rule runs the schedule’s runner every minute (infra/constructs/schedule-runner.ts).',
  },
} satisfies Record<string, Assumption>;
