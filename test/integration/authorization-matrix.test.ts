import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitKeyOf } from '../../functions/lib/limits';
import { type RouteName, routes } from '../../shared/routes';
import { dateOfBirthAged } from '../../shared/rules/age';
import { PASSWORD } from './support/accounts';
import { type ApiResponse, api, apiUnchecked } from './support/api';
import { completeJob } from './support/completed-job';
import { alertEveryEvent, newConfirmedFamily } from './support/family';
import { austinDay, jobBody } from './support/jobs';
import {
  type Actor,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newRoleless,
  newStudent,
  postJob,
} from './support/marketplace';
import { type Fixture, type Request, tablesState } from './support/matrix-state';
import { act, newModerator, reportJobAs } from './support/moderation';
import { arrivingAt, austinAt } from './support/schedule';
import { deleteItem, readPartition } from './support/tables';
import { type BadTokenKind, badTokens } from './support/tokens';

/*
 * THE authorization matrix: for every route of shared/routes.ts and every kind of
 * caller, the one answer it must get. A route without a row fails the first test, so a new route
 * cannot ship untested. Each row is run over HTTP against the local stack: first every refused
 * caller, after which the tables must be exactly as before (and, once all rows ran, the inbox too),
 * then every allowed caller. Callers who must learn nothing about someone else's thing are also
 * asked about an id that does not exist: both answers must be the same, word for word.
 */

type Person =
  | 'student'
  | 'otherStudent'
  | 'teen'
  | 'employer'
  | 'otherEmployer'
  | 'roleless'
  | 'guardian'
  | 'otherGuardian'
  | 'moderator';
type Who = 'anonymous' | Person | BadTokenKind;
/** A status, or a status and the error code the body must carry. */
type Answer = number | readonly [number, string];

const people: Person[] = [
  'student',
  'otherStudent',
  'teen',
  'employer',
  'otherEmployer',
  'roleless',
  // The teen's confirmed guardian, and another family's.
  'guardian',
  'otherGuardian',
  // The moderation desk: a staff account in the pool's moderators group, with no role. Elsewhere it
  // is answered as a role-less user is, unless a row says otherwise.
  'moderator',
];
const tokenCases: BadTokenKind[] = ['expiredToken', 'foreignKeyToken', 'otherClientToken', 'accessToken'];
const callers: Who[] = ['anonymous', ...people, ...tokenCases];

interface Row {
  /** shared: one job with the student's application, used by every read-only row; job: a fresh job
   * (no application); application: a fresh job with a fresh application of the student; approval: a
   * fresh job with a fresh application of the guardian's 14-year-old, waiting for the guardian
   * (profileId is that teen's id); conversation: a fresh job with the teen's application, the
   * employer's interest (which opens its conversation, `applicationId`) and one message of the
   * employer's (`messageId`); blocks: that, plus a conversation of the teen with another employer and
   * one of the employer with another student, so each of the three who may block has their own
   * (`conversationFor`); booking: one job (tomorrow to a week on, no time of day) that the employer
   * hired the guardian's 15-year-old for, shared by the schedule's rows, whose allowed calls run in
   * the order of the rows (check in, out, an arrival, hours, a new time, its answers, cancel);
   * report: a fresh job reported by the other student (`reportId`); decision: that, hidden by a second
   * moderator (`decisionId`); appeal: that, appealed by the employer; completed: a job the employer
   * hired the guardian's teen for, done and its hours confirmed; reviewed: that, reviewed by both
   * (`reviewId`: the teen's review, revealed). */
  fixture:
    | 'shared'
    | 'job'
    | 'application'
    | 'approval'
    | 'conversation'
    | 'blocks'
    | 'booking'
    | 'report'
    | 'decision'
    | 'appeal'
    | 'completed'
    | 'reviewed';
  /** The call's path parameters, query and body (none when left out); method and path are the route's. */
  request?: (f: Fixture, who: Who) => Request;
  answers: Record<Exclude<Who, 'moderator'>, Answer> & { moderator?: Answer };
  /** Callers asking about someone else's thing: their answer must not change for an id that does not exist. */
  learnNothing?: Who[];
  /** After the allowed calls: what each allowed caller saw (e.g. only their own). */
  check?: (f: Fixture, bodies: Partial<Record<Who, string>>) => void | Promise<void>;
  /** A success that is not JSON (the sitemap's XML); errors are JSON whatever the route. */
  contentType?: RegExp;
}

// --- answers shared by many rows -------------------------------------------------------------------

const UNAUTHORIZED: Answer = [401, 'UNAUTHORIZED'];
const WRONG_ROLE: Answer = [403, 'WRONG_ROLE'];
/** Public routes: a token, valid or not, changes nothing (API Gateway runs no authorizer there). */
const everyone = (answer: Answer) =>
  Object.fromEntries(callers.map((who) => [who, answer])) as Record<Who, Answer>;
/** Protected routes: no token or a token that must be refused is a 401 from the authorizer. */
const signedOut = {
  anonymous: UNAUTHORIZED,
  expiredToken: UNAUTHORIZED,
  foreignKeyToken: UNAUTHORIZED,
  otherClientToken: UNAUTHORIZED,
  accessToken: UNAUTHORIZED,
} as const;
const students = (answer: Answer) => ({ student: answer, otherStudent: answer, teen: answer });
const employers = (answer: Answer) => ({ employer: answer, otherEmployer: answer });
const guardians = (answer: Answer) => ({ guardian: answer, otherGuardian: answer });
/** Guardian routes: every other role is refused. */
const guardianOnly = (guardian: Answer, otherGuardian: Answer): Row['answers'] => ({
  ...signedOut,
  ...students(WRONG_ROLE),
  ...employers(WRONG_ROLE),
  roleless: WRONG_ROLE,
  guardian,
  otherGuardian,
});
/** Student routes about the student's own guardian: every other role is refused. */
const studentOnly = (answers: Record<'student' | 'otherStudent' | 'teen', Answer>): Row['answers'] => ({
  ...signedOut,
  ...answers,
  ...employers(WRONG_ROLE),
  roleless: WRONG_ROLE,
  ...guardians(WRONG_ROLE),
});
/** An employer's own settings: employers only, each about themselves. */
const employerOnly = (answer: Answer): Row['answers'] => ({
  ...signedOut,
  ...students(WRONG_ROLE),
  ...employers(answer),
  roleless: WRONG_ROLE,
  ...guardians(WRONG_ROLE),
});
/** The moderation desk's routes: moderators only. */
const moderatorOnly = (answer: Answer): Record<Who, Answer> => ({
  ...signedOut,
  ...students(WRONG_ROLE),
  ...employers(WRONG_ROLE),
  roleless: WRONG_ROLE,
  ...guardians(WRONG_ROLE),
  moderator: answer,
});
/** A link token that is not one of ours: every route that takes one answers 400, changing nothing. */
const FORGED_LINK = 'v1.eyJwdXJwb3NlIjoiZ3VhcmRpYW4taW52aXRlIn0.Zm9yZ2Vk';
/** The owning employer only: another employer is told the thing does not exist. */
const ownerEmployer = (ok: Answer, notFoundCode: string): Row['answers'] => ({
  ...signedOut,
  ...students(WRONG_ROLE),
  employer: ok,
  otherEmployer: [404, notFoundCode],
  roleless: WRONG_ROLE,
  ...guardians(WRONG_ROLE),
});

