import { describe, expect, it } from 'vitest';
import {
  ageAt,
  ageCalendarDay,
  birthdayOf,
  dateOfBirthAged,
  datesOfBirthForAge,
  estimatedDateOfBirth,
} from '../../shared/rules/age';
import { poolUser, studentPayload, teenPayload } from './support/accounts';
import { actorFor } from './support/actors';
import { api } from './support/api';
import { newConfirmedFamily } from './support/family';
import { expectNoNewMail, inboxCounts } from './support/inbox';
import { asRecordFromBeforeDatesOfBirth } from './support/legacy-records';
import { newEmployer, postJob, snapshot } from './support/marketplace';
import { storedUser } from './support/tables';

/*
 * Age from a date of birth: sign-up takes the date, never an age; the server computes the age every
 * time a rule needs it (shared/rules/age.ts); the date is shown to the student and their guardian
 * only; and a record from before dates of birth is asked, once, to confirm the estimate made from
 * the age it gave.
 */

describe('a date of birth at sign-up', () => {
  it('is stored in place of an age; the profile answers today’s age from it, and its next birthday that changes the rules', async () => {
    const dateOfBirth = dateOfBirthAged(15);
    const teen = await actorFor(teenPayload({ firstName: 'Maya', dateOfBirth }), 1);
    const profile = await api('getOwnProfile', { token: teen.token });
    expect(profile.body.data).toMatchObject({ dateOfBirth, age: ageAt(dateOfBirth, new Date()) });
    expect(profile.body.data).not.toHaveProperty('confirmDateOfBirth');
    const stored = await storedUser(teen.userId);
    expect(stored).toMatchObject({ dateOfBirth, birthdayOn: birthdayOf(dateOfBirth, 16) });
    expect(stored).not.toHaveProperty('age');
    // An adult's rules change on no birthday: no key, so the birthday run never reads them.
    const adult = await actorFor(studentPayload({ age: 19 }), 1);
    expect(await storedUser(adult.userId)).not.toHaveProperty('birthdayOn');
  });

  it('refuses a date outside 13 to 25 today, or not on the calendar, creating nothing and mailing nobody', async () => {
    const cases: [unknown, string][] = [
      [dateOfBirthAged(12), 'Students must be 13 to 25 years old'],
      [dateOfBirthAged(26), 'Students must be 13 to 25 years old'],
      ['2011-02-29', 'Please enter a valid date of birth'],
      ['15', 'Please enter a valid date of birth'],
    ];
    for (const [dateOfBirth, message] of cases) {
      const payload = teenPayload({ dateOfBirth });
      const inbox = await inboxCounts([payload.emailId, payload.parentEmail]);
      const res = await api('registerUser', { body: payload });
      expect(res.status, String(dateOfBirth)).toBe(400);
      expect(res.body.fields).toEqual({ dateOfBirth: message });
      expect(poolUser(payload.emailId)).toBeUndefined();
      await expectNoNewMail(inbox);
    }
    // Thirteen today, on the age calendar: welcome.
    const thirteen = birthdayOf(ageCalendarDay(new Date()), -13);
    expect((await api('registerUser', { body: teenPayload({ dateOfBirth: thirteen }) })).status).toBe(201);
  });

  it('is seen by the student and their guardian only: never by an employer', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 16);
    const dateOfBirth = teen.dateOfBirth as string;
    const employer = await newEmployer();
    const jobId = await postJob(employer);
    const applied = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);

    const family = await api('getFamily', { token: guardian.token });
    expect(family.body.teens[0]).toMatchObject({ teenId: teen.userId, dateOfBirth, age: 16 });
    const own = await api('exportAccountData', { token: teen.token });
    expect(own.body.profile.dateOfBirth).toBe(dateOfBirth);
    expect(JSON.stringify(own.body)).not.toContain('birthdayOn');

    // The employer's reviewer, the application itself, their own export and the public job: no date.
    const seenByEmployer = await Promise.all([
      api('listJobApplications', { params: { id: jobId }, token: employer.token }),
      api('getApplication', { params: { id: applied.body.entity }, token: employer.token }),
      api('exportAccountData', { token: employer.token }),
      api('getJob', { params: { id: jobId } }),
    ]);
    for (const res of seenByEmployer) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(dateOfBirth);
      expect(text).not.toContain('dateOfBirth');
    }
    expect(JSON.stringify(await guardianExport(guardian.token))).not.toContain(dateOfBirth);
  });
});

const guardianExport = async (token: string) => (await api('exportAccountData', { token })).body;

describe('a record from before dates of birth', () => {
  it('is read with an estimate from the age it gave, and asked once to confirm or correct it', async () => {
    const joinedAt = new Date(Date.now() - 200 * 86_400_000);
    const { teen } = await newConfirmedFamily('Noor', 15);
    await asRecordFromBeforeDatesOfBirth(teen.userId, 14, joinedAt);
    const estimate = estimatedDateOfBirth(14, joinedAt.toISOString());
    const { earliest, latest } = datesOfBirthForAge(14, joinedAt.toISOString());

    const profile = await api('getOwnProfile', { token: teen.token });
    expect(profile.body.data).toMatchObject({
      dateOfBirth: estimate,
      age: ageAt(estimate, new Date()),
      confirmDateOfBirth: { estimate, earliest, latest, ageGiven: 14 },
    });

    // A date that would change the age they gave is refused, and nothing is written.
    const before = await storedUser(teen.userId);
    for (const outside of [birthdayOf(earliest, -1), birthdayOf(latest, 1)]) {
      const res = await api('confirmDateOfBirth', { token: teen.token, body: { dateOfBirth: outside } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'NOT_THE_AGE_GIVEN',
        fields: {
          dateOfBirth:
            'This date does not match the age you gave when you joined (14). If that age was wrong, please contact support.',
        },
      });
    }
    expect(await storedUser(teen.userId)).toEqual(before);

    const confirmed = await api('confirmDateOfBirth', { token: teen.token, body: { dateOfBirth: earliest } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.message).toBe('Thank you. Your date of birth is saved.');
    expect(confirmed.body.data).toMatchObject({ dateOfBirth: earliest, age: ageAt(earliest, new Date()) });
    expect(confirmed.body.data).not.toHaveProperty('confirmDateOfBirth');
    const stored = await storedUser(teen.userId);
    expect(stored).toMatchObject({ dateOfBirth: earliest, birthdayOn: birthdayOf(earliest, 16) });
    expect(stored).not.toHaveProperty('age');

    // Asked once: a date saved changes through support only.
    const again = await api('confirmDateOfBirth', { token: teen.token, body: { dateOfBirth: latest } });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('DATE_OF_BIRTH_CONFIRMED');
    expect((await storedUser(teen.userId))?.dateOfBirth).toBe(earliest);
  });

  it('ages on its own: a student who gave 25 two years ago is past the 13–25 window, and applies no more', async () => {
    const student = await actorFor(studentPayload({ firstName: 'Old' }), 1);
    await asRecordFromBeforeDatesOfBirth(student.userId, 25, new Date(Date.now() - 2 * 366 * 86_400_000));
    const employer = await newEmployer();
    const jobId = await postJob(employer);
    const before = await snapshot([jobId], [student.userId]);
    const inbox = await inboxCounts([student.email, employer.email]);
    const res = await api('applyToJob', { params: { id: jobId }, token: student.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'OUTSIDE_STUDENT_AGES',
      message: 'Neighbourhood Jobs is for students aged 13 to 25, so you can no longer apply for jobs.',
    });
    expect(await snapshot([jobId], [student.userId])).toEqual(before);
    await expectNoNewMail(inbox);
  });
});
