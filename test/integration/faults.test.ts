import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DynamoFault } from '../../scripts/local/dynamo-faults';
import { NOTIFICATIONS_MAX_RECEIVE_COUNT } from '../../shared/notifications/queues';
import { addDays, localDay } from '../../shared/rules/job-day';
import { FAULTS_VISIBILITY_SECONDS } from '../support/global-stack-faults';
import { latestCode, poolUser, studentPayload, teenPayload } from './support/accounts';
import { api } from './support/api';
import {
  clearDynamoFaults,
  deadLetterCount,
  everyTable,
  peekDeadLetters,
  physical,
  queuedCount,
  runRedrive,
  setDynamoFaults,
  sleep,
  startMail,
  startNotify,
  stopMail,
  stopNotify,
  waitFor,
} from './support/faults';
import {
  type Actor,
  allMails,
  expectMails,
  newEmployer,
  newStudent,
  newTeen,
  postJob,
  uniqueTitle,
} from './support/marketplace';

/*
 * Mail and database faults on a stack of its own (vitest project "faults"): the mail service stopped, DynamoDB
 * throttling or down. The user's action succeeds whatever happens to the mail, and every
 * notification arrives exactly once: through the notifications queue's retries (SQS hands a failed
 * message out again) when the mail service comes back in time, through the dead-letter queue and the
 * operator's redrive when it does not, and from the queue when the notify function was not running.
 * A request that meets a throttled or unavailable database gets a 503 with Retry-After and leaves
 * every table as it was.
 */

const SUPPORT = 'support@neighbourhoodjobs.local';
/** The receives before SQS dead-letters a message, with the faults stack's visibility timeout, and some room for a loaded machine. */
const RETRIES_SPENT_MS = NOTIFICATIONS_MAX_RECEIVE_COUNT * FAULTS_VISIBILITY_SECONDS * 1_000 + 4_000;

afterEach(async () => {
  await clearDynamoFaults();
  await startMail();
  await startNotify();
});

const apply = (who: Actor, jobId: string) =>
  api('applyToJob', { params: { id: jobId }, token: who.token, body: {} });
const accept = (by: Actor, applicant: Actor, applicationId: string) =>
  api('reviewApplication', {
    token: by.token,
    body: { applicantId: applicant.userId, applicationId, reviewDecision: true },
  });
const report = (who: Actor, jobId: string) =>
  api('reportJob', { params: { id: jobId }, token: who.token, body: { reportReason: 'other' } });

