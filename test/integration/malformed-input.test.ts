import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEndpoint, routes } from '../../shared/routes';
import { dateOfBirthAged } from '../../shared/rules/age';
import { PASSWORD, poolUser, studentPayload } from './support/accounts';
import { api } from './support/api';
import { completeJob } from './support/completed-job';
import { invitationToken, linkToken, newConfirmedFamily, newInvitedTeen } from './support/family';
import { austinDay, jobBody } from './support/jobs';
import { malformed, type ValidRequest } from './support/malformed';
import {
  type Actor,
  allMails,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newRoleless,
  newStudent,
  postJob,
  type StoredMail,
} from './support/marketplace';
import { tablesState } from './support/matrix-state';
import { act, appealTokenFrom, newModerator, reportJobAs } from './support/moderation';
import { type RawRequest, rawRequest } from './support/raw-http';
import { readPartition } from './support/tables';

/*
 * Malformed input on every route. fast-check generates, from a valid request of each
 * route sent by the right caller about their own things, at least RUNS requests with a fault each:
 * wrong types, missing and unknown fields, huge strings, deep nesting, unicode edge cases, numbers out
 * of range or not finite, bad ids, cursors and query values, wrong content types, bodies where none
 * is taken, duplicate keys. Every answer must be a 4xx JSON error with a message and a code; the rows
 * the requests could touch and the inbox must be as before.
 *
 * The seed is fixed so a failure reproduces; FUZZ_SEED=<n> FUZZ_RUNS=<n> explore further.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Requests in flight at once per route: enough to be quick, few enough for a two-core machine. */
const PARALLEL = 6;
/** Generated addresses: any mail to this domain means a malformed request got through. */
const FUZZ_DOMAIN = 'fuzz.example.com';

let student: Actor;
let employer: Actor;
let roleless: Actor;
/** A job nobody applied to or reported (apply and report must be refused for the fault alone). */
let openJobId: string;
/** A job with the student's pending application. */
let appliedJobId: string;
let applicationId: string;
/** The employer's message in the conversation their interest opened (the application's id). */
let messageId: string;
/** A saved search of the student (the alerts routes). */
let savedSearchId: string;
/** A guardian with a 14-year-old whose application waits for them, and an invited teen. */
let guardian: Actor;
let youngTeen: Actor;
let invitedTeen: Actor;
let waitingApplicationId: string;
/** The student hired by the employer for a job from tomorrow on (the schedule's routes). */
let bookedApplicationId: string;
let invitation: string;
let approvalToken: string;
/** The moderation desk: a moderator, a report waiting, and a decision (another moderator's) to appeal. */
let moderator: Actor;
let openReportId: string;
let decisionId: string;
let appealToken: string;
/** Reviews: a completed job both sides reviewed, the employer replied to and reported (each a 409 now). */
let reviewedApplicationId: string;
let reviewId: string;

const bearer = (who: Actor) => ({ authorization: `Bearer ${who.token}` });
const cursorFaults = ['x', 'eyJ9', 'eyJhIjoxfQ', `${'A'.repeat(400)}`, 'null', '%00', '..', '\u202E'];
const limitFaults = ['0', '-1', '1.5', '1e309', 'NaN', 'Infinity', '-0', '', 'ten', '5,6', '101'];

/**
 * What a valid request of a route carries besides its method and path, which are the route table's:
 * its path parameters (an id, which the faults replace by bad ones), query, headers and body.
 */
type Spec = Omit<ValidRequest, 'method' | 'path' | 'id'> & {
  params?: ({ id: string } & Record<string, string>) | { token: string };
};

