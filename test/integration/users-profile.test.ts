import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerVerified, signIn, teenPayload } from './support/accounts';
import { api, idTokenFor } from './support/api';

/** A fresh teen per file: these tests change its interests and bio. */
let token: string;
let id: string;
let original: Record<string, unknown>;

const put = (body: unknown, as = token) => api('updateOwnProfile', { body, token: as });

beforeAll(async () => {
  const payload = await registerVerified(teenPayload({ bio: 'Original bio', interests: ['Chess'] }));
  token = (await signIn(payload.emailId, 1)).idToken;
  const profile = await api('getOwnProfile', { token });
  id = profile.body.id;
  original = profile.body.data;
});

describe('GET /user', () => {
  it('needs a signed-in caller', async () => {
    const res = await api('getOwnProfile');
    expect(res.status).toBe(401);
  });

  it('returns the caller’s own profile with id, entity and every field', async () => {
    const res = await api('getOwnProfile', { token });
    expect(res.status).toBe(200);
    expect(res.body.entity).toBe(res.body.id);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'age',
        'bio',
        'contactNumber',
        // Shown to the student (and their guardian) only.
        'dateOfBirth',
        'emailId',
        'firstName',
        // A teen's guardian and the limits that apply to them.
        'guardian',
        'interests',
        'lastName',
        'parentEmail',
        'parentName',
        'roleId',
        'zipCode',
      ].sort(),
    );
    expect(res.body.data).toMatchObject({ age: 15, parentName: 'Jo Rivera', roleId: 1 });
  });

  it('returns the seeded employer’s profile with the student-only fields empty', async () => {
    const res = await api('getOwnProfile', { token: await idTokenFor('employer@example.com', PASSWORD) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      emailId: 'employer@example.com',
      roleId: 2,
      age: null,
      zipCode: null,
      parentEmail: null,
    });
  });
});

describe('PUT /user/profile', () => {
  it('changes interests and bio, accepting the full profile echo', async () => {
    const res = await put({
      id,
      entity: id,
      data: { ...original, interests: [' Coding ', 'coding', 'Dogs'], bio: '  New bio  ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully! Your changes have been saved.');
    expect(res.body.data).toMatchObject({ interests: ['Coding', 'Dogs'], bio: 'New bio' });
    const after = await api('getOwnProfile', { token });
    expect(after.body.data).toEqual({ ...original, interests: ['Coding', 'Dogs'], bio: 'New bio' });
  });

  it('accepts the read-only fields spelled differently but meaning the same', async () => {
    const data = {
      ...original,
      emailId: String(original.emailId).toUpperCase(),
      parentEmail: String(original.parentEmail).toUpperCase(),
    };
    const res = await put({ id, entity: id, data: { ...data, bio: 'Same person' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it.each([
    ['emailId', 'someone-else@example.com', 'email address'],
    ['age', 18, 'age'],
    ['age', null, 'age'],
    ['dateOfBirth', '2001-01-01', 'date of birth'],
    ['parentEmail', 'other-parent@example.com', 'parent/guardian email'],
    ['parentName', 'Someone Else', 'parent/guardian name'],
    ['roleId', 2, 'account type'],
  ])('refuses a change of %s (%j) and changes nothing', async (field, value, label) => {
    const before = await api('getOwnProfile', { token });
    const res = await put({
      id,
      entity: id,
      data: { ...before.body.data, bio: 'Should not be saved', [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('FIELD_NOT_EDITABLE');
    const message = `Your ${label} cannot be changed here. Only your name, phone number, zipcode, interests and bio can be updated.`;
    expect(res.body.message).toBe(message);
    expect(res.body.fields).toEqual({ [`data.${field}`]: message });
    expect((await api('getOwnProfile', { token })).body).toEqual(before.body);
  });

  it('names every refused field at once', async () => {
    const res = await put({ id, entity: id, data: { ...original, roleId: 2, age: 25 } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['data.age', 'data.roleId']);
  });

  it('refuses a bio over 500 characters and keeps the stored one', async () => {
    const before = await api('getOwnProfile', { token });
    const res = await put({ id, entity: id, data: { bio: 'x'.repeat(501) } });
    expect(res.status).toBe(400);
    expect(res.body.fields['data.bio']).toBe('Bio must be 500 characters or fewer');
    expect((await api('getOwnProfile', { token })).body.data.bio).toBe(before.body.data.bio);
    expect((await put({ id, entity: id, data: { bio: 'y'.repeat(500) } })).status).toBe(200);
  });

  it('refuses too many or too long interests', async () => {
    const many = await put({
      id,
      entity: id,
      data: { interests: Array.from({ length: 16 }, (_, i) => `i${i}`) },
    });
    expect(many.body.fields['data.interests']).toBe('You can add up to 15 interests');
    const long = await put({ id, entity: id, data: { interests: ['x'.repeat(41)] } });
    expect(long.body.fields['data.interests']).toBe('Each interest must be 40 characters or fewer');
  });

  it('refuses unknown fields, in the body and in data', async () => {
    const top = await put({ id, entity: id, data: {}, roleId: 2 });
    expect(top.status).toBe(400);
    expect(top.body.fields).toEqual({ roleId: 'Unknown field "roleId".' });
    const inner = await put({ id, entity: id, data: { 'custom:role': '2' } });
    expect(inner.status).toBe(400);
    // The shared glue names an unknown key with its parent path, like every other field.
    expect(inner.body.fields).toEqual({ 'data.custom:role': 'Unknown field "data.custom:role".' });
  });

  it('needs id, entity and data', async () => {
    const res = await put({ id, data: {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Incomplete profile data');
  });

  it('only updates the caller’s own profile', async () => {
    const other = await api('getOwnProfile', { token: await idTokenFor('student@example.com', PASSWORD) });
    const res = await put({ id: other.body.id, entity: other.body.id, data: { bio: 'Hijacked' } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_OWN_PROFILE');
    const mixed = await put({ id, entity: other.body.id, data: { bio: 'Hijacked' } });
    expect(mixed.status).toBe(403);
    const otherAfter = await api('getOwnProfile', {
      token: await idTokenFor('student@example.com', PASSWORD),
    });
    expect(otherAfter.body.data.bio).toBe(other.body.data.bio);
  });

  it('is for students: an employer gets a 403, an anonymous caller a 401', async () => {
    const employerToken = await idTokenFor('employer@example.com', PASSWORD);
    const employer = await api('getOwnProfile', { token: employerToken });
    const res = await put(
      { id: employer.body.id, entity: employer.body.id, data: { bio: 'x' } },
      employerToken,
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('WRONG_ROLE');
    expect((await api('updateOwnProfile', { body: { id, entity: id, data: { bio: 'x' } } })).status).toBe(
      401,
    );
  });
});
