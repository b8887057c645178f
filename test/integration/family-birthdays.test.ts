import { describe, expect, it } from 'vitest';
import { birthdayOf } from '../../shared/rules/age';
import { api } from './support/api';
import {
  alertEveryEvent,
  bornToTurnTomorrow,
  newConfirmedFamily,
  newInvitedTeen,
  runBirthdays,
  runDigest,
  tomorrowOnTheAgeCalendar,
} from './support/family';
import { expectMails, expectNoNewMail, inboxCounts } from './support/inbox';
import { newEmployer, postJob } from './support/marketplace';
import { readItem, storedUser } from './support/tables';

/*
 * The birthdays on which a minor's rules change by themselves, and the daily run that does what a day
 * cannot do alone: the guardian hears of the 16th; at 18 the guardian link ends, what waited for the
 * guardian's approval goes to the employers, and the guardian is told. Under a controlled clock: the
 * run is started as its schedule would, with the scheduled event's time (the admin endpoint).
 */

const tomorrow = tomorrowOnTheAgeCalendar();
const today = new Date(tomorrow.getTime() - 86_400_000);

describe('the 16th birthday', () => {
  it('is told to the guardian once, on the day, and the next birthday to mind is the 18th', async () => {
    const dateOfBirth = bornToTurnTomorrow(16);
    const { teen, guardian } = await newConfirmedFamily('Maya', { dateOfBirth });
    expect((await storedUser(teen.userId))?.birthdayOn).toBe(birthdayOf(dateOfBirth, 16));

    // The day before: nothing is due for Maya.
    const inbox = await inboxCounts([guardian.email]);
    await runBirthdays(today);
    expect((await storedUser(teen.userId))?.birthdayOn).toBe(birthdayOf(dateOfBirth, 16));
    await expectNoNewMail(inbox);

    const first = await runBirthdays(tomorrow);
    expect(first.sixteen).toBeGreaterThanOrEqual(1);
    expect((await storedUser(teen.userId))?.birthdayOn).toBe(birthdayOf(dateOfBirth, 18));
    const turned = async () => {
      const family = await api('getFamily', { token: guardian.token });
      return (family.body.teens[0].activity as { kind: string; text: string }[]).filter(
        (entry) => entry.kind === 'turned-16',
      );
    };
    expect(await turned()).toEqual([
      expect.objectContaining({ text: 'Maya turned 16 today: the rules for under-16s no longer apply.' }),
    ]);
    // From 16 the defaults are a daily digest (the guardian chose nothing): the news waits for it.
    await runDigest();
    const [digest] = await expectMails(guardian.email, 'Your family update', 1);
    expect(digest?.body.text).toContain('Maya turned 16 today');

    // A repeated run, and two at once, act on it no more.
    const afterwards = await inboxCounts([guardian.email]);
    await Promise.all([runBirthdays(tomorrow), runBirthdays(tomorrow)]);
    await runDigest();
    expect(await turned()).toHaveLength(1);
    await expectNoNewMail(afterwards);
  });
});

describe('the 18th birthday', () => {
  it('ends the guardian link: the waiting application goes to its employer, and the guardian is told once', async () => {
    const dateOfBirth = bornToTurnTomorrow(18);
    const { teen, guardian } = await newConfirmedFamily('Alex', { dateOfBirth });
    await alertEveryEvent(guardian, teen.userId, { approvalRequired: true });
    const employer = await newEmployer('Sam');
    const jobId = await postJob(employer);
    const applied = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(applied.body.status).toBe('AwaitingApproval');
    const before = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(before.body.applications).toHaveLength(0);

    const run = await runBirthdays(tomorrow);
    expect(run.eighteen).toBeGreaterThanOrEqual(1);

    // The link is gone from both sides: no guardian on the record, no teen on the guardian's page.
    const stored = await storedUser(teen.userId);
    for (const key of ['parentEmail', 'parentName', 'guardianId', 'guardianStatus', 'familySettings']) {
      expect(stored, key).not.toHaveProperty(key);
    }
    expect(stored).not.toHaveProperty('birthdayOn');
    expect(
      await readItem('family', { familyKey: `GUARDIAN#${guardian.userId}`, itemKey: `TEEN#${teen.userId}` }),
    ).toBeUndefined();
    expect((await api('getFamily', { token: guardian.token })).body.teens).toEqual([]);

    // What waited for the guardian reaches the employer, with the usual mail.
    const after = await api('listJobApplications', { params: { id: jobId }, token: employer.token });
    expect(after.body.applications).toHaveLength(1);
    await expectMails(employer.email, 'New application', 1);

    const [mail] = await expectMails(guardian.email, 'is 18 today', 1);
    expect(mail?.subject).toBe('Alex is 18 today, so your family link ends');
    expect(mail?.body.text).toContain('any that were waiting go to the employers now');

    // Again, and twice at once: nothing more is done or sent.
    const inbox = await inboxCounts([guardian.email, employer.email, teen.email]);
    await Promise.all([runBirthdays(tomorrow), runBirthdays(tomorrow)]);
    await expectNoNewMail(inbox);
  });

  it('tells no one who never confirmed the address', async () => {
    const teen = await newInvitedTeen('Noor', { dateOfBirth: bornToTurnTomorrow(18) });
    const parent = teen.parentEmail as string;
    // Counted once the invitation has gone: read before then, it was not there yet on a busy machine.
    const inbox = await inboxCounts([parent]);
    expect(inbox[parent]).toBe(1);
    await runBirthdays(tomorrow);
    expect(await storedUser(teen.userId)).not.toHaveProperty('parentEmail');
    await expectNoNewMail(inbox);
  });
});