/** Registers a teen (the parent is mailed once the teen has verified) and verifies through the API. */
async function registerAndVerifyTeen(firstName: string) {
  const payload = teenPayload({ firstName, parentName: 'Priya Patel' });
  const registered = await api('registerUser', { body: payload });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const email = payload.emailId as string;
  const verified = await api('verifyUser', {
    body: { userId: email, verificationCode: latestCode(email) },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { parentEmail: payload.parentEmail as string, name: `${firstName} ${payload.lastName as string}` };
}

/**
 * The four actions of the issue, each answered as usual: a student applies, the employer accepts, a
 * user reports the job, a teen verifies. Returns the e-mails they must produce, as (address, subject).
 */
async function journey(employer: Actor, teen: Actor, reporter: Actor) {
  const title = uniqueTitle('Garden help');
  const jobId = await postJob(employer, title);
  const applied = await apply(teen, jobId);
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  const accepted = await accept(employer, teen, applied.body.entity);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const reported = await report(reporter, jobId);
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  const newTeen = await registerAndVerifyTeen('Noor');
  return [
    // apply
    [teen.email, `Your application for ${title} was sent`],
    [employer.email, `New application from ${teen.firstName} for ${title}`],
    [teen.parentEmail as string, `${teen.firstName} applied for a job: ${title}`],
    // accept
    [teen.email, `Your application for ${title} was accepted`],
    [teen.parentEmail as string, `${teen.firstName}’s application for ${title} was accepted`],
    // report
    [SUPPORT, `Job reported: ${title}`],
    // verify
    [newTeen.parentEmail, `Confirm you are ${newTeen.name}’s parent or guardian`],
  ] as const;
}

/** Each expected e-mail has arrived exactly once (and stays once: no late duplicate). */
async function expectEachOnce(expected: readonly (readonly [string, string])[]) {
  for (const [address, subject] of expected) await expectMails(address, subject, 1);
}

async function mailCountFor(addresses: readonly string[]): Promise<number> {
  return (await allMails()).filter((mail) => mail.destination.to.some((to) => addresses.includes(to))).length;
}

describe('the database throttling or down: 503 with Retry-After, and nothing half-written', () => {
  let employer: Actor;
  let student: Actor;

  beforeAll(async () => {
    employer = await newEmployer('Pat');
    student = await newStudent('Sam');
  });

  /** The request meets the fault: a 503 JSON with Retry-After, and not one item changed anywhere. */
  /** The faults the next expect503WritingNothing sets, once it has read the tables as they were. */
  let armed: DynamoFault[] = [];
  const armFaults = (faults: DynamoFault[]) => {
    armed = faults;
  };

  async function expect503WritingNothing(
    send: () => Promise<{ status: number; headers: Headers; body: any }>,
    addresses: readonly string[] = [],
  ) {
    const before = await everyTable();
    const mailsBefore = await mailCountFor(addresses);
    await setDynamoFaults(armed);
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('try again'),
    });
    await clearDynamoFaults();
    expect(await everyTable()).toEqual(before);
    // Every action queues its mails before it answers: once the queue is empty, all have been sent.
    await waitFor(async () => (await queuedCount()) === 0);
    expect(await mailCountFor(addresses)).toBe(mailsBefore);
  }

  it('reads: the job list answers 503 while DynamoDB is unavailable, then 200', async () => {
    await setDynamoFaults([{ error: 'ServiceUnavailable' }]);
    const down = await api('listNewestJobs');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
    await clearDynamoFaults();
    expect((await api('listNewestJobs')).status).toBe(200);
  });

  it('apply, its transaction throttled: 503, no application, counters unchanged; the retry applies', async () => {
    const jobId = await postJob(employer);
    armFaults([{ error: 'ProvisionedThroughputExceededException', operations: ['TransactWriteItems'] }]);
    await expect503WritingNothing(() => apply(student, jobId), [student.email, employer.email]);
    expect((await apply(student, jobId)).status).toBe(200);
  });

  it('apply, the limit counter throttled after the application was written: 503, the application taken back', async () => {
    const jobId = await postJob(employer);
    armFaults([{ error: 'ThrottlingException', tables: physical('limits') }]);
    await expect503WritingNothing(() => apply(student, jobId), [student.email, employer.email]);
    expect((await apply(student, jobId)).status).toBe(200);
  });

  it('accept, its transaction throttled: 503, the application still pending', async () => {
    const title = uniqueTitle('Accepted');
    const jobId = await postJob(employer, title);
    const applied = await apply(student, jobId);
    expect(applied.status).toBe(200);
    await expectMails(employer.email, `New application from ${student.firstName} for ${title}`, 1);
    armFaults([{ error: 'InternalServerError', operations: ['TransactWriteItems'] }]);
    await expect503WritingNothing(() => accept(employer, student, applied.body.entity), [student.email]);
    expect((await accept(employer, student, applied.body.entity)).status).toBe(200);
  });

  it('report, the limit counter throttled after the report was written: 503, the report taken back', async () => {
    const jobId = await postJob(employer);
    armFaults([{ error: 'RequestLimitExceeded', tables: physical('limits') }]);
    await expect503WritingNothing(() => report(student, jobId), [SUPPORT]);
    expect((await report(student, jobId)).status).toBe(200);
  });

  it('posting a job, its transaction throttled: 503, no job and no title-index items; the retry posts', async () => {
    // The address's place is looked up once and cached (a cache, not part of the job): warm it first.
    await postJob(employer);
    const today = localDay('America/Chicago');
    const body = {
      title: uniqueTitle('Throttled'),
      description: 'Walk our friendly labrador twice a day.',
      startDate: addDays(today, 1),
      endDate: addDays(today, 7),
      address: { address1: '1200 S Lamar Blvd', city: 'Austin', state: 'TX', zipCode: '78704' },
      price: 15,
      priceType: 'perHr',
    };
    armFaults([{ error: 'ProvisionedThroughputExceededException', operations: ['TransactWriteItems'] }]);
    await expect503WritingNothing(() => api('createJob', { token: employer.token, body }));
    expect((await api('createJob', { token: employer.token, body })).status).toBe(201);
  });

  it('withdraw, its transaction throttled: 503, the application and the counters as they were', async () => {
    const jobId = await postJob(employer);
    const applied = await apply(student, jobId);
    expect(applied.status).toBe(200);
    armFaults([{ error: 'ThrottlingException', operations: ['TransactWriteItems'] }]);
    const withdraw = () =>
      api('withdrawApplication', { params: { id: applied.body.entity }, token: student.token });
    await expect503WritingNothing(withdraw, [employer.email]);
    expect((await withdraw()).status).toBeLessThan(300);
  });

  it('interest, its write throttled: 503, nothing marked, no slot used, no mail; the retry sends it', async () => {
    const title = uniqueTitle('Interest');
    const jobId = await postJob(employer, title);
    const applied = await apply(student, jobId);
    expect(applied.status).toBe(200);
    await expectMails(employer.email, `New application from ${student.firstName} for ${title}`, 1);
    armFaults([
      {
        // The mark and the conversation it opens are one transaction.
        error: 'ProvisionedThroughputExceededException',
        operations: ['TransactWriteItems'],
        tables: physical('applications'),
      },
    ]);
    const interest = () =>
      api('expressInterest', { params: { id: applied.body.entity }, token: employer.token });
    await expect503WritingNothing(interest, [student.email, employer.email]);
    expect((await interest()).status).toBeLessThan(300);
  });

  it('interest, its job read throttled: 503 with nothing marked, and the retry still mails the student once', async () => {
    const title = uniqueTitle('Interest read');
    const jobId = await postJob(employer, title);
    const applied = await apply(student, jobId);
    expect(applied.status).toBe(200);
    await expectMails(employer.email, `New application from ${student.firstName} for ${title}`, 1);
    armFaults([{ error: 'ThrottlingException', operations: ['GetItem'], tables: physical('jobs') }]);
    const interest = () =>
      api('expressInterest', { params: { id: applied.body.entity }, token: employer.token });
    await expect503WritingNothing(interest, [student.email, employer.email]);
    expect((await interest()).status).toBeLessThan(300);
    await expectMails(student.email, `An employer is interested in your application for ${title}`, 1);
  });

  it.each([
    ['closing', (jobId: string, token: string) => api('closeJob', { params: { id: jobId }, token })],
    ['deleting', (jobId: string, token: string) => api('deleteJob', { params: { id: jobId }, token })],
  ])(
    '%s a job, its transaction throttled: 503, the job and its title index as they were',
    async (_what, change) => {
      const jobId = await postJob(employer);
      armFaults([{ error: 'InternalServerError', operations: ['TransactWriteItems'] }]);
      await expect503WritingNothing(() => change(jobId, employer.token));
      expect((await change(jobId, employer.token)).status).toBeLessThan(300);
    },
  );

  it('registration, the profile write throttled after the pool user was made: 503, no pool user and no profile; the retry registers', async () => {
    const payload = studentPayload();
    const email = payload.emailId as string;
    // The first users-table put is the sign-up cooldown; the second is the profile.
    armFaults([
      {
        error: 'ProvisionedThroughputExceededException',
        operations: ['PutItem'],
        tables: physical('users'),
        skip: 1,
      },
    ]);
    await expect503WritingNothing(() => api('registerUser', { body: payload }));
    expect(poolUser(email)).toBeUndefined();
    const again = await api('registerUser', { body: payload });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(poolUser(email)).toBeDefined();
  });
});

