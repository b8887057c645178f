import { describe, expect, it } from 'vitest';
import { webPath } from '../../shared/web-paths';
import { api } from './support/api';
import { linkToken, newConfirmedFamily } from './support/family';
import { expectMails, expectNoNewMail, inboxCounts } from './support/inbox';
import { newEmployer, postJob, snapshot, uniqueTitle } from './support/marketplace';
import { readItem } from './support/tables';

/*
 * What a parent approves is the whole job: its description, days and hours, pay, town, and who posted
 * it (their first name, how long they have been on the site, their rating once reviews exist), with a
 * link to its page, on the /family card, in the approval e-mail and on the page its links open.
 */

const DESCRIPTION =
  'Walk Biscuit, our friendly beagle, for 30 minutes after school.\nLeash and bags provided.';

async function waitingApplication() {
  const { teen, guardian } = await newConfirmedFamily('Maya', 14);
  const employer = await newEmployer('Sam');
  const title = uniqueTitle('Dog walking');
  const jobId = await postJob(employer, title, {
    description: DESCRIPTION,
    kind: 'dogWalking',
    startTime: '15:30',
    endTime: '16:30',
    price: 18.5,
    priceType: 'perHr',
  });
  const applied = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
  expect(applied.body.status).toBe('AwaitingApproval');
  return { teen, guardian, employer, title, jobId, applicationId: applied.body.entity as string };
}

describe('the whole job, where a guardian approves', () => {
  it('is on the /family card: description, days and hours, pay, town and the employer’s standing', async () => {
    const { guardian, employer, jobId, title } = await waitingApplication();
    const family = await api('getFamily', { token: guardian.token });
    const [waiting] = family.body.teens[0].applications;
    const employerRecord = await readItem<{ createdAt: string }>('users', { userId: employer.userId });
    expect(waiting).toMatchObject({
      status: 'AwaitingApproval',
      job: {
        jobId,
        title,
        kind: 'dogWalking',
        description: DESCRIPTION,
        startTime: '15:30',
        endTime: '16:30',
        price: 18.5,
        priceType: 'perHr',
        town: { city: 'Austin', state: 'TX' },
        employer: { firstName: 'Sam', memberSince: employerRecord?.createdAt, rating: null },
      },
    });
    // The employer's first name only, as every public answer.
    expect(JSON.stringify(waiting.job)).not.toContain(employer.lastName);
  });

  it('is in the approval e-mail, with a link to the job’s page', async () => {
    const { guardian, jobId, title } = await waitingApplication();
    const [mail] = await expectMails(guardian.email, 'would like to apply', 1);
    const text = mail?.body.text ?? '';
    for (const fact of [
      title,
      'Walk Biscuit, our friendly beagle, for 30 minutes after school.',
      'Leash and bags provided.',
      '3:30 pm – 4:30 pm',
      '$18.50/Hr',
      'Austin, TX',
      'Sam',
      'New to Neighbourhood Jobs this month · No reviews yet',
      webPath('job', { id: jobId }),
    ]) {
      expect(text, fact).toContain(fact);
    }
  });

  it('is what the link’s page reads, changing nothing; a used or forged link reads nothing', async () => {
    const { guardian, teen, employer, jobId, title } = await waitingApplication();
    const [mail] = await expectMails(guardian.email, 'would like to apply', 1);
    const token = linkToken(mail as NonNullable<typeof mail>, '/family/approval');
    const before = await snapshot([jobId], [teen.userId]);
    const inbox = await inboxCounts([guardian.email, teen.email, employer.email]);

    const read = await api('readApplicationByLink', { body: { token } });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toMatchObject({
      teenFirstName: 'Maya',
      waiting: true,
      status: 'AwaitingApproval',
      job: { jobId, title, description: DESCRIPTION, startTime: '15:30', price: 18.5 },
    });
    // Read twice: still nothing changed, nobody mailed, and the link still decides.
    expect((await api('readApplicationByLink', { body: { token } })).status).toBe(200);
    expect(await snapshot([jobId], [teen.userId])).toEqual(before);
    await expectNoNewMail(inbox);

    const forged = await api('readApplicationByLink', { body: { token: `${token.slice(0, -2)}xx` } });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_LINK');

    const decided = await api('decideApplicationByLink', { body: { token, approve: true } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const used = await api('readApplicationByLink', { body: { token } });
    expect(used.status).toBe(400);
    expect(used.body.code).toBe('LINK_USED');
  });
});
