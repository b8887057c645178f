import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../scripts/local/stack';
import type { RouteName } from '../../shared/routes';
import { api, apiUnchecked } from './support/api';
import {
  type Actor,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  newEmployer,
  newRoleless,
  newStudent,
  newTeen,
  postJob,
  snapshot,
  uniqueTitle,
} from './support/marketplace';
import type { Request } from './support/matrix-state';

/*
 * Every route of the applications and reports functions × every kind of caller, over HTTP. Each
 * refused call gets exactly its status (401 signed out, 403 wrong role or own job, 404 someone
 * else's) and leaves the tables and the inbox as they were; each allowed call succeeds.
 *
 * A signed-in user without a role (a Google sign-up not completed) is refused everywhere: 403 on the
 * student and employer routes (the glue's role check), and 403 ACCOUNT_INCOMPLETE on the report route,
 * which is open to any signed-in caller but needs a finished account.
 */

type Who = 'anonymous' | 'student' | 'otherStudent' | 'teen' | 'employer' | 'otherEmployer' | 'roleless';

let people: Record<Exclude<Who, 'anonymous'>, Actor>;

beforeAll(async () => {
  people = {
    student: await newStudent('Sam'),
    otherStudent: await newStudent('Alex'),
    teen: await newTeen('Maya'),
    employer: await newEmployer('Pat'),
    otherEmployer: await newEmployer('Ola'),
    roleless: await newRoleless(),
  };
});

interface Fixture {
  title: string;
  jobId: string;
  /** The student's pending application to the job, when the route needs one. */
  applicationId: string;
}

interface RouteCase {
  route: RouteName;
  /** Whether the route needs the student's application (else the job has none). */
  withApplication: boolean;
  /** The call's path parameters and body (none when left out); method and path are the route's. */
  request?: (f: Fixture) => Request;
  refused: [Who, number, string?][];
  allowed: Who[];
  /** Run after all allowed calls, e.g. to check each saw only their own. */
  check?: (f: Fixture, bodies: Partial<Record<Who, unknown>>) => void;
}

const WRONG_ROLE = 'WRONG_ROLE';
const studentsRefused: [Who, number, string?][] = [
  ['student', 403, WRONG_ROLE],
  ['otherStudent', 403, WRONG_ROLE],
  ['teen', 403, WRONG_ROLE],
];
const employersRefused: [Who, number, string?][] = [
  ['employer', 403, WRONG_ROLE],
  ['otherEmployer', 403, WRONG_ROLE],
];
/** Routes for the owning employer only: students and role-less users 403, another employer 404. */
const ownerEmployerOnly = (notFoundCode: string): [Who, number, string?][] => [
  ['anonymous', 401],
  ...studentsRefused,
  ['otherEmployer', 404, notFoundCode],
  ['roleless', 403, WRONG_ROLE],
];

const cases: RouteCase[] = [
  {
    route: 'applyToJob',
    withApplication: false,
    request: (f) => ({ params: { id: f.jobId }, body: {} }),
    refused: [['anonymous', 401], ...employersRefused, ['roleless', 403, WRONG_ROLE]],
    allowed: ['student', 'otherStudent', 'teen'],
  },
  {
    route: 'withdrawApplication',
    withApplication: true,
    request: (f) => ({ params: { id: f.applicationId } }),
    refused: [
      ['anonymous', 401],
      ['otherStudent', 404, 'APPLICATION_NOT_FOUND'],
      ['teen', 404, 'APPLICATION_NOT_FOUND'],
      ...employersRefused,
      ['roleless', 403, WRONG_ROLE],
    ],
    allowed: ['student'],
  },
  {
    route: 'listOwnApplications',
    withApplication: true,
    refused: [['anonymous', 401], ...employersRefused, ['roleless', 403, WRONG_ROLE]],
    allowed: ['student', 'otherStudent', 'teen'],
    check: (f, bodies) => {
      const ids = (who: Who) =>
        (bodies[who] as { applications: { entity: string }[] }).applications.map((a) => a.entity);
      expect(ids('student')).toContain(f.applicationId);
      expect(ids('otherStudent')).not.toContain(f.applicationId);
      expect(ids('teen')).not.toContain(f.applicationId);
    },
  },
  {
    route: 'listJobApplications',
    withApplication: true,
    request: (f) => ({ params: { id: f.jobId } }),
    refused: ownerEmployerOnly('JOB_NOT_FOUND'),
    allowed: ['employer'],
  },
  {
    route: 'getApplication',
    withApplication: true,
    request: (f) => ({ params: { id: f.applicationId } }),
    refused: ownerEmployerOnly('APPLICATION_NOT_FOUND'),
    allowed: ['employer'],
  },
  {
    route: 'reviewApplication',
    withApplication: true,
    request: (f) => ({
      body: { applicantId: people.student.userId, applicationId: f.applicationId, reviewDecision: false },
    }),
    refused: ownerEmployerOnly('APPLICATION_NOT_FOUND'),
    allowed: ['employer'],
  },
  {
    route: 'expressInterest',
    withApplication: true,
    request: (f) => ({ params: { id: f.applicationId } }),
    refused: ownerEmployerOnly('APPLICATION_NOT_FOUND'),
    allowed: ['employer'],
  },
  {
    route: 'reportJob',
    withApplication: false,
    request: (f) => ({ params: { id: f.jobId }, body: { reportReason: 'other' } }),
    refused: [
      ['anonymous', 401],
      ['employer', 403, 'OWN_JOB'],
      ['roleless', 403, 'ACCOUNT_INCOMPLETE'],
    ],
    allowed: ['student', 'otherStudent', 'teen', 'otherEmployer'],
  },
];

const call = (route: RouteName, who: Who, request: Request = {}) =>
  apiUnchecked(route, { ...request, ...(who === 'anonymous' ? {} : { token: people[who].token }) });

describe.each(cases)('$route for every kind of caller', (c) => {
  it(`refuses ${c.refused.map(([who, status]) => `${who} (${status})`).join(', ')} without a trace; allows ${c.allowed.join(', ')}`, async () => {
    const { employer, student } = people;
    const title = uniqueTitle('Matrix');
    const jobId = await postJob(employer, title);
    let applicationId = '';
    if (c.withApplication) {
      const res = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
      expect(res.status).toBe(200);
      applicationId = res.body.entity;
    }
    const fixture = { title, jobId, applicationId };
    const everyone = Object.values(people);
    const addresses = [...everyone.map((p) => p.email), people.teen.parentEmail as string];
    const before = await snapshot(
      [jobId],
      everyone.map((p) => p.userId),
    );
    const mails = await inboxCounts(addresses);

    for (const [who, status, code] of c.refused) {
      const res = await call(c.route, who, c.request?.(fixture));
      expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.headers.get('content-type'), who).toMatch(/application\/json/);
      expect(res.body.message, who).toEqual(expect.any(String));
      if (code) expect(res.body.code, who).toBe(code);
    }
    expect(
      await snapshot(
        [jobId],
        everyone.map((p) => p.userId),
      ),
    ).toEqual(before);
    await expectNoNewMail(mails);
    await expectMails(SUPPORT_EMAIL, title, 0);

    const bodies: Partial<Record<Who, unknown>> = {};
    for (const who of c.allowed) {
      const res = await call(c.route, who, c.request?.(fixture));
      expect(res.status, `${who}: ${JSON.stringify(res.body)}`).toBe(200);
      bodies[who] = res.body;
    }
    c.check?.(fixture, bodies);
  });
});
