import { describe, expect, it } from 'vitest';
import { dateOfBirthAged } from '../../shared/rules/age';
import {
  claimsOf,
  createRolelessUser,
  employerPayload,
  latestCode,
  newEmail,
  PASSWORD,
  poolUser,
  register,
  registerVerified,
  signIn,
  studentPayload,
  teenPayload,
  waitForMail,
} from './support/accounts';
import { api, callPath, idTokenFor } from './support/api';

const TAKEN = 'This email is already registered with the product, try another email.';

const attributesOf = (email: string) =>
  Object.fromEntries((poolUser(email)?.Attributes ?? []).map((a) => [a.Name, a.Value]));

describe('POST /user: registration', () => {
  it('registers a student: unverified pool user with the role set by the backend, and a profile', async () => {
    const payload = studentPayload({ interests: [' Dog walking ', 'dog WALKING', 'Tutoring', ''] });
    const res = await register(payload);
    expect(res.body.data).toEqual({ id: expect.any(String), emailId: payload.emailId, roleId: 1 });
    expect(res.body.message).toContain(payload.emailId);
    expect(poolUser(payload.emailId)?.UserStatus).toBe('UNCONFIRMED');
    expect(attributesOf(payload.emailId)).toMatchObject({
      email: payload.emailId,
      given_name: 'Sam',
      family_name: 'Rivera',
      phone_number: '+15035550123',
      'custom:role': '1',
      sub: res.body.data.id,
    });

    await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: poolUser(payload.emailId)?.ConfirmationCode },
    });
    const { idToken } = await signIn(payload.emailId, 1);
    const profile = await api('getOwnProfile', { token: idToken });
    expect(profile.body).toEqual({
      id: res.body.data.id,
      entity: res.body.data.id,
      data: {
        firstName: 'Sam',
        lastName: 'Rivera',
        emailId: payload.emailId,
        contactNumber: '5035550123',
        bio: 'I like animals.',
        age: 19,
        dateOfBirth: payload.dateOfBirth,
        parentEmail: null,
        parentName: null,
        zipCode: '97201',
        interests: ['Dog walking', 'Tutoring'],
        roleId: 1,
      },
    });
  });

  it('registers an employer with the employer role', async () => {
    const payload = await registerVerified(employerPayload());
    expect(attributesOf(payload.emailId)['custom:role']).toBe('2');
    const { idToken } = await signIn(payload.emailId, 2);
    const profile = await api('getOwnProfile', { token: idToken });
    expect(profile.body.data).toMatchObject({
      roleId: 2,
      age: null,
      dateOfBirth: null,
      zipCode: null,
      parentEmail: null,
      interests: [],
      bio: '',
    });
  });

  it.each(['Garden-Gate_9', 'Garden.Gate9', 'Garden Gate9', 'Garden~Gate[9]'])(
    'takes a password with any special character the user pool counts: %j signs in',
    async (password) => {
      const payload = await registerVerified(employerPayload({ password }));
      const { idToken } = await signIn(payload.emailId, 2, password);
      expect(claimsOf(idToken).email).toBe(payload.emailId);
    },
  );

  it('stores the address lower-cased and refuses it again in any case (409)', async () => {
    const payload = employerPayload({ emailId: newEmail('Mixed').toUpperCase() });
    const first = await register(payload);
    expect(first.body.data.emailId).toBe(payload.emailId.toLowerCase());
    for (const emailId of [payload.emailId, payload.emailId.toLowerCase()]) {
      const again = await api('registerUser', { body: { ...payload, emailId } });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ code: 'EMAIL_TAKEN', message: TAKEN });
    }
    // A seeded account, too.
    const seeded = await api('registerUser', { body: studentPayload({ emailId: 'teen@example.com' }) });
    expect(seeded.status).toBe(409);
    expect(seeded.body.message).toBe(TAKEN);
  });

  it('invites the guardian of a 15-year-old only once the teen has verified the address', async () => {
    const payload = teenPayload({ firstName: 'Alex', lastName: 'Kim', parentName: 'Morgan Kim' });
    await register(payload);
    // Nobody has proved they own the registering address yet: the parent is not mailed.
    expect(await waitForMail(payload.parentEmail as string, 1500)).toEqual([]);
    const verified = await api('verifyUser', {
      body: { userId: payload.emailId, verificationCode: latestCode(payload.emailId) },
    });
    expect(verified.status).toBe(200);
    const mails = await waitForMail(payload.parentEmail as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm you are Alex Kim’s parent or guardian');
    expect(mails[0]?.body.text).toContain('Hi Morgan Kim,');
  });

  it('keeps no parent for a student of 18 or more, and e-mails nobody', async () => {
    const parentEmail = newEmail('not-needed');
    const payload = await registerVerified(studentPayload({ age: 19, parentName: 'Jo', parentEmail }));
    const { idToken } = await signIn(payload.emailId, 1);
    const profile = await api('getOwnProfile', { token: idToken });
    expect(profile.body.data).toMatchObject({ age: 19, parentName: null, parentEmail: null });
    expect(await waitForMail(parentEmail, 1500)).toEqual([]);
  });

  it('requires a parent or guardian under 18', async () => {
    const res = await api('registerUser', { body: studentPayload({ age: 17 }) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      parentName: 'Parent/guardian name is required for users under 18',
      parentEmail: 'Parent/guardian email is required for users under 18',
    });
    const badEmail = await api('registerUser', { body: teenPayload({ parentEmail: 'parent-at-home' }) });
    expect(badEmail.body.fields).toEqual({ parentEmail: 'Please enter a valid email address' });
  });

  it("refuses a teen's own address as the parent's, creating nothing and mailing nobody", async () => {
    const own = "Please enter your parent or guardian's email, not your own";
    const emailId = newEmail('teen-own');
    const [local, domain] = emailId.split('@');
    for (const parentEmail of [emailId, emailId.toUpperCase(), `${local}+mom@${domain}`]) {
      const res = await api('registerUser', { body: teenPayload({ emailId, parentEmail }) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ parentEmail: own });
    }
    expect(poolUser(emailId)).toBeUndefined();
    expect(await waitForMail(emailId, 1500)).toEqual([]);
    // A real parent's address is then accepted, and alerted once the teen has verified.
    const ok = teenPayload({ emailId });
    await registerVerified(ok);
    expect(await waitForMail(ok.parentEmail)).toHaveLength(1);
  });

  it.each([
    ['emailId', undefined, 'Email is required'],
    ['emailId', '', 'Email is required'],
    ['emailId', 'sam@', 'Please enter a valid email address'],
    ['password', undefined, 'Password is required'],
    ['password', 'Ab1!', 'Password must be at least 8 characters long'],
    ['password', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['password', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['password', 'Abcdefgh!', 'Password must contain at least one number'],
    ['password', 'Abcdefgh1', 'Password must contain at least one special character, such as ! @ # $ - _ .'],
    ['firstName', '', 'Please enter your full name (first and last name)'],
    ['lastName', undefined, 'Please enter your full name (first and last name)'],
    ['contactNumber', undefined, 'Phone number is required'],
    ['contactNumber', '503555012', 'Please enter a valid 10-digit phone number'],
    ['contactNumber', '(503) 555-0123', 'Please enter a valid 10-digit phone number'],
    ['zipCode', '', 'Zipcode is required'],
    ['zipCode', '9720a', 'Please enter a valid 5-digit zipcode'],
    ['dateOfBirth', undefined, 'Date of birth is required'],
    ['dateOfBirth', dateOfBirthAged(12), 'Students must be 13 to 25 years old'],
    ['dateOfBirth', dateOfBirthAged(26), 'Students must be 13 to 25 years old'],
    ['dateOfBirth', '2011-02-29', 'Please enter a valid date of birth'],
    ['dateOfBirth', '2099-01-01', 'Please enter a valid date of birth'],
    ['dateOfBirth', 16, 'Please enter a valid date of birth'],
    ['bio', 'x'.repeat(501), 'Bio must be 500 characters or fewer'],
    ['interests', ['x'.repeat(41)], 'Each interest must be 40 characters or fewer'],
    ['interests', Array.from({ length: 16 }, (_, i) => `Interest ${i}`), 'You can add up to 15 interests'],
    ['referralSource', 'billboard', 'Please tell us how you heard about us'],
    ['referralDetails', 'x'.repeat(201), 'Please keep this to 200 characters or fewer'],
  ])('validates %s = %j: "%s"', async (field, value, message) => {
    const res = await api('registerUser', { body: studentPayload({ [field]: value }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields[field]).toBe(message);
  });

  it('creates nothing when the payload is refused', async () => {
    const payload = studentPayload({ zipCode: '' });
    expect((await api('registerUser', { body: payload })).status).toBe(400);
    expect(poolUser(payload.emailId)).toBeUndefined();
  });

  it('lets nobody choose their own role attribute: unknown fields are refused', async () => {
    for (const extra of [
      { role: 2 },
      { 'custom:role': '2' },
      { userId: 'someone-else' },
      { signUpMethod: 'google' },
    ]) {
      const payload = studentPayload(extra);
      const res = await api('registerUser', { body: payload });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({
        [Object.keys(extra)[0] as string]: `Unknown field "${Object.keys(extra)[0]}".`,
      });
      expect(poolUser(payload.emailId)).toBeUndefined();
    }
    const employerWithAge = await api('registerUser', { body: employerPayload({ age: 30 }) });
    expect(employerWithAge.status).toBe(400);
    expect(employerWithAge.body.fields).toEqual({ age: 'Unknown field "age".' });
    // The age is never sent, by anyone: the server computes it from the date of birth.
    const studentWithAge = { ...studentPayload(), age: 19 };
    const refused = await api('registerUser', { body: studentWithAge });
    expect(refused.body.fields).toEqual({ age: 'Unknown field "age".' });
    expect(poolUser(studentWithAge.emailId)).toBeUndefined();
  });

  it('asks for an account type when roleId is missing or unknown', async () => {
    for (const roleId of [undefined, 0, 3, 'student']) {
      const res = await api('registerUser', { body: studentPayload({ roleId }) });
      expect(res.status).toBe(400);
      expect(res.body.fields.roleId).toBe(
        'Please choose an account type: 1 for a student or 2 for an employer.',
      );
    }
  });
});

describe('POST /user/social: the parent safeguard', () => {
  it("refuses the Google account's own address as the parent's, creating nothing and mailing nobody", async () => {
    const email = await createRolelessUser('Tia', 'Young');
    const token = await idTokenFor(email, PASSWORD);
    const body = {
      roleId: 1,
      firstName: 'Tia',
      lastName: 'Young',
      emailId: email,
      contactNumber: '5035550142',
      zipCode: '97201',
      dateOfBirth: dateOfBirthAged(14),
      parentEmail: email.toUpperCase(),
      interests: [],
      bio: '',
    };
    const res = await api('completeSocialSignUp', { body, token });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      parentEmail: "Please enter your parent or guardian's email, not your own",
    });
    const profile = await api('getOwnProfile', { token });
    expect(profile.status).toBe(404);
    expect(await waitForMail(email, 1500)).toEqual([]);
  });
});

describe('no e-mail relay', () => {
  it('POST /sendemail does not exist', async () => {
    const res = await callPath('POST', '/sendemail', {
      body: { toAddress: 'victim@example.com', templateName: 'ParentAlert_TeenRegistered', templateData: {} },
    });
    expect(res.status).toBe(404);
  });
});