/**
 * Conversation routes: the teen and the employer (its parties) and the teen's guardian each get their
 * answer; any other student, employer or guardian is told it does not exist; no role, no entry.
 */
function conversationParties(teen: Answer, employer: Answer, guardian: Answer): Row['answers'] {
  const notFound: Answer = [404, 'CONVERSATION_NOT_FOUND'];
  return {
    ...signedOut,
    student: notFound,
    otherStudent: notFound,
    teen,
    employer,
    otherEmployer: notFound,
    roleless: WRONG_ROLE,
    guardian,
    otherGuardian: notFound,
  };
}
/** Those who are not in the teen's conversation, nor the teen's guardian. */
const notInIt: Who[] = ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'];

/**
 * The schedule's routes about the shared booking: the hired teen, the employer and the teen's guardian
 * get their answers; the other students, employer and guardian are told it does not exist.
 */
const BOOKING_NOT_FOUND: Answer = [404, 'BOOKING_NOT_FOUND'];
const bookingParties = (parties: { teen: Answer; employer: Answer; guardian: Answer }): Row['answers'] => ({
  ...signedOut,
  student: BOOKING_NOT_FOUND,
  otherStudent: BOOKING_NOT_FOUND,
  teen: parties.teen,
  employer: parties.employer,
  otherEmployer: BOOKING_NOT_FOUND,
  roleless: WRONG_ROLE,
  guardian: parties.guardian,
  otherGuardian: BOOKING_NOT_FOUND,
});
/** The reviews' rows: the job the other employer hired the teen for; anyone else is told it does not exist. */
function otherEmployersJob(parties: {
  teen: Answer;
  otherEmployer: Answer;
  guardian: Answer;
}): Row['answers'] {
  const notFound: Answer = [404, 'APPLICATION_NOT_FOUND'];
  return {
    ...signedOut,
    student: notFound,
    otherStudent: notFound,
    teen: parties.teen,
    employer: notFound,
    otherEmployer: parties.otherEmployer,
    roleless: WRONG_ROLE,
    guardian: parties.guardian,
    otherGuardian: notFound,
  };
}
/** The hired teen's own routes (check-in, check-out): every other role is refused by its role. */
const hiredTeenOnly: Row['answers'] = {
  ...signedOut,
  student: BOOKING_NOT_FOUND,
  otherStudent: BOOKING_NOT_FOUND,
  teen: 200,
  ...employers(WRONG_ROLE),
  roleless: WRONG_ROLE,
  ...guardians(WRONG_ROLE),
};

let who: Record<Person, Actor>;
/** The guardian's second child, 14: their applications wait for the guardian. */
let youngTeen: Actor;
/** Everyone whose rows a refused request must leave alone. */
const watched = () => [...Object.values(who), youngTeen];
/** The moderator whose decisions the appeal rows are about (another than the matrix's). */
let deciding: Actor;
/** A second role-less user, for the one call that gives a role-less user a role. */
let socialUser: Actor;
let tokens: Record<'student' | 'employer', Record<BadTokenKind, string>>;