/** One valid request per route; the faults are generated from it. Keyed by route name. */
function validRequests(): Record<string, Spec> {
  const email = () => `fuzz-${randomUUID()}@${FUZZ_DOMAIN}`;
  const { title: _t, address: _a, ...editable } = jobBody();
  return {
    signIn: {
      body: { emailId: student.email, password: PASSWORD, expectedRoleId: 1 },
      required: ['emailId', 'password', 'expectedRoleId'],
      formatted: ['emailId'],
    },
    // Refresh and sign-out take no body: the HttpOnly session cookie is the credential.
    refreshToken: {},
    revokeToken: {},
    // The ID token says whose sessions end; this file's callers use ID tokens only.
    signOutEverywhere: { headers: bearer(student) },
    exchangeGoogleCode: {
      body: {
        code: 'not-a-code',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'http://localhost:5173/auth/google',
      },
      required: ['code', 'codeVerifier', 'redirectUri'],
      formatted: ['code', 'codeVerifier', 'redirectUri'],
    },
    verifyUser: {
      body: { userId: student.email, verificationCode: '123456' },
      required: ['userId', 'verificationCode'],
      formatted: ['userId', 'verificationCode'],
    },
    resendVerificationCode: {
      body: { emailId: email() },
      required: ['emailId'],
      formatted: ['emailId'],
    },
    forgotPassword: {
      body: { email: email() },
      required: ['email'],
      formatted: ['email'],
    },
    confirmForgotPassword: {
      body: { email: email(), confirmationCode: '123456', newPassword: 'Neighbour2!x' },
      required: ['email', 'confirmationCode', 'newPassword'],
      formatted: ['email', 'confirmationCode'],
    },
    registerUser: {
      body: studentPayload({ emailId: email() }) as ValidRequest['body'],
      required: [
        'roleId',
        'firstName',
        'lastName',
        'emailId',
        'contactNumber',
        'password',
        'zipCode',
        'dateOfBirth',
      ],
      formatted: ['emailId', 'contactNumber', 'zipCode', 'dateOfBirth'],
    },
    getOwnProfile: { headers: bearer(student) },
    // Refused for its shape before the record is read (a student registered with a date has nothing to confirm).
    confirmDateOfBirth: {
      headers: bearer(student),
      body: { dateOfBirth: '2010-01-01' },
      required: ['dateOfBirth'],
      formatted: ['dateOfBirth'],
    },
    // Mail status.
    getMailStatus: { headers: bearer(student) },
    getEmployerDisplay: { headers: bearer(employer) },
    setEmployerDisplay: {
      headers: bearer(employer),
      body: { shownAsHousehold: false },
      required: ['shownAsHousehold'],
    },
    // Each fault is refused before the typed word is read, so nothing is deleted.
    deleteAccount: {
      headers: bearer(student),
      body: { confirmation: 'DELETE' },
      required: ['confirmation'],
      formatted: ['confirmation'],
    },
    exportAccountData: { headers: bearer(student) },
    deleteTeenAccount: {
      params: { id: youngTeen.userId },
      headers: bearer(guardian),
      body: { confirmation: 'DELETE' },
      required: ['confirmation'],
      formatted: ['confirmation'],
    },
    updateOwnProfile: {
      headers: bearer(student),
      body: { id: student.userId, entity: student.userId, data: { bio: 'Fuzzed.' } },
      required: ['id', 'entity', 'data'],
      formatted: ['id', 'entity'],
    },
    completeSocialSignUp: {
      headers: bearer(roleless),
      body: {
        roleId: 1,
        firstName: roleless.firstName,
        lastName: roleless.lastName,
        emailId: roleless.email,
        contactNumber: '5035550142',
        zipCode: '97201',
        dateOfBirth: dateOfBirthAged(20),
        interests: ['Gardening'],
        bio: 'Green thumbs.',
      },
      required: ['roleId', 'firstName', 'emailId', 'contactNumber', 'zipCode', 'dateOfBirth'],
      formatted: ['emailId', 'contactNumber', 'zipCode', 'dateOfBirth'],
    },
    listNewestJobs: {
      query: { limit: '5' },
      badQuery: { limit: limitFaults, cursor: cursorFaults },
    },
    searchJobs: {
      query: { zipCode: '78704' },
      badQuery: {
        limit: limitFaults,
        cursor: cursorFaults,
        zipCode: ['7870', '787044', 'abcde', '78704\u200B', '٧٨٧٠٤'],
        radius: ['7', '-5', '1e309', 'NaN', 'Infinity', 'far', 'ANY', 'any\u0000', ''],
        sort: ['cheapest', 'NEWEST', '', 'newest\u0000', 'RELEVANCE'],
        priceType: ['perDay', '', 'all '],
        latitude: ['91', '1e309', 'NaN'],
        state: ['XX', 'T\u200BX'],
        title: ['x'.repeat(101)],
      },
    },
    getJob: { params: { id: openJobId } },
    getSitemap: {},
    createJob: {
      headers: bearer(employer),
      body: jobBody({ title: 'Fuzzed errand' }) as ValidRequest['body'],
      required: [
        'title',
        'description',
        'startDate',
        'endDate',
        'address',
        'address.address1',
        'address.city',
        'address.state',
        'address.zipCode',
      ],
      nullable: ['price'],
      formatted: ['startDate', 'endDate', 'priceType', 'address.state', 'address.zipCode'],
    },
    updateJob: {
      params: { id: openJobId },
      headers: bearer(employer),
      body: { ...editable, description: 'Edited by the fuzzer.' } as ValidRequest['body'],
      required: ['description', 'startDate', 'endDate'],
      nullable: ['price'],
      formatted: ['startDate', 'endDate', 'priceType'],
    },
    deleteJob: { params: { id: openJobId }, headers: bearer(employer) },
    closeJob: { params: { id: openJobId }, headers: bearer(employer) },
    listEmployerJobs: { headers: bearer(employer) },
    getEmployerDashboard: { headers: bearer(employer) },
    listOwnApplications: { headers: bearer(student) },
    applyToJob: {
      params: { id: openJobId },
      headers: bearer(student),
      body: { expectedPrice: 12, priceType: 'perHr', bio: 'I walk dogs every day.' },
      formatted: ['priceType'],
    },
    withdrawApplication: {
      params: { id: applicationId },
      headers: bearer(student),
    },
    listJobApplications: {
      params: { id: appliedJobId },
      headers: bearer(employer),
    },
    getApplication: {
      params: { id: applicationId },
      headers: bearer(employer),
    },
    reviewApplication: {
      headers: bearer(employer),
      body: { applicantId: student.userId, applicationId, reviewDecision: true },
      required: ['applicantId', 'applicationId', 'reviewDecision'],
      formatted: ['applicationId'],
    },
    expressInterest: {
      params: { id: applicationId },
      headers: bearer(employer),
    },
    reportJob: {
      params: { id: openJobId },
      headers: bearer(student),
      body: { reportReason: 'other', reportDescription: 'Looks odd.' },
      required: ['reportReason'],
      formatted: ['reportReason'],
    },
    listOwnReports: { headers: bearer(student) },
    searchPlaces: {
      query: { text: 'Austin' },
      badQuery: { text: ['', 'a', ' a ', 'x'.repeat(101), '\u200B'] },
    },
    // alerts: the student's saved searches; nonsense words, so no alert run mails them.
    listSavedSearches: { headers: bearer(student) },
    saveSearch: {
      headers: bearer(student),
      body: { title: 'zqxv fuzz', zipCode: '78704', radius: 10, priceType: 'perHr' },
      formatted: ['zipCode', 'priceType'],
    },
    updateSavedSearch: {
      params: { id: savedSearchId },
      headers: bearer(student),
      body: { active: false },
      required: ['active'],
    },
    deleteSavedSearch: {
      params: { id: savedSearchId },
      headers: bearer(student),
    },
    unsubscribeAlerts: {
      // Well formed and signed by nobody: every variation must be refused, nothing paused.
      query: { token: 'v1.eyJwdXJwb3NlIjoiYWxlcnQtdW5zdWJzY3JpYmUifQ.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJl' },
      badQuery: { token: ['', 'x'.repeat(2000), 'v1..', '\u202E'] },
    },

    // Families: links with a live invitation's token, the guardian's and the teen's routes.
    readGuardianInvitation: {
      body: { token: invitation },
      required: ['token'],
      formatted: ['token'],
    },
    acceptGuardianInvitation: {
      body: { token: invitation, firstName: 'Priya', lastName: 'Patel', password: PASSWORD },
      required: ['token', 'firstName', 'lastName', 'password'],
      // Not the password: any characters may follow a valid one (as confirmForgotPassword's newPassword).
      formatted: ['token'],
    },
    declineGuardianInvitation: {
      body: { token: invitation },
      required: ['token'],
      formatted: ['token'],
    },
    confirmGuardianInvitation: {
      headers: bearer(guardian),
      body: { token: invitation },
      required: ['token'],
      formatted: ['token'],
    },
    resendGuardianInvitation: { headers: bearer(invitedTeen) },
    correctGuardian: {
      headers: bearer(invitedTeen),
      body: { parentName: 'Priya Patel', parentEmail: email() },
      required: ['parentName', 'parentEmail'],
      formatted: ['parentEmail'],
    },
    getFamily: { headers: bearer(guardian) },
    updateTeenSettings: {
      params: { id: youngTeen.userId },
      headers: bearer(guardian),
      body: {
        approvalRequired: true,
        maxDistanceMiles: 10,
        allowedKinds: ['dogWalking'],
        paused: false,
        emailMode: 'every',
      },
      required: ['approvalRequired', 'maxDistanceMiles', 'allowedKinds', 'paused', 'emailMode'],
      nullable: ['maxDistanceMiles', 'allowedKinds'],
      formatted: ['emailMode'],
    },
    decideApplication: {
      params: { id: waitingApplicationId },
      headers: bearer(guardian),
      body: { approve: true },
      required: ['approve'],
    },
    updateTeenDetails: {
      params: { id: youngTeen.userId },
      headers: bearer(guardian),
      body: { firstName: 'Nia', lastName: 'Rivera', contactNumber: '5035550123', zipCode: '97201' },
      required: ['firstName', 'lastName', 'contactNumber', 'zipCode'],
      formatted: ['firstName', 'contactNumber', 'zipCode'],
    },
    readApplicationByLink: {
      body: { token: approvalToken },
      required: ['token'],
      formatted: ['token'],
    },
    decideApplicationByLink: {
      body: { token: approvalToken, approve: true },
      required: ['token', 'approve'],
      formatted: ['token'],
    },

    // Conversations: the student's, opened by the employer's interest in their application.
    listConversations: { headers: bearer(student), badQuery: { cursor: cursorFaults } },
    getConversation: {
      params: { id: applicationId },
      headers: bearer(student),
      badQuery: { after: cursorFaults, before: cursorFaults },
    },
    sendMessage: {
      params: { id: applicationId },
      headers: bearer(student),
      body: { text: 'Hello! Saturday works for me.' },
      required: ['text'],
    },
    markConversationRead: { params: { id: applicationId }, headers: bearer(student) },
    reportMessage: {
      params: { id: applicationId, messageId },
      headers: bearer(student),
      body: { reason: 'spam', details: 'Fuzzed.' },
      required: ['reason'],
      formatted: ['reason'],
    },
    blockConversation: { params: { id: applicationId }, headers: bearer(student) },
    // The day of the job: the student's booking of a job from tomorrow on (no visit is open now, so a
    // request that a fault left valid is still refused: nothing to check in to, no hours yet).
    getSchedule: {
      headers: bearer(student),
      query: { applicationId: bookedApplicationId },
      badQuery: { applicationId: ['', 'x', '1', `${bookedApplicationId}x`, '\u202E'] },
    },
    downloadApplicationCalendar: {
      params: { id: bookedApplicationId },
      headers: bearer(student),
      query: { date: austinDay(6) },
      badQuery: { date: ['', 'tomorrow', '2026-13-01', '02/12/2027'] },
    },
    createCalendarFeed: { headers: bearer(student) },
    getCalendarFeed: { params: { token: 'A'.repeat(43) } },
    checkIn: {
      params: { id: bookedApplicationId },
      headers: bearer(student),
      body: { latitude: 30.25, longitude: -97.75, accuracy: 20 },
    },
    checkOut: {
      params: { id: bookedApplicationId },
      headers: bearer(student),
      body: { latitude: 30.25, longitude: -97.75, accuracy: 20 },
    },
    recordArrival: { params: { id: bookedApplicationId }, headers: bearer(employer) },
    confirmHours: {
      params: { id: bookedApplicationId },
      headers: bearer(employer),
      body: { minutes: 60, date: austinDay(6) },
      required: ['minutes'],
      formatted: ['date'],
    },
    cancelBooking: {
      params: { id: bookedApplicationId },
      headers: bearer(student),
      // The reason is free text (any character a person types is fine): only its presence is required.
      body: { reason: 'Plans changed.', date: austinDay(6) },
      required: ['reason'],
      formatted: ['date'],
    },
    proposeNewTime: {
      params: { id: bookedApplicationId },
      headers: bearer(student),
      body: { date: austinDay(6), newDate: austinDay(7), startTime: '16:00', endTime: '17:00' },
      required: ['date', 'newDate'],
      formatted: ['date', 'newDate', 'startTime', 'endTime'],
    },
    answerNewTime: {
      params: { id: bookedApplicationId },
      headers: bearer(employer),
      body: { accept: true },
      required: ['accept'],
    },

    // The moderation desk: a moderator's report and decision, the employer's appeal of it.
    listModerationQueue: {
      headers: bearer(moderator),
      query: {},
      badQuery: { cursor: cursorFaults },
    },
    getModerationCase: { params: { id: openReportId }, headers: bearer(moderator) },
    actOnReport: {
      params: { id: openReportId },
      headers: bearer(moderator),
      body: { action: 'dismiss', reasonCode: 'other', note: 'Nothing against our rules.' },
      required: ['action', 'reasonCode', 'note'],
      // The note is free text: only its kind and length are checked.
      formatted: ['action', 'reasonCode'],
    },
    appealDecision: {
      params: { id: decisionId },
      headers: bearer(employer),
      body: { text: 'Please look again.' },
      required: ['text'],
    },
    appealDecisionByLink: {
      body: { token: appealToken, text: 'Please look again.' },
      required: ['token', 'text'],
      formatted: ['token'],
    },
    decideAppeal: {
      params: { id: decisionId },
      headers: bearer(moderator),
      body: { outcome: 'upheld', note: 'It breaks our rules.' },
      required: ['outcome', 'note'],
      formatted: ['outcome'],
    },
    // The work history (a student's own) and the public check of a credential.
    getWorkHistory: { headers: bearer(student) },
    exportWorkHistory: {
      headers: bearer(student),
      query: { format: 'json-resume' },
      badQuery: { format: ['', 'PDF', 'docx', 'credential\u0000', 'json'] },
    },
    getCredentialKeys: {},
    verifyCredential: {
      body: { credential: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln' },
      required: ['credential'],
      formatted: ['credential'],
    },
    // Reviews: every write here has happened already (a second one is a 409), so nothing can change.
    submitReview: {
      params: { id: reviewedApplicationId },
      headers: bearer(student),
      body: { stars: 4, text: 'Kind and clear.' },
      required: ['stars'],
      formatted: ['stars'],
    },
    getApplicationReviews: { params: { id: reviewedApplicationId }, headers: bearer(student) },
    replyToReview: {
      params: { id: reviewId },
      headers: bearer(employer),
      body: { text: 'Thanks again.' },
      required: ['text'],
    },
    listEmployerReviews: { params: { id: employer.userId } },
    getStudentReviews: { params: { id: student.userId } },
    reportReview: {
      params: { id: reviewId },
      headers: bearer(employer),
      body: { reason: 'other', details: 'Odd.' },
      required: ['reason'],
      formatted: ['reason'],
    },
    listModerationAudit: {
      headers: bearer(moderator),
      query: {},
      badQuery: { day: ['2026-13-01', 'today', '', '2026-1-1\u0000'] },
    },
  };
}

interface Failure {
  request: RawRequest;
  status: number;
  text: string;
}

const totals = { routes: 0, requests: 0, client: 0, server: 0, other: 0 };

/** A clear JSON error: a 4xx whose body names a code and says what is wrong. */
function problemWith(res: { status: number; contentType: string; text: string }): string | null {
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
  if (!/application\/json/.test(res.contentType)) return `content-type ${res.contentType}`;
  try {
    const body = JSON.parse(res.text) as { message?: unknown; code?: unknown };
    if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
    if (typeof body.code !== 'string' || body.code === '') return 'no code';
    return null;
  } catch {
    return 'not JSON';
  }
}

async function sendAll(requests: RawRequest[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as RawRequest;
      const res = await rawRequest(request);
      totals.requests += 1;
      if (res.status >= 500) totals.server += 1;
      else if (res.status >= 400) totals.client += 1;
      else totals.other += 1;
      if (problemWith(res)) failures.push({ request, status: res.status, text: res.text.slice(0, 300) });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failures;
}

/** A failure as one readable line (the bearer token left out). */
function shown(f: Failure): string {
  const { authorization: _token, ...headers } = f.request.headers ?? {};
  const body = f.request.body === undefined ? '' : f.request.body.slice(0, 200);
  return `${f.status} ← ${f.request.method} ${f.request.path.slice(0, 160)} ${JSON.stringify(headers)} ${body}\n    → ${f.text}`;
}

let specs: Record<string, Spec>;
let mailsBefore: Record<string, number>;

beforeAll(async () => {
  [student, employer, roleless] = await Promise.all([newStudent('Fuzz'), newEmployer('Fuzz'), newRoleless()]);
  [openJobId, appliedJobId] = await Promise.all([postJob(employer), postJob(employer)]);
  const applied = await api('applyToJob', { params: { id: appliedJobId }, token: student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  applicationId = applied.body.entity;
  const interest = await api('expressInterest', {
    params: { id: applicationId },
    token: employer.token,
    body: {},
  });
  expect(interest.status, JSON.stringify(interest.body)).toBe(200);
  const message = await api('sendMessage', {
    params: { id: applicationId },
    token: employer.token,
    body: { text: 'Hello! Are you free on Saturday?' },
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);
  messageId = message.body.message.id;
  const saved = await api('saveSearch', { token: student.token, body: { title: 'zqxv fuzzed' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  savedSearchId = saved.body.search.id;
  const family = await newConfirmedFamily('Fuzz', 14);
  [guardian, youngTeen] = [family.guardian, family.teen];
  invitedTeen = await newInvitedTeen('Fuzzy', 15);
  invitation = await invitationToken(invitedTeen.parentEmail as string);
  const waits = await api('applyToJob', { params: { id: openJobId }, token: youngTeen.token, body: {} });
  expect(waits.body.status, JSON.stringify(waits.body)).toBe('AwaitingApproval');
  waitingApplicationId = waits.body.entity;
  const [request] = await expectMails(guardian.email, 'would like to apply', 1);
  // Days ahead: its day-before reminder is not due while the file runs.
  const bookedJob = await api('createJob', {
    token: employer.token,
    body: jobBody({ startDate: austinDay(5), endDate: austinDay(9) }),
  });
  const bookedJobId = bookedJob.body.entity as string;
  const booked = await api('applyToJob', { params: { id: bookedJobId }, token: student.token, body: {} });
  bookedApplicationId = booked.body.entity;
  const accepted = await api('reviewApplication', {
    token: employer.token,
    body: { applicantId: student.userId, applicationId: bookedApplicationId, reviewDecision: true },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  approvalToken = linkToken(request as StoredMail, '/family/approval');
  moderator = await newModerator('Fuzz');
  const deciding = await newModerator('Dee');
  openReportId = await reportJobAs(student, openJobId, 'other', 'Looks odd.');
  const hiddenJob = await postJob(employer);
  const { decisionId: hidden } = await act(deciding, await reportJobAs(student, hiddenJob), 'hide');
  decisionId = hidden;
  appealToken = await appealTokenFrom(employer.email);
  const reviewed = await completeJob(employer, student);
  reviewedApplicationId = reviewed.applicationId;
  const studentReview = await api('submitReview', {
    params: { id: reviewedApplicationId },
    token: student.token,
    body: { stars: 5, text: 'Great to work for.' },
  });
  expect(studentReview.status, JSON.stringify(studentReview.body)).toBe(201);
  reviewId = studentReview.body.review.reviewId as string;
  const employerReview = await api('submitReview', {
    params: { id: reviewedApplicationId },
    token: employer.token,
    body: { onTime: true, didWell: true, wouldHireAgain: true },
  });
  expect(employerReview.status, JSON.stringify(employerReview.body)).toBe(201);
  for (const [name, body] of [
    ['replyToReview', { text: 'Thank you!' }],
    ['reportReview', { reason: 'other' }],
  ] as const) {
    const res = await api(name, { params: { id: reviewId }, token: employer.token, body });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  }
  specs = validRequests();
  mailsBefore = await inboxCounts([
    student.email,
    employer.email,
    roleless.email,
    guardian.email,
    youngTeen.email,
    invitedTeen.email,
    invitedTeen.parentEmail as string,
  ]);
}, 120_000);

afterAll(() => {
  const covered = routes.filter((r) => specs?.[r.name]).length;
  console.log(
    [
      `Malformed input (fast-check seed ${SEED}, ${RUNS} requests per route)`,
      `  routes: ${covered} / ${routes.length} in shared/routes.ts (${Math.round((covered / routes.length) * 100)} %)`,
      `  requests: ${totals.requests}`,
      `  4xx: ${totals.client}`,
      `  5xx: ${totals.server}`,
      `  other (must be 0): ${totals.other}`,
    ].join('\n'),
  );
});

describe('malformed input on every route', () => {
  it('has a valid request to start from for every route of the route table', () => {
    expect(Object.keys(specs).sort()).toEqual(routes.map((r) => r.name).sort());
  });

  describe.each(routes.map((r, index) => [r.name, index] as const))('%s', (name, index) => {
    it(`answers ${RUNS} malformed requests with 4xx JSON errors, and changes nothing`, async () => {
      const spec = specs[name] as Spec;
      expect(spec, `no valid request for ${name}`).toBeDefined();
      totals.routes += 1;
      const { params, ...rest } = spec;
      // The path's one parameter (an id, or a calendar link's token) is what the bad ids replace.
      const valid: ValidRequest = {
        ...rest,
        ...routeEndpoint(name, params),
        id: params && Object.values(params)[0],
      };
      const requests = fc.sample(malformed(valid), { seed: SEED + index, numRuns: RUNS });
      const people = [student, employer, roleless, guardian, youngTeen, invitedTeen];
      const watched = {
        jobId: openJobId,
        applicationId: bookedApplicationId,
        reportId: openReportId,
        decisionId,
      };
      const before = await tablesState(watched, people);
      const beforeApplied = await tablesState({ jobId: appliedJobId, applicationId }, []);
      const failures = await sendAll(requests);
      expect(failures.map(shown), `${failures.length} of ${requests.length} not a clear 4xx`).toEqual([]);
      expect(await tablesState(watched, people)).toEqual(before);
      expect(await tablesState({ jobId: appliedJobId, applicationId }, [])).toEqual(beforeApplied);
      // A generated address (registration, resend, reset) got no account: no profile, no pool user.
      const generated = Object.values(spec.body ?? {}).filter(
        (value): value is string => typeof value === 'string' && value.endsWith(`@${FUZZ_DOMAIN}`),
      );
      for (const email of generated) {
        expect(await readPartition('users', { name: 'emailId', value: email }, 'byEmail')).toEqual([]);
        expect(poolUser(email)).toBeUndefined();
      }
    });
  });

  it('sent no mail: not to the people whose things were used, not to any generated address', async () => {
    await expectNoNewMail(mailsBefore);
    const fuzzed = (await allMails()).filter((mail) =>
      mail.destination.to.some((to) => to.endsWith(`@${FUZZ_DOMAIN}`)),
    );
    expect(fuzzed.map((mail) => mail.destination.to)).toEqual([]);
  });
});
