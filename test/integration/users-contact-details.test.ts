import { describe, expect, it } from 'vitest';
import { poolUser, studentPayload } from './support/accounts';
import { actorFor } from './support/actors';
import { api } from './support/api';
import { newConfirmedFamily } from './support/family';
import { expectNoNewMail, inboxCounts } from './support/inbox';
import { newEmployer, postJob } from './support/marketplace';
import { storedUser } from './support/tables';

/*
 * A student's name, phone and ZIP code after sign-up: the student changes them on their profile, and
 * a teen's guardian from /family, with the rules of sign-up. A new name or phone reaches the user pool
 * (the ID token carries the name); a new ZIP code is placed on the map, which a guardian's distance
 * limit is measured from. A refused change writes nothing and mails nobody.
 */

const attributesOf = (email: string) =>
  Object.fromEntries((poolUser(email)?.Attributes ?? []).map((a) => [a.Name, a.Value]));

describe('a student changes their own name, phone and ZIP code', () => {
  it('on PUT /user/profile, with the profile echoed; the pool keeps the new name and phone', async () => {
    const student = await actorFor(studentPayload({ firstName: 'Sam', lastName: 'Rivera' }), 1);
    const { body: profile } = await api('getOwnProfile', { token: student.token });
    const res = await api('updateOwnProfile', {
      token: student.token,
      body: {
        id: profile.id,
        entity: profile.entity,
        data: {
          ...profile.data,
          firstName: 'Samuel',
          lastName: 'Rivera-Lee',
          contactNumber: '5035550188',
          zipCode: '78704',
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Samuel',
      lastName: 'Rivera-Lee',
      contactNumber: '5035550188',
      zipCode: '78704',
    });
    expect(attributesOf(student.email)).toMatchObject({
      given_name: 'Samuel',
      family_name: 'Rivera-Lee',
      phone_number: '+15035550188',
    });
    // Placed on the map (Austin), for a guardian's distance limit.
    const stored = await storedUser(student.userId);
    expect(stored?.homePoint).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
  });

  it.each([
    [
      { firstName: 'Sam2' },
      'data.firstName',
      "Names can only contain letters, spaces, apostrophes (') and hyphens (-)",
    ],
    [{ lastName: '' }, 'lastName', 'Please enter your last name'],
    [{ contactNumber: '(503) 555-0188' }, 'data.contactNumber', 'Please enter a valid 10-digit phone number'],
    [{ zipCode: '7870' }, 'data.zipCode', 'Please enter a valid 5-digit zipcode'],
  ])('refuses %j, writing nothing', async (change, field, message) => {
    const student = await actorFor(studentPayload(), 1);
    const { body: profile } = await api('getOwnProfile', { token: student.token });
    const before = await storedUser(student.userId);
    const res = await api('updateOwnProfile', {
      token: student.token,
      body: { id: profile.id, entity: profile.entity, data: { ...profile.data, ...change } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await storedUser(student.userId)).toEqual(before);
    expect(attributesOf(student.email).given_name).toBe('Sam');
  });
});

describe("a guardian changes their teen's name, phone and ZIP code", () => {
  it('from /family: the teen’s profile shows them, and another family’s guardian learns nothing', async () => {
    const { teen, guardian } = await newConfirmedFamily('Maya', 14);
    const { guardian: stranger } = await newConfirmedFamily('Sol', 15);
    const body = { firstName: 'Maya', lastName: 'Patel-Rao', contactNumber: '5035550166', zipCode: '78704' };

    const before = await storedUser(teen.userId);
    const inbox = await inboxCounts([teen.email, guardian.email, stranger.email]);
    const refused = await api('updateTeenDetails', {
      params: { id: teen.userId },
      token: stranger.token,
      body,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('TEEN_NOT_FOUND');
    expect(await storedUser(teen.userId)).toEqual(before);

    const res = await api('updateTeenDetails', { params: { id: teen.userId }, token: guardian.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Saved. Their profile shows the new details.',
      teen: { teenId: teen.userId, lastName: 'Patel-Rao', contactNumber: '5035550166', zipCode: '78704' },
    });
    const own = await api('getOwnProfile', { token: teen.token });
    expect(own.body.data).toMatchObject({
      lastName: 'Patel-Rao',
      contactNumber: '5035550166',
      zipCode: '78704',
    });
    expect(attributesOf(teen.email)).toMatchObject({
      family_name: 'Patel-Rao',
      phone_number: '+15035550166',
    });
    await expectNoNewMail(inbox);
  });

  it('moves the home a distance limit is measured from; a ZIP code the map does not know is refused then', async () => {
    const { teen, guardian } = await newConfirmedFamily('Alex', 16);
    const employer = await newEmployer('Sam');
    const jobId = await postJob(employer, undefined, { kind: 'dogWalking' });
    // A 5-mile limit from Portland (97201): the Austin job is too far.
    const limit = await api('updateTeenSettings', {
      params: { id: teen.userId },
      token: guardian.token,
      body: {
        approvalRequired: false,
        maxDistanceMiles: 5,
        allowedKinds: null,
        paused: false,
        emailMode: 'every',
      },
    });
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);
    const far = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(far.body.code).toBe('GUARDIAN_DISTANCE');

    const details = { firstName: 'Alex', lastName: 'Rivera', contactNumber: '5035550123' };
    const unknown = await api('updateTeenDetails', {
      params: { id: teen.userId },
      token: guardian.token,
      body: { ...details, zipCode: '00000' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.zipCode).toMatch(/could not find this ZIP code on the map/);
    expect((await storedUser(teen.userId))?.zipCode).toBe('97201');

    // Moved to Austin (78704): the same job is within 5 miles now.
    const moved = await api('updateTeenDetails', {
      params: { id: teen.userId },
      token: guardian.token,
      body: { ...details, zipCode: '78704' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const near = await api('applyToJob', { params: { id: jobId }, token: teen.token, body: {} });
    expect(near.status, JSON.stringify(near.body)).toBe(200);
  });
});
