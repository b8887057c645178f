import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath } from '../../shared/routes';
import { appConfigSchema } from '../../shared/schemas/app-config';
import { applicationMessages, applyResponseSchema } from '../../shared/schemas/application';
import {
  ApiRequestError,
  apiRequest,
  isSessionEnded,
  SESSION_ENDED_MESSAGE,
  setBearerToken,
} from '../../web/src/lib/api-client';
import { setConfig } from '../../web/src/lib/config';
import { stack } from './support/api';
import {
  type Actor,
  applicationsOf,
  countersOf,
  expectMails,
  expectNoNewMail,
  inboxCounts,
  limitOf,
  newEmployer,
  newStudent,
  postJob,
  uniqueTitle,
} from './support/marketplace';
import { badTokens } from './support/tokens';

/*
 * A student whose session has ended (an expired or revoked token) applies. The
 * browser's own API client (web/src/lib/api-client.ts) is driven here against the local stack, so the
 * real gateway's 401 is what it reads: it must say "Please sign in again" (retrying cannot work),
 * nothing may be written or mailed, and signing in again must let the same application through.
 */

let employer: Actor;
let student: Actor;

beforeAll(async () => {
  [employer, student] = await Promise.all([newEmployer('Pat'), newStudent('Sam')]);
  // The settings a browser at the app's address reads, with /api resolved against that address.
  const config = appConfigSchema.parse(await (await fetch(`${stack().appUrl}/config.json`)).json());
  setConfig({ ...config, apiBaseUrl: stack().apiUrl });
});

afterAll(() => {
  setBearerToken(null);
  setConfig(undefined);
});

/** The Apply form's request (web/src/features/jobs/api/apply-to-job.ts), as the browser sends it. */
const applyAsBrowser = (jobId: string) =>
  apiRequest(routePath('applyToJob', { id: jobId }), {
    method: 'POST',
    body: { expectedPrice: 15, priceType: 'perHr', bio: 'I walk dogs every weekend.' },
    schema: applyResponseSchema,
  });

describe('applying with a session that has ended', () => {
  it('asks the student to sign in again, writes and sends nothing; after signing in the same application goes through', async () => {
    const title = uniqueTitle('Dog walking');
    const jobId = await postJob(employer, title);
    const mails = await inboxCounts([student.email, employer.email]);

    for (const token of [badTokens(student.token).expiredToken, 'not.a.token']) {
      // The page's token in memory; no session to renew it here.
      setBearerToken(token);
      const failure = await applyAsBrowser(jobId).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiRequestError);
      expect(
        isSessionEnded(failure),
        JSON.stringify({ ...(failure as object), message: String(failure) }),
      ).toBe(true);
      expect((failure as ApiRequestError).status).toBe(401);
      expect((failure as ApiRequestError).message).toBe(SESSION_ENDED_MESSAGE);
      expect((failure as ApiRequestError).message).not.toMatch(/something went wrong/i);
    }
    expect(await applicationsOf(jobId)).toEqual([]);
    expect(await countersOf(jobId)).toEqual({ total: 0, pending: 0, accepted: 0, rejected: 0 });
    expect(await limitOf('apply', student.userId)).toBeUndefined();
    await expectNoNewMail(mails);

    // Signed in again: the same request is accepted, once, with its mails.
    setBearerToken(student.token);
    await expect(applyAsBrowser(jobId)).resolves.toMatchObject({ message: applicationMessages.applied });
    expect(await applicationsOf(jobId)).toHaveLength(1);
    await expectMails(student.email, `Your application for ${title} was sent`, 1);
    await expectMails(employer.email, `New application from ${student.firstName} for ${title}`, 1);
  });

  it('keeps the server’s own words for a 401 that is not about a session (a wrong password at sign-in)', async () => {
    setBearerToken(null);
    const failure = await apiRequest(routePath('signIn'), {
      method: 'POST',
      body: { emailId: student.email, password: 'Not-the-password1!', expectedRoleId: 1 },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(isSessionEnded(failure)).toBe(false);
    expect((failure as ApiRequestError).message).not.toBe(SESSION_ENDED_MESSAGE);
  });
});