describe('the mail service down: every action succeeds, every notification arrives once', () => {
  let employer: Actor;
  let teen: Actor;
  let reporter: Actor;

  beforeAll(async () => {
    employer = await newEmployer('Pat');
    teen = await newTeen('Maya');
    reporter = await newStudent('Sam');
  });

  it('comes back before the retries are spent: SQS hands the message out again and the e-mail arrives once', async () => {
    const title = uniqueTitle('Retried');
    const jobId = await postJob(employer, title);
    await stopMail();
    const reported = await report(reporter, jobId);
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    // The first receive meets the mail service down; it is back before the message is visible again.
    await sleep((FAULTS_VISIBILITY_SECONDS * 1_000) / 2);
    await startMail();
    await expectMails(SUPPORT, `Job reported: ${title}`, 1);
    // Deleted from the queue, the message cannot be handed out again: the count is final.
    await waitFor(async () => (await queuedCount()) === 0);
    expect(await queuedCount()).toBe(0);
    await expectMails(SUPPORT, `Job reported: ${title}`, 1);
    expect(await deadLetterCount()).toBe(0);
  });

  it('the notify function is not running: the action succeeds, the notification waits in its queue, and arrives once when it is back', async () => {
    const title = uniqueTitle('Queued');
    const jobId = await postJob(employer, title);
    await stopNotify();
    const reported = await report(reporter, jobId);
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    // Queued before the answer, and nothing reads the queue.
    expect(await queuedCount()).toBe(1);
    await expectMails(SUPPORT, `Job reported: ${title}`, 0);
    await startNotify();
    await expectMails(SUPPORT, `Job reported: ${title}`, 1);
    await waitFor(async () => (await queuedCount()) === 0);
    expect(await queuedCount()).toBe(0);
    expect(await deadLetterCount()).toBe(0);
  });

  it('stays down past the retries: each notification waits in the dead-letter queue, whole, and the redrive sends each once', async () => {
    const everyone = [employer.email, teen.email, teen.parentEmail as string, reporter.email, SUPPORT];
    const mailsBefore = await mailCountFor(everyone);
    await stopMail();
    const expected = await journey(employer, teen, reporter);
    // Each message is received three times, fails each time, and SQS then moves it to the dead-letter queue.
    const addresses = [...new Set(expected.map(([address]) => address))];
    const recipientsWaiting = async () =>
      (await peekDeadLetters()).flatMap((event) => event.recipients as string[]);
    await waitFor(async () => {
      const waitingFor = await recipientsWaiting();
      return addresses.every((address) => waitingFor.includes(address));
    }, RETRIES_SPENT_MS + 20_000);
    // Other messages may still be spending their retries. With none left in the queue, visible or
    // being handled, every one has reached the dead-letter queue and nothing more can come.
    await waitFor(async () => (await queuedCount()) === 0, RETRIES_SPENT_MS + 20_000);
    expect(await queuedCount()).toBe(0);
    const waiting = await peekDeadLetters();
    // The notification as notify() sent it, nothing wrapped around it.
    for (const event of waiting) {
      expect(Object.keys(event).sort()).toEqual(['data', 'id', 'recipients', 'template']);
      expect(event).toMatchObject({
        id: expect.any(String),
        template: expect.any(String),
        recipients: expect.any(Array),
        data: expect.any(Object),
      });
    }
    const waitingFor = waiting.flatMap((event) => event.recipients as string[]);
    for (const [address] of expected) expect(waitingFor).toContain(address);

    // A dry run lists each one, masked, and changes nothing.
    const listed = await runRedrive('--dry-run');
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain(`${waiting.length} waiting; nothing was changed.`);
    expect(listed.output.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(waiting.length);
    for (const [address] of expected) expect(listed.output).not.toContain(address);
    expect(await deadLetterCount()).toBe(waiting.length);

    // Still down: the redrive moves them back, they fail again, and after their retries they are
    // back in the dead-letter queue, every one of them and nothing sent.
    const failed = await runRedrive();
    expect(failed.code, failed.output).toBe(0);
    expect(failed.output).toContain(`Moved ${waiting.length} of ${waiting.length}`);
    await waitFor(async () => (await deadLetterCount()) === waiting.length, RETRIES_SPENT_MS + 20_000);
    expect(await deadLetterCount()).toBe(waiting.length);
    expect(await queuedCount()).toBe(0);

    await startMail();
    // Nothing was sent while it was down (the new teen's parent had no mail before either).
    expect(await mailCountFor([...everyone, ...addresses])).toBe(mailsBefore);
    const redriven = await runRedrive();
    expect(redriven.code, redriven.output).toBe(0);
    expect(redriven.output).toContain(`Moved ${waiting.length} of ${waiting.length}`);
    await expectEachOnce(expected);
    await waitFor(async () => (await queuedCount()) === 0);
    expect(await deadLetterCount()).toBe(0);

    // A second redrive finds nothing, and nothing is sent twice.
    const again = await runRedrive();
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('Moved 0 of 0');
    await expectEachOnce(expected);
  }, 240_000);
});