// Keyed by route name as text, not RouteName: a route added to the table must fail the test below
// (a missing row), and a route's row may be written before the route lands without breaking typecheck.
const matrix: Record<string, Row> = {
  // --- auth: public; the answer is the same whoever calls -------------------------------------------
  signIn: {
    fixture: 'shared',
    request: () => ({ body: { emailId: who.student.email, password: PASSWORD, expectedRoleId: 1 } }),
    answers: everyone(200),
  },
  refreshToken: {
    // The session cookie is the credential, never a caller's ID token: without one,
    // everybody is told the session has ended. Rotation and reuse: auth-sessions.test.ts.
    fixture: 'shared',
    answers: everyone(401),
  },
  revokeToken: {
    // Sign-out: the cookie names the session, and none gets the same answer (RFC 7009).
    fixture: 'shared',
    answers: everyone(200),
  },
  signOutEverywhere: {
    // Any signed-in person ends every session of their own account (the ID token says whose): the
    // matrix's callers use ID tokens only, so theirs live on. Sessions ending: auth-sessions.test.ts.
    fixture: 'shared',
    answers: { ...signedOut, ...students(200), ...employers(200), ...guardians(200), roleless: 200 },
  },
  exchangeGoogleCode: {
    // The hosted UI's code is the credential: a made-up one is refused for everybody.
    fixture: 'shared',
    request: () => ({
      body: {
        code: 'not-a-code',
        codeVerifier: 'v'.repeat(43),
        redirectUri: 'http://localhost:5173/auth/google',
      },
    }),
    answers: everyone(401),
  },
  verifyUser: {
    fixture: 'shared',
    request: () => ({ body: { userId: who.student.email, verificationCode: 'abcdef' } }),
    answers: everyone([400, 'VALIDATION_FAILED']),
  },
  resendVerificationCode: {
    fixture: 'shared',
    request: () => ({ body: { emailId: 'not-an-address' } }),
    answers: everyone([400, 'VALIDATION_FAILED']),
  },
  forgotPassword: {
    fixture: 'shared',
    request: () => ({ body: { email: 'not-an-address' } }),
    answers: everyone([400, 'VALIDATION_FAILED']),
  },
  confirmForgotPassword: {
    fixture: 'shared',
    request: () => ({ body: { email: who.student.email, confirmationCode: '12', newPassword: 'short' } }),
    answers: everyone([400, 'VALIDATION_FAILED']),
  },

  // --- users ------------------------------------------------------------------------------------------
  registerUser: {
    fixture: 'shared',
    request: () => ({ body: { roleId: 1 } }),
    answers: everyone([400, 'VALIDATION_FAILED']),
  },
  getOwnProfile: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(200),
      roleless: [404, 'PROFILE_NOT_FOUND'],
      ...guardians(200),
    },
    check: (_f, bodies) => {
      // Each caller gets their own profile and nobody else's (the teen's shows their guardian's address).
      for (const person of [
        'student',
        'otherStudent',
        'employer',
        'otherEmployer',
        'otherGuardian',
      ] as const) {
        expect(bodies[person], person).toContain(who[person].email);
        for (const other of people.filter((p) => p !== person))
          expect(bodies[person], `${person} sees ${other}`).not.toContain(who[other].email);
      }
    },
  },
  // Mail status: each caller learns only about their own addresses (none suppressed here).
  getMailStatus: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(200),
      ...guardians(200),
      roleless: [404, 'PROFILE_NOT_FOUND'],
    },
    check: (_f, bodies) => {
      for (const person of ['student', 'otherStudent', 'teen', 'employer', 'otherEmployer'] as const)
        expect(JSON.parse(bodies[person] ?? '{}'), person).toEqual({ undeliverable: [] });
    },
  },
  // How students' work histories name an employer: each employer's own choice.
  getEmployerDisplay: { fixture: 'shared', answers: employerOnly(200) },
  setEmployerDisplay: {
    fixture: 'shared',
    // By name, as it already is: the shared fixture's other rows read the work history.
    request: () => ({ body: { shownAsHousehold: false } }),
    answers: employerOnly(200),
  },
  updateOwnProfile: {
    // The student's own profile; everybody else tries to write it.
    fixture: 'shared',
    request: (f) => ({ body: { id: f.profileId, entity: f.profileId, data: { bio: 'Set by the matrix.' } } }),
    answers: {
      ...signedOut,
      student: 200,
      otherStudent: [403, 'NOT_OWN_PROFILE'],
      teen: [403, 'NOT_OWN_PROFILE'],
      ...employers([403, 'NOT_OWN_PROFILE']),
      roleless: [403, 'NOT_OWN_PROFILE'],
      ...guardians([403, 'NOT_OWN_PROFILE']),
    },
    learnNothing: ['otherStudent', 'teen', 'employer', 'otherEmployer', 'roleless', 'guardian'],
  },
  // Students registered with a date of birth have nothing to confirm; the confirmation of a record from
  // before dates of birth is users-date-of-birth.test.ts's.
  confirmDateOfBirth: {
    fixture: 'shared',
    request: () => ({ body: { dateOfBirth: '2010-01-01' } }),
    answers: studentOnly({
      student: [409, 'DATE_OF_BIRTH_CONFIRMED'],
      otherStudent: [409, 'DATE_OF_BIRTH_CONFIRMED'],
      teen: [409, 'DATE_OF_BIRTH_CONFIRMED'],
    }),
  },
  completeSocialSignUp: {
    fixture: 'shared',
    request: () => ({
      body: {
        roleId: 1,
        firstName: socialUser.firstName,
        lastName: socialUser.lastName,
        emailId: socialUser.email,
        contactNumber: '5035550142',
        zipCode: '97201',
        dateOfBirth: dateOfBirthAged(20),
        interests: ['Gardening'],
        bio: 'Green thumbs.',
      },
    }),
    answers: {
      ...signedOut,
      // Only a Google (federated) user completes sign-up here; an e-mail account is refused first.
      ...students([403, 'NOT_FEDERATED']),
      ...employers([403, 'NOT_FEDERATED']),
      roleless: 201,
      ...guardians([403, 'NOT_FEDERATED']),
      // A moderator's staff account has no role and never gives itself one.
      moderator: [403, 'NOT_FEDERATED'],
    },
  },

  // --- your data is yours ----------------------------------------------------------------
  // A deletion that succeeds ends the caller's account, which every later row needs: here each signed-in
  // caller sends a wrong typed confirmation and is refused before anything happens (the use case checks
  // the word, so the answer proves the route reached it for every role). The deletions that succeed, by
  // each kind of account and by a guardian, are account-deletion.test.ts's.
  deleteAccount: {
    fixture: 'shared',
    request: () => ({ body: { confirmation: 'not yet' } }),
    answers: {
      ...signedOut,
      ...students([400, 'CONFIRMATION_MISMATCH']),
      ...employers([400, 'CONFIRMATION_MISMATCH']),
      roleless: [400, 'CONFIRMATION_MISMATCH'],
      ...guardians([400, 'CONFIRMATION_MISMATCH']),
    },
  },
  exportAccountData: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(200),
      roleless: [404, 'PROFILE_NOT_FOUND'],
      ...guardians(200),
    },
    check: (_f, bodies) => {
      // Each caller downloads their own data and nobody else's (a teen's holds their guardian's address).
      for (const person of [
        'student',
        'otherStudent',
        'employer',
        'otherEmployer',
        'otherGuardian',
      ] as const) {
        expect(bodies[person], person).toContain(who[person].email);
        for (const other of people.filter((p) => p !== person))
          expect(bodies[person], `${person} sees ${other}`).not.toContain(who[other].email);
      }
    },
  },
  // The guardian's teen (the approval fixture's 14-year-old), with a wrong typed confirmation: the
  // guardian reaches the check, another guardian is told the teen does not exist.
  deleteTeenAccount: {
    fixture: 'approval',
    request: (f) => ({ params: { id: f.profileId }, body: { confirmation: 'not yet' } }),
    answers: guardianOnly([400, 'CONFIRMATION_MISMATCH'], [404, 'TEEN_NOT_FOUND']),
    learnNothing: ['otherGuardian'],
  },

  // --- jobs: public reads -------------------------------------------------------------------------
  listNewestJobs: {
    fixture: 'shared',
    answers: everyone(200),
  },
  searchJobs: {
    fixture: 'shared',
    request: () => ({ query: { zipCode: '78704' } }),
    answers: everyone(200),
  },
  getJob: {
    fixture: 'shared',
    request: (f) => ({ params: { id: f.jobId } }),
    answers: everyone(200),
  },
  getSitemap: {
    fixture: 'shared',
    answers: everyone(200),
    contentType: /^application\/xml/,
    check: (_f, bodies) => {
      for (const body of Object.values(bodies)) expect(body).toContain('<urlset');
    },
  },

  // --- jobs: the employer area ----------------------------------------------------------------------
  createJob: {
    fixture: 'shared',
    request: () => ({ body: jobBody({ title: 'Matrix errand' }) }),
    answers: {
      ...signedOut,
      ...students(WRONG_ROLE),
      ...employers(201),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
  },
  updateJob: {
    fixture: 'job',
    request: (f) => {
      const { title: _title, address: _address, ...editable } = jobBody();
      return {
        params: { id: f.jobId },
        body: { ...editable, description: 'Edited by the authorization matrix.' },
      };
    },
    answers: ownerEmployer(200, 'JOB_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  deleteJob: {
    fixture: 'job',
    request: (f) => ({ params: { id: f.jobId } }),
    answers: ownerEmployer(200, 'JOB_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  closeJob: {
    fixture: 'job',
    request: (f) => ({ params: { id: f.jobId } }),
    answers: ownerEmployer(200, 'JOB_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  listEmployerJobs: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(WRONG_ROLE),
      ...employers(200),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    check: (f, bodies) => {
      expect(bodies.employer).toContain(f.jobId);
      expect(bodies.otherEmployer).not.toContain(f.jobId);
    },
  },
  getEmployerDashboard: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(WRONG_ROLE),
      ...employers(200),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
  },

  // --- applications -------------------------------------------------------------------------------
  listOwnApplications: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    check: (f, bodies) => {
      expect(bodies.student).toContain(f.applicationId);
      expect(bodies.otherStudent).not.toContain(f.applicationId);
      expect(bodies.teen).not.toContain(f.applicationId);
    },
  },
  applyToJob: {
    fixture: 'job',
    request: (f) => ({ params: { id: f.jobId }, body: {} }),
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
  },
  withdrawApplication: {
    fixture: 'application',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: {
      ...signedOut,
      student: 200,
      otherStudent: [404, 'APPLICATION_NOT_FOUND'],
      teen: [404, 'APPLICATION_NOT_FOUND'],
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    learnNothing: ['otherStudent', 'teen'],
  },
  listJobApplications: {
    fixture: 'shared',
    request: (f) => ({ params: { id: f.jobId } }),
    answers: ownerEmployer(200, 'JOB_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  getApplication: {
    fixture: 'shared',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: ownerEmployer(200, 'APPLICATION_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  reviewApplication: {
    fixture: 'application',
    request: (f) => ({
      body: { applicantId: who.student.userId, applicationId: f.applicationId, reviewDecision: true },
    }),
    answers: ownerEmployer(200, 'APPLICATION_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },
  expressInterest: {
    fixture: 'application',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: ownerEmployer(200, 'APPLICATION_NOT_FOUND'),
    learnNothing: ['otherEmployer'],
  },

  // --- reports: any signed-in user with an account, once per job, never their own --------------------
  reportJob: {
    fixture: 'job',
    request: (f) => ({ params: { id: f.jobId }, body: { reportReason: 'other' } }),
    answers: {
      ...signedOut,
      ...students(200),
      employer: [403, 'OWN_JOB'],
      otherEmployer: 200,
      roleless: [403, 'ACCOUNT_INCOMPLETE'],
      // A parent may report a job too.
      ...guardians(200),
    },
    check: async (f) => {
      // A report is its reporter's alone: each allowed caller made one, nobody touched another's, and
      // a second report by the same person is refused and changes nothing.
      const reporters = async () =>
        (await readPartition<{ reporterId: string }>('reports', { name: 'jobId', value: f.jobId }))
          .map((report) => report.reporterId)
          .sort();
      const allowed = (
        ['student', 'otherStudent', 'teen', 'otherEmployer', 'guardian', 'otherGuardian'] as const
      ).map((p) => who[p].userId);
      expect(await reporters()).toEqual([...allowed].sort());
      const again = await call('reportJob', 'student', matrix.reportJob?.request?.(f, 'student'));
      expectAnswer(again, [409, 'ALREADY_REPORTED'], 'student again');
      expect(await reporters()).toEqual([...allowed].sort());
    },
  },

  listOwnReports: {
    fixture: 'shared',
    answers: { ...signedOut, ...students(200), ...employers(200), ...guardians(200), roleless: 200 },
    check: (_f, bodies) => {
      // Each caller gets a list of their own (ids only); the reportJob row's reports are theirs alone.
      for (const body of Object.values(bodies))
        expect(JSON.parse(body ?? '{}')).toEqual({ jobIds: expect.any(Array) });
    },
  },

  // --- places: public ---------------------------------------------------------------------------------
  searchPlaces: {
    fixture: 'shared',
    request: () => ({ query: { text: 'Austin' } }),
    answers: everyone(200),
  },

  // --- alerts: a student's own saved searches; unsubscribe links carry their own authority ---------------
  // (The saved words are nonsense on purpose: no job of any test matches them, so no alert run of
  // another test file ever mails these people.)
  listSavedSearches: {
    fixture: 'shared',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    check: (f, bodies) => {
      expect(bodies.student).toContain(f.savedSearchId);
      expect(bodies.otherStudent).not.toContain(f.savedSearchId);
      expect(bodies.teen).not.toContain(f.savedSearchId);
    },
  },
  saveSearch: {
    fixture: 'shared',
    request: () => ({ body: { title: 'zqxv matrix', zipCode: '78704' } }),
    answers: {
      ...signedOut,
      ...students(201),
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
  },
  updateSavedSearch: {
    fixture: 'shared',
    request: (f) => ({ params: { id: f.savedSearchId as string }, body: { active: false } }),
    answers: {
      ...signedOut,
      student: 200,
      otherStudent: [404, 'SAVED_SEARCH_NOT_FOUND'],
      teen: [404, 'SAVED_SEARCH_NOT_FOUND'],
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    learnNothing: ['otherStudent', 'teen'],
  },
  deleteSavedSearch: {
    fixture: 'shared',
    request: (f) => ({ params: { id: f.savedSearchId as string } }),
    answers: {
      ...signedOut,
      student: 200,
      otherStudent: [404, 'SAVED_SEARCH_NOT_FOUND'],
      teen: [404, 'SAVED_SEARCH_NOT_FOUND'],
      ...employers(WRONG_ROLE),
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    learnNothing: ['otherStudent', 'teen'],
  },
  unsubscribeAlerts: {
    // The token is the only authority: a forged one is refused whoever sends it (job-alerts.test.ts
    // has the real link, used once).
    fixture: 'shared',
    request: () => ({ query: { token: 'v1.eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl' } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  // --- family: links in e-mails are public and refuse a token that is not ours -------------
  readGuardianInvitation: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  acceptGuardianInvitation: {
    fixture: 'shared',
    request: () => ({
      body: { token: FORGED_LINK, firstName: 'Eve', lastName: 'Other', password: PASSWORD },
    }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  declineGuardianInvitation: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  readApplicationByLink: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  decideApplicationByLink: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK, approve: true } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  confirmGuardianInvitation: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK } }),
    answers: guardianOnly([400, 'INVALID_LINK'], [400, 'INVALID_LINK']),
  },
  // The teen's side: an adult student has no guardian; the teen's guardian has confirmed already.
  resendGuardianInvitation: {
    fixture: 'shared',
    answers: studentOnly({
      student: [404, 'NO_GUARDIAN'],
      otherStudent: [404, 'NO_GUARDIAN'],
      teen: [409, 'GUARDIAN_CONFIRMED'],
    }),
  },
  correctGuardian: {
    fixture: 'shared',
    request: () => ({ body: { parentName: 'Someone Else', parentEmail: 'someone-else@example.com' } }),
    answers: studentOnly({
      student: [404, 'NO_GUARDIAN'],
      otherStudent: [404, 'NO_GUARDIAN'],
      teen: [409, 'GUARDIAN_CONFIRMED'],
    }),
  },
  getFamily: {
    fixture: 'shared',
    answers: guardianOnly(200, 200),
    check: (_f, bodies) => {
      // Each guardian sees their own teens only.
      expect(bodies.guardian).toContain(who.teen.userId);
      expect(bodies.otherGuardian).not.toContain(who.teen.userId);
    },
  },
  updateTeenSettings: {
    fixture: 'approval',
    request: (f) => ({
      params: { id: f.profileId },
      body: {
        approvalRequired: true,
        maxDistanceMiles: null,
        allowedKinds: null,
        paused: false,
        emailMode: 'every',
      },
    }),
    answers: guardianOnly(200, [404, 'TEEN_NOT_FOUND']),
    learnNothing: ['otherGuardian'],
  },
  // The guardian's own teen only; another family's is answered as if it did not exist.
  updateTeenDetails: {
    fixture: 'approval',
    request: (f) => ({
      params: { id: f.profileId },
      body: { firstName: 'Nia', lastName: 'Rivera', contactNumber: '5035550177', zipCode: '97201' },
    }),
    answers: guardianOnly(200, [404, 'TEEN_NOT_FOUND']),
    learnNothing: ['otherGuardian'],
    check: (_f, bodies) => {
      expect(bodies.guardian).toContain('5035550177');
    },
  },
  decideApplication: {
    fixture: 'approval',
    request: (f) => ({ params: { id: f.applicationId }, body: { approve: true } }),
    answers: guardianOnly(200, [404, 'APPLICATION_NOT_FOUND']),
    learnNothing: ['otherGuardian'],
  },

  // --- conversations: the teen and the employer write, the teen's guardian reads along; anyone else
  // learns nothing (the same 404 as for a conversation that does not exist) ------------------------------
  listConversations: {
    // Everyone with a role has an inbox (maybe empty): their own.
    fixture: 'conversation',
    answers: { ...signedOut, ...students(200), ...employers(200), roleless: WRONG_ROLE, ...guardians(200) },
    check: (f, bodies) => {
      // Each caller's own: the parties' inboxes and the teen's guardian's hold it, nobody else's does.
      for (const party of ['teen', 'employer', 'guardian'] as const)
        expect(bodies[party]).toContain(f.applicationId);
      for (const other of ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'] as const) {
        expect(bodies[other]).not.toContain(f.applicationId);
      }
    },
  },
  getConversation: {
    fixture: 'conversation',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: conversationParties(200, 200, 200),
    learnNothing: notInIt,
    check: (_f, bodies) => {
      expect(JSON.parse(bodies.teen ?? '{}').conversation.viewer).toBe('student');
      expect(JSON.parse(bodies.guardian ?? '{}').conversation).toMatchObject({
        viewer: 'guardian',
        canWrite: false,
      });
    },
  },
  sendMessage: {
    fixture: 'conversation',
    request: (f) => ({ params: { id: f.applicationId }, body: { text: 'See you on Saturday at 10.' } }),
    answers: conversationParties(201, 201, [403, 'GUARDIAN_READ_ONLY']),
    learnNothing: notInIt,
  },
  markConversationRead: {
    fixture: 'conversation',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: conversationParties(200, 200, 200),
    learnNothing: notInIt,
  },
  reportMessage: {
    fixture: 'conversation',
    request: (f) => ({
      params: { id: f.applicationId, messageId: f.messageId as string },
      body: { reason: 'other', details: 'Checking the matrix.' },
    }),
    // The message is the employer's own.
    answers: conversationParties(201, [400, 'OWN_MESSAGE'], 201),
    learnNothing: notInIt,
  },
  blockConversation: {
    fixture: 'blocks',
    // Each of the three blocks a conversation of their own; everyone else asks about the teen's.
    request: (f, caller) => ({ params: { id: f.conversationFor?.[caller] ?? f.applicationId } }),
    answers: conversationParties(200, 200, 200),
    learnNothing: notInIt,
    check: async (f) => {
      // A second block of a blocked conversation changes nothing.
      const again = await call('blockConversation', 'teen', {
        params: { id: f.conversationFor?.teen as string },
      });
      expectAnswer(again, [409, 'ALREADY_BLOCKED'], 'teen again');
    },
  },
  // --- schedule: the hired student (the guardian's teen), the employer, the teen's guardian ------------
  getSchedule: {
    fixture: 'booking',
    answers: {
      ...signedOut,
      ...students(200),
      ...employers(200),
      ...guardians(200),
      roleless: WRONG_ROLE,
    },
    check: (f, bodies) => {
      for (const who of ['teen', 'employer', 'guardian'] as const)
        expect(bodies[who], who).toContain(f.applicationId);
      for (const who of ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'] as const)
        expect(bodies[who], who).not.toContain(f.applicationId);
    },
  },
  downloadApplicationCalendar: {
    fixture: 'booking',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: bookingParties({ teen: 200, employer: 200, guardian: 200 }),
    learnNothing: ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'],
    contentType: /^text\/calendar/,
    check: (f, bodies) => {
      for (const who of ['teen', 'employer', 'guardian'] as const)
        expect(bodies[who], who).toContain(f.applicationId);
    },
  },
  createCalendarFeed: {
    fixture: 'booking',
    answers: { ...signedOut, ...students(201), ...employers(201), ...guardians(201), roleless: WRONG_ROLE },
  },
  getCalendarFeed: {
    // The secret token is the only authority: one that is not live is a 404 whoever asks (the real
    // link, and its reset: schedule-calendar.test.ts).
    fixture: 'booking',
    request: () => ({ params: { token: 'A'.repeat(43) } }),
    answers: everyone([404, 'FEED_NOT_FOUND']),
  },
  checkIn: {
    // The first visit's afternoon (a whole-day visit: open all day), within a 15-year-old's hours.
    fixture: 'booking',
    request: (f) => ({
      params: { id: f.applicationId },
      body: {},
      headers: arrivingAt(austinAt(austinDay(3), '16:00')),
    }),
    answers: hiredTeenOnly,
    learnNothing: ['student', 'otherStudent'],
  },
  checkOut: {
    fixture: 'booking',
    request: (f) => ({
      params: { id: f.applicationId },
      body: {},
      headers: arrivingAt(austinAt(austinDay(3), '17:00')),
    }),
    answers: hiredTeenOnly,
    learnNothing: ['student', 'otherStudent'],
  },
  recordArrival: {
    fixture: 'booking',
    request: (f) => ({
      params: { id: f.applicationId },
      headers: arrivingAt(austinAt(austinDay(4), '16:00')),
    }),
    answers: ownerEmployer(200, BOOKING_NOT_FOUND[1]),
    learnNothing: ['otherEmployer'],
  },
  confirmHours: {
    fixture: 'booking',
    request: (f) => ({
      params: { id: f.applicationId },
      body: { minutes: 60, date: austinDay(3) },
      headers: arrivingAt(austinAt(austinDay(3), '18:00')),
    }),
    answers: ownerEmployer(200, BOOKING_NOT_FOUND[1]),
    learnNothing: ['otherEmployer'],
  },
  proposeNewTime: {
    // The employer proposes; the teen's own proposal names a visit already under way (refused, so the
    // two allowed calls at once cannot race); the guardian approves, never proposes.
    fixture: 'booking',
    request: (f, who) => ({
      params: { id: f.applicationId },
      body: { date: austinDay(6), newDate: austinDay(7), startTime: '16:00', endTime: '17:00' },
      ...(who === 'teen' ? { headers: arrivingAt(austinAt(austinDay(6), '12:00')) } : {}),
    }),
    answers: bookingParties({
      teen: [409, 'VISIT_STARTED'],
      employer: 200,
      guardian: [403, 'NOT_YOURS_TO_DO'],
    }),
    learnNothing: ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'],
  },
  answerNewTime: {
    // The employer's proposal: the teen accepts and the guardian approves; the proposer cannot answer.
    fixture: 'booking',
    request: (f) => ({ params: { id: f.applicationId }, body: { accept: true } }),
    answers: bookingParties({ teen: 200, employer: [409, 'NO_PROPOSAL'], guardian: 200 }),
    learnNothing: ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'],
  },
  cancelBooking: {
    // The employer cancels the rest of the job; the teen's own cancellation names a visit already under
    // way (refused, so the two allowed calls at once cannot race).
    fixture: 'booking',
    request: (f, who) => ({
      params: { id: f.applicationId },
      body: { reason: 'Plans changed.', ...(who === 'teen' ? { date: austinDay(8) } : {}) },
      ...(who === 'teen' ? { headers: arrivingAt(austinAt(austinDay(8), '12:00')) } : {}),
    }),
    answers: bookingParties({
      teen: [409, 'CANCEL_PAST'],
      employer: 200,
      guardian: [403, 'NOT_YOURS_TO_DO'],
    }),
    learnNothing: ['student', 'otherStudent', 'otherEmployer', 'otherGuardian'],
  },

  // --- the moderation desk: moderators only, but for the affected person's appeal -------------------------
  listModerationQueue: { fixture: 'shared', answers: moderatorOnly(200) },
  getModerationCase: {
    fixture: 'report',
    request: (f) => ({ params: { id: f.reportId ?? '' } }),
    answers: moderatorOnly(200),
  },
  actOnReport: {
    fixture: 'report',
    request: (f) => ({
      params: { id: f.reportId ?? '' },
      body: { action: 'dismiss', reasonCode: 'other', note: 'Nothing against our rules.' },
    }),
    answers: moderatorOnly(200),
  },
  // The person the decision is about (the other employer, whose job was hidden), once; anyone else is told
  // there is no such decision.
  appealDecision: {
    fixture: 'decision',
    request: (f) => ({ params: { id: f.decisionId ?? '' }, body: { text: 'Please look again.' } }),
    answers: {
      ...signedOut,
      ...students([404, 'DECISION_NOT_FOUND']),
      employer: [404, 'DECISION_NOT_FOUND'],
      otherEmployer: 200,
      roleless: [404, 'DECISION_NOT_FOUND'],
      ...guardians([404, 'DECISION_NOT_FOUND']),
      moderator: [404, 'DECISION_NOT_FOUND'],
    },
    learnNothing: ['student', 'employer', 'guardian', 'moderator'],
  },
  // The statement of reasons' signed link is the authority: a forged one is refused for everybody.
  appealDecisionByLink: {
    fixture: 'shared',
    request: () => ({ body: { token: FORGED_LINK, text: 'Please look again.' } }),
    answers: everyone([400, 'INVALID_LINK']),
  },
  // Another moderator than the one who decided (the fixture's decision is a second moderator's).
  decideAppeal: {
    fixture: 'appeal',
    request: (f) => ({
      params: { id: f.decisionId ?? '' },
      body: { outcome: 'upheld', note: 'Asking for money up front breaks our rules.' },
    }),
    answers: moderatorOnly(200),
  },
  listModerationAudit: { fixture: 'shared', answers: moderatorOnly(200) },

  // --- reviews: the two sides of a completed job; a minor's guardian reads; the public sees counts ---------
  submitReview: {
    fixture: 'completed',
    request: (f, caller) => ({
      params: { id: f.applicationId },
      body: ['employer', 'otherEmployer', 'guardian', 'otherGuardian'].includes(caller)
        ? { onTime: true, didWell: true, wouldHireAgain: true }
        : { stars: 5, text: 'Kind and clear.' },
    }),
    answers: otherEmployersJob({ teen: 201, otherEmployer: 201, guardian: [403, 'NOT_YOURS_TO_DO'] }),
    learnNothing: ['student', 'otherStudent', 'employer', 'otherGuardian'],
  },
  getApplicationReviews: {
    fixture: 'completed',
    request: (f) => ({ params: { id: f.applicationId } }),
    answers: otherEmployersJob({ teen: 200, otherEmployer: 200, guardian: 200 }),
    learnNothing: ['student', 'otherStudent', 'employer', 'otherGuardian'],
  },
  replyToReview: {
    fixture: 'reviewed',
    request: (f) => ({ params: { id: f.reviewId ?? '' }, body: { text: 'Thank you!' } }),
    // The review is about the other employer (see the fixture).
    answers: {
      ...signedOut,
      ...students(WRONG_ROLE),
      employer: [404, 'REVIEW_NOT_FOUND'],
      otherEmployer: 200,
      roleless: WRONG_ROLE,
      ...guardians(WRONG_ROLE),
    },
    learnNothing: ['employer'],
  },
  listEmployerReviews: {
    fixture: 'shared',
    request: () => ({ params: { id: who.employer.userId } }),
    answers: everyone(200),
  },
  getStudentReviews: {
    fixture: 'shared',
    request: () => ({ params: { id: who.teen.userId } }),
    answers: everyone(200),
  },
  // Anyone with a role who can see the teen's (public, revealed) review, but its author.
  reportReview: {
    fixture: 'reviewed',
    request: (f) => ({ params: { id: f.reviewId ?? '' }, body: { reason: 'other' } }),
    answers: {
      ...signedOut,
      ...students(201),
      teen: [400, 'OWN_REVIEW'],
      ...employers(201),
      ...guardians(201),
      roleless: [403, 'ACCOUNT_INCOMPLETE'],
    },
  },

  // --- the work history: a student's own; its keys and the check of a credential are public ---------------
  getWorkHistory: { fixture: 'shared', answers: studentOnly({ student: 200, otherStudent: 200, teen: 200 }) },
  exportWorkHistory: {
    fixture: 'shared',
    request: () => ({ query: { format: 'json-resume' } }),
    answers: studentOnly({ student: 200, otherStudent: 200, teen: 200 }),
  },
  getCredentialKeys: { fixture: 'shared', answers: everyone(200) },
  verifyCredential: {
    fixture: 'shared',
    request: () => ({ body: { credential: 'eyJhbGciOiJFUzI1NiJ9.e30.c2ln' } }),
    answers: everyone(200),
  },
};

/** A moderator is answered as a role-less user unless a row says otherwise. */
for (const row of Object.values(matrix)) row.answers.moderator ??= row.answers.roleless;
const answerOf = (row: Row, caller: Who): Answer =>
  (row.answers as Record<Who, Answer>)[caller] ?? row.answers.roleless;

// --- running a row ------------------------------------------------------------------------------------

const totals = { requests: 0, byStatus: new Map<number, number>() };

function tokenOf(route: RouteName, caller: Who): string | undefined {
  if (caller === 'anonymous') return undefined;
  if (caller === 'roleless' && route === 'completeSocialSignUp') return socialUser.token;
  if ((tokenCases as string[]).includes(caller)) {
    const access = routes.find((r) => r.name === route)?.access;
    return tokens[access === 'employer' ? 'employer' : 'student'][caller as BadTokenKind];
  }
  return who[caller as Person].token;
}

async function call(route: RouteName, caller: Who, request: Request = {}): Promise<ApiResponse> {
  const res = await apiUnchecked(route, { ...request, token: tokenOf(route, caller) });
  totals.requests += 1;
  totals.byStatus.set(res.status, (totals.byStatus.get(res.status) ?? 0) + 1);
  return res;
}

function expectAnswer(res: ApiResponse, answer: Answer, label: string, success?: RegExp) {
  const [status, code] = typeof answer === 'number' ? [answer, undefined] : answer;
  expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.headers.get('content-type'), label).toMatch(
    status < 400 && success ? success : /application\/json/,
  );
  if (status >= 400) {
    expect(res.body.message, label).toEqual(expect.any(String));
    expect(res.body.message.length, label).toBeGreaterThan(0);
    expect(res.body.code, label).toEqual(code ?? expect.any(String));
  }
}

const statusOf = (answer: Answer) => (typeof answer === 'number' ? answer : answer[0]);

/** The employer's interest in `student`'s application to a fresh job of theirs: its conversation's id. */
async function conversationOf(employer: Actor, student: Actor): Promise<{ jobId: string; id: string }> {
  const jobId = await postJob(employer);
  const applied = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const id = applied.body.entity as string;
  const interest = await api('expressInterest', { params: { id }, token: employer.token, body: {} });
  expect(interest.status, JSON.stringify(interest.body)).toBe(200);
  return { jobId, id };
}

async function conversationFixture(kind: 'conversation' | 'blocks'): Promise<Fixture> {
  const { jobId, id } = await conversationOf(who.employer, who.teen);
  const message = await api('sendMessage', {
    params: { id },
    token: who.employer.token,
    body: { text: 'Hello Maya, are you free on Saturday?' },
  });
  expect(message.status, JSON.stringify(message.body)).toBe(201);
  // The teen reads it at once, which takes back its "new message" mail (due a few minutes on): the
  // scheduled mail run would otherwise send it while the refused rows run, which must send nothing.
  const read = await api('markConversationRead', { params: { id }, token: who.teen.token });
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  const fixture: Fixture = {
    jobId,
    applicationId: id,
    profileId: who.teen.userId,
    messageId: message.body.message.id as string,
  };
  if (kind === 'conversation') return fixture;
  const [otherEmployer, otherStudent] = await Promise.all([newEmployer('Kai'), newStudent('Lou')]);
  const [withTeen, withEmployer, forGuardian] = await Promise.all([
    conversationOf(otherEmployer, who.teen),
    conversationOf(who.employer, otherStudent),
    conversationOf(await newEmployer('Mo'), who.teen),
  ]);
  return {
    ...fixture,
    conversationFor: { teen: withTeen.id, employer: withEmployer.id, guardian: forGuardian.id },
  };
}

/**
 * A job (in three days to nine days on, no time of day: its day-before reminder is not due while the
 * matrix runs) the employer hired the guardian's teen for.
 */
async function newBookingFixture(): Promise<Fixture> {
  const posted = await api('createJob', {
    token: who.employer.token,
    body: jobBody({ title: 'Matrix booking', startDate: austinDay(3), endDate: austinDay(9) }),
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const jobId = posted.body.entity as string;
  const applied = await api('applyToJob', { params: { id: jobId }, token: who.teen.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const applicationId = applied.body.entity as string;
  const accepted = await api('reviewApplication', {
    token: who.employer.token,
    body: { applicantId: who.teen.userId, applicationId, reviewDecision: true },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { jobId, applicationId, profileId: who.teen.userId };
}

const completedFixtures = new Map<'completed' | 'reviewed', Promise<Fixture>>();

/**
 * A job the other employer hired the teen for (the employer's daily posts are all taken by the other
 * rows), done: two days on, or for `reviewed` eleven days on (after the booking's days), done and
 * reviewed by both.
 */
async function completedFixture(kind: 'completed' | 'reviewed'): Promise<Fixture> {
  const employer = who.otherEmployer;
  const job = await completeJob(employer, who.teen, kind === 'completed' ? 2 : 11);
  const fixture: Fixture = { jobId: job.jobId, applicationId: job.applicationId, profileId: who.teen.userId };
  if (kind === 'completed') return fixture;
  const [mine] = await Promise.all([
    api('submitReview', {
      params: { id: job.applicationId },
      token: who.teen.token,
      body: { stars: 4, text: 'Friendly.' },
    }),
  ]);
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  const theirs = await api('submitReview', {
    params: { id: job.applicationId },
    token: employer.token,
    body: { onTime: true, didWell: true, wouldHireAgain: true },
  });
  expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
  return { ...fixture, reviewId: mine.body.review.reviewId as string };
}

async function newFixture(kind: Exclude<Row['fixture'], 'booking'>): Promise<Fixture> {
  if (kind === 'conversation' || kind === 'blocks') return conversationFixture(kind);
  if (kind === 'completed' || kind === 'reviewed') {
    // One of each, shared by the reviews' rows (a completed job takes a while to make).
    const made = completedFixtures.get(kind) ?? completedFixture(kind);
    completedFixtures.set(kind, made);
    return made;
  }
  const profileId = who.student.userId;
  if (kind === 'report' || kind === 'decision' || kind === 'appeal') {
    // The other student reports the other employer's job (the employer's daily posts are all taken by
    // the other rows); a second moderator hides it; the other employer appeals.
    const jobId = await postJob(who.otherEmployer);
    const reportId = await reportJobAs(who.otherStudent, jobId);
    if (kind === 'report') return { jobId, applicationId: randomUUID(), profileId, reportId };
    const { decisionId } = await act(deciding, reportId, 'hide');
    if (kind === 'appeal') {
      const appeal = await api('appealDecision', {
        params: { id: decisionId },
        token: who.otherEmployer.token,
        body: { text: 'The deposit is paid back.' },
      });
      expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
    }
    return { jobId, applicationId: randomUUID(), profileId, reportId, decisionId };
  }
  const jobId = await postJob(who.employer);
  if (kind === 'job') return { jobId, applicationId: randomUUID(), profileId };
  if (kind === 'approval') {
    const waits = await api('applyToJob', { params: { id: jobId }, token: youngTeen.token, body: {} });
    expect(waits.body.status, JSON.stringify(waits.body)).toBe('AwaitingApproval');
    return { jobId, applicationId: waits.body.entity as string, profileId: youngTeen.userId };
  }
  const applied = await api('applyToJob', { params: { id: jobId }, token: who.student.token, body: {} });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return { jobId, applicationId: applied.body.entity as string, profileId };
}

const rows = Object.entries(matrix) as [RouteName, Row][];
const fixtures = new Map<RouteName, Fixture>();
let mailsBefore: Record<string, number>;

beforeAll(async () => {
  const [moderator, decidingModerator] = [await newModerator('Mae'), await newModerator('Dov')];
  deciding = decidingModerator;
  const [student, otherStudent, family, employer, otherEmployer, roleless, social, otherFamily] =
    await Promise.all([
      newStudent('Sam'),
      newStudent('Alex'),
      newConfirmedFamily('Maya', 15),
      newEmployer('Pat'),
      newEmployer('Ola'),
      newRoleless(),
      newRoleless(),
      newConfirmedFamily('Sol', 15),
    ]);
  const { teen, guardian } = family;
  youngTeen = (await newConfirmedFamily('Nia', 14, guardian)).teen;
  // The teen's applications go straight to the employer, as before.
  await alertEveryEvent(guardian, teen.userId);
  who = {
    student,
    otherStudent,
    teen,
    employer,
    otherEmployer,
    roleless,
    guardian,
    otherGuardian: otherFamily.guardian,
    moderator,
  };
  socialUser = social;
  tokens = { student: badTokens(student.token), employer: badTokens(employer.token) };
  const shared = await newFixture('application');
  // The schedule's rows share one booking: the employer hired the guardian's teen.
  const booking = await newBookingFixture();
  // The alerts rows' saved search, the student's own.
  const saved = await api('saveSearch', { token: student.token, body: { title: 'zqxv fixture' } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  shared.savedSearchId = saved.body.search.id as string;
  // The fixtures post more jobs than an employer may in a day. The rows are about who may act, not
  // how many posts (limits.test.ts is), so the employer's day of posts starts again before each
  // fixture's job and before the rows run.
  const newDayOfPosts = () => deleteItem('limits', { limitKey: limitKeyOf('postJob', employer.userId) });
  for (const [route, row] of rows) {
    if (row.fixture === 'shared' || row.fixture === 'booking') {
      fixtures.set(route, row.fixture === 'shared' ? shared : booking);
      continue;
    }
    await newDayOfPosts();
    fixtures.set(route, await newFixture(row.fixture));
  }
  await newDayOfPosts();
  const addresses = [...watched(), socialUser].map((p) => p.email);
  mailsBefore = await inboxCounts([...addresses, teen.parentEmail as string]);
}, 240_000);

afterAll(() => {
  const byClass = [...totals.byStatus.entries()].sort(([a], [b]) => a - b);
  const covered = rows.filter(([route]) => routes.some((r) => r.name === route)).length;
  console.log(
    [
      'Authorization matrix',
      `  routes covered: ${covered} / ${routes.length} in shared/routes.ts (${Math.round((covered / routes.length) * 100)} %)`,
      `  callers per route: ${callers.length} (${callers.join(', ')})`,
      `  requests: ${totals.requests}`,
      `  answers: ${byClass.map(([status, n]) => `${status} × ${n}`).join(', ')}`,
    ].join('\n'),
  );
});

describe('the authorization matrix', () => {
  it('has a row for every route of the route table, and no row for a route that is gone', () => {
    expect(rows.map(([route]) => route).sort()).toEqual(routes.map((r) => r.name).sort());
    for (const [route, row] of rows)
      expect(Object.keys(row.answers).sort(), route).toEqual([...callers].sort());
  });

  describe.each(rows)('%s', (route, row) => {
    it('refuses every caller it must, and the tables are exactly as before', async () => {
      const f = fixtures.get(route) as Fixture;
      const before = await tablesState(f, watched());
      // At once: a refused call changes nothing, so no order between them matters.
      const refused = callers.filter((c) => statusOf(answerOf(row, c)) >= 400);
      const answers = await Promise.all(
        refused.map((caller) => call(route, caller, row.request?.(f, caller))),
      );
      for (const [i, caller] of refused.entries()) {
        expectAnswer(answers[i] as ApiResponse, answerOf(row, caller), caller);
      }
      expect(await tablesState(f, watched())).toEqual(before);
    });
  });

  describe.each(rows.filter(([, row]) => row.learnNothing))('%s', (route, row) => {
    it('tells someone else nothing: the same answer as for an id that does not exist, and no change', async () => {
      const f = fixtures.get(route) as Fixture;
      const nowhere: Fixture = {
        jobId: randomUUID(),
        applicationId: randomUUID(),
        profileId: randomUUID(),
        savedSearchId: randomUUID(),
        messageId: f.messageId ? `${f.messageId.slice(0, 24)}${randomUUID().slice(24)}` : undefined,
        reportId: randomUUID(),
        decisionId: randomUUID(),
        reviewId: randomUUID(),
      };
      const before = await tablesState(f, watched());
      for (const caller of row.learnNothing ?? []) {
        const real = await call(route, caller, row.request?.(f, caller));
        const made = await call(route, caller, row.request?.(nowhere, caller));
        expect({ status: made.status, body: made.body }, caller).toEqual({
          status: real.status,
          body: real.body,
        });
      }
      expect(await tablesState(f, watched())).toEqual(before);
    });
  });

  it('sent no mail for any refused request', async () => {
    await expectNoNewMail(mailsBefore);
  });

  describe.each(rows)('%s', (route, row) => {
    it('answers every allowed caller', async () => {
      const f = fixtures.get(route) as Fixture;
      const bodies: Partial<Record<Who, string>> = {};
      // At once too: each allowed caller acts on their own behalf (their own application, report, job).
      const allowed = callers.filter((c) => statusOf(answerOf(row, c)) < 400);
      const answers = await Promise.all(
        allowed.map((caller) => call(route, caller, row.request?.(f, caller))),
      );
      allowed.forEach((caller, i) => {
        const res = answers[i] as ApiResponse;
        expectAnswer(res, answerOf(row, caller), caller, row.contentType);
        bodies[caller] = JSON.stringify(res.body);
      });
      await row.check?.(f, bodies);
    });
  });
});
