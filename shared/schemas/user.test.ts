import { describe, expect, it } from 'vitest';
import { validationError } from '../../functions/lib/http-handler';
import { dateOfBirthAged } from '../rules/age';
import {
  guardianOf,
  profileUpdateSchema,
  readOnlyFieldMessage,
  registrationSchema,
  socialSignUpSchema,
} from './user';

const student = {
  roleId: 1,
  firstName: 'Sam',
  lastName: 'Rivera',
  emailId: 'Sam@Example.com ',
  contactNumber: '5551234567',
  zipCode: '97201',
  dateOfBirth: dateOfBirthAged(19),
  interests: ['Dogs', ' dogs ', 'Tutoring'],
  bio: 'Hi',
  password: 'Neighbour1!',
  referralSource: 'friends',
};
const employer = {
  roleId: 2,
  firstName: 'Pat',
  lastName: 'Lee',
  emailId: 'pat@example.com',
  contactNumber: '5551234567',
  password: 'Neighbour1!',
  referralSource: 'other',
  referralDetails: 'A flyer',
};

/** The field → message map the API would answer with. */
function fieldsOf(schema: typeof registrationSchema | typeof socialSignUpSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return validationError(result.error, 'body').fields ?? {};
}

describe('registrationSchema', () => {
  it('accepts a student and an employer, normalising e-mail and interests', () => {
    const parsed = registrationSchema.parse(student);
    expect(parsed.emailId).toBe('sam@example.com');
    expect(parsed.roleId === 1 && parsed.interests).toEqual(['Dogs', 'Tutoring']);
    expect(registrationSchema.parse(employer).roleId).toBe(2);
  });

  it.each([
    ['emailId', undefined, 'Email is required'],
    ['emailId', '', 'Email is required'],
    ['emailId', 'not-an-email', 'Please enter a valid email address'],
    ['password', undefined, 'Password is required'],
    ['password', 'Ab1!', 'Password must be at least 8 characters long'],
    ['password', 'ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['password', 'abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['password', 'Abcdefgh!', 'Password must contain at least one number'],
    ['password', 'Abcdefgh1', 'Password must contain at least one special character, such as ! @ # $ - _ .'],
    ['firstName', '', 'Please enter your full name (first and last name)'],
    ['lastName', undefined, 'Please enter your full name (first and last name)'],
    ['contactNumber', '', 'Phone number is required'],
    ['contactNumber', '(555) 123-4567', 'Please enter a valid 10-digit phone number'],
    ['contactNumber', '555123456', 'Please enter a valid 10-digit phone number'],
    ['zipCode', '', 'Zipcode is required'],
    ['zipCode', '9720', 'Please enter a valid 5-digit zipcode'],
    ['dateOfBirth', undefined, 'Date of birth is required'],
    ['dateOfBirth', '', 'Date of birth is required'],
    ['dateOfBirth', dateOfBirthAged(12), 'Students must be 13 to 25 years old'],
    ['dateOfBirth', dateOfBirthAged(26), 'Students must be 13 to 25 years old'],
    ['dateOfBirth', '2011-02-29', 'Please enter a valid date of birth'],
    ['dateOfBirth', '03/15/2011', 'Please enter a valid date of birth'],
    ['dateOfBirth', 15, 'Please enter a valid date of birth'],
    ['bio', 'x'.repeat(501), 'Bio must be 500 characters or fewer'],
    ['interests', ['x'.repeat(41)], 'Each interest must be 40 characters or fewer'],
    ['interests', Array.from({ length: 16 }, (_, i) => `i${i}`), 'You can add up to 15 interests'],
    ['referralSource', 'tv', 'Please tell us how you heard about us'],
    ['referralDetails', 'x'.repeat(201), 'Please keep this to 200 characters or fewer'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(fieldsOf(registrationSchema, { ...student, [field]: value })[field]).toBe(message);
  });

  it('accepts names in any script with apostrophes and hyphens, stored composed', () => {
    const parsed = registrationSchema.parse({
      ...student,
      dateOfBirth: dateOfBirthAged(15),
      firstName: 'Zoe\u0308',
      lastName: "O'Brien-José",
      parentName: 'Anne-Marie O’Brien',
      parentEmail: 'anne@example.com',
    });
    expect(parsed).toMatchObject({ firstName: 'Zoë', lastName: "O'Brien-José" });
    expect(parsed.roleId === 1 && parsed.parentName).toBe('Anne-Marie O’Brien');
  });

  it.each(['<script>', 'Sam2', 'sam@example.com', 'https://evil.example', 'evil.example'])(
    'refuses the name %j in every name field with a clear message',
    (name) => {
      const letters = "Names can only contain letters, spaces, apostrophes (') and hyphens (-)";
      const teen = { ...student, dateOfBirth: dateOfBirthAged(15), parentEmail: 'jo@example.com' };
      expect(
        fieldsOf(registrationSchema, { ...teen, firstName: name, lastName: name, parentName: name }),
      ).toEqual({
        firstName: letters,
        lastName: letters,
        parentName: "Parent/guardian name can only contain letters, spaces, apostrophes (') and hyphens (-)",
      });
      expect(fieldsOf(registrationSchema, { ...employer, lastName: name })).toEqual({ lastName: letters });
      expect(
        fieldsOf(socialSignUpSchema, {
          ...employer,
          password: undefined,
          referralSource: undefined,
          referralDetails: undefined,
          firstName: name,
        }),
      ).toMatchObject({ firstName: letters });
    },
  );

  it('caps the address at the 128 characters Cognito takes as a username', () => {
    const at128 = `${'a'.repeat(128 - '@example.com'.length)}@example.com`;
    expect(registrationSchema.safeParse({ ...employer, emailId: at128 }).success).toBe(true);
    expect(fieldsOf(registrationSchema, { ...employer, emailId: `a${at128}` })).toEqual({
      emailId: 'Email addresses must be 128 characters or fewer',
    });
  });

  it('allows 15 interests that repeat only in case', () => {
    const interests = [...Array.from({ length: 15 }, (_, i) => `i${i}`), 'I0'];
    expect(registrationSchema.safeParse({ ...student, interests }).success).toBe(true);
  });

  it('requires a parent or guardian under 18, alongside other errors', () => {
    const fields = fieldsOf(registrationSchema, {
      ...student,
      dateOfBirth: dateOfBirthAged(15),
      zipCode: '',
    });
    expect(fields).toMatchObject({
      zipCode: 'Zipcode is required',
      parentName: 'Parent/guardian name is required for users under 18',
      parentEmail: 'Parent/guardian email is required for users under 18',
    });
    expect(
      fieldsOf(registrationSchema, {
        ...student,
        dateOfBirth: dateOfBirthAged(15),
        parentName: 'Jo',
        parentEmail: 'nope',
      }),
    ).toEqual({
      parentEmail: 'Please enter a valid email address',
    });
  });

  it("refuses the student's own address as the parent's, in any spelling that reaches it", () => {
    const own = "Please enter your parent or guardian's email, not your own";
    const teen = { ...student, dateOfBirth: dateOfBirthAged(15), parentName: 'Jo Rivera' };
    for (const parentEmail of ['sam@example.com', ' SAM@example.com', 'sam+mom@example.com']) {
      expect(fieldsOf(registrationSchema, { ...teen, parentEmail })).toEqual({ parentEmail: own });
    }
    expect(fieldsOf(registrationSchema, { ...teen, parentEmail: 'jo@example.com' })).toEqual({});
    // At 18 or more no parent is kept, so the rule does not apply.
    expect(
      registrationSchema.safeParse({
        ...student,
        dateOfBirth: dateOfBirthAged(19),
        parentEmail: 'sam@example.com',
      }).success,
    ).toBe(true);
  });

  it('keeps the parent only under 18', () => {
    const parent = { parentName: 'Jo Rivera', parentEmail: 'jo@example.com' };
    expect(guardianOf({ dateOfBirth: dateOfBirthAged(17), ...parent })).toEqual(parent);
    expect(guardianOf({ dateOfBirth: dateOfBirthAged(18), ...parent })).toEqual({});
    expect(
      registrationSchema.safeParse({ ...student, dateOfBirth: dateOfBirthAged(18), parentEmail: 'whatever' })
        .success,
    ).toBe(true);
  });

  it('refuses unknown fields such as a role, and student fields on an employer', () => {
    expect(fieldsOf(registrationSchema, { ...student, role: 2 })).toEqual({ role: 'Unknown field "role".' });
    expect(fieldsOf(registrationSchema, { ...employer, 'custom:role': '2' })).toEqual({
      'custom:role': 'Unknown field "custom:role".',
    });
    expect(fieldsOf(registrationSchema, { ...employer, dateOfBirth: '1990-01-01' })).toEqual({
      dateOfBirth: 'Unknown field "dateOfBirth".',
    });
    // The age is never sent: the server computes it from the date of birth.
    expect(fieldsOf(registrationSchema, { ...student, age: 19 })).toEqual({ age: 'Unknown field "age".' });
  });

  it('asks for an account type when roleId is missing or unknown', () => {
    for (const roleId of [undefined, 3, '1']) {
      expect(fieldsOf(registrationSchema, { ...student, roleId }).roleId).toMatch(/account type/);
    }
  });
});

describe('socialSignUpSchema', () => {
  const social = {
    roleId: 1,
    firstName: 'Sam',
    lastName: '',
    emailId: 'sam@example.com',
    contactNumber: '5551234567',
    zipCode: '97201',
    dateOfBirth: dateOfBirthAged(16),
    parentEmail: 'jo@example.com',
    interests: [],
    bio: '',
  };

  it('accepts a student without a parent name and an empty last name', () => {
    expect(socialSignUpSchema.safeParse(social).success).toBe(true);
  });

  it('checks the date of birth as sign-up does and requires the parent e-mail under 18', () => {
    expect(fieldsOf(socialSignUpSchema, { ...social, dateOfBirth: dateOfBirthAged(30) }).dateOfBirth).toBe(
      'Students must be 13 to 25 years old',
    );
    expect(fieldsOf(socialSignUpSchema, { ...social, parentEmail: undefined }).parentEmail).toBe(
      'Parent/guardian email is required for users under 18',
    );
  });

  it("refuses the Google account's own address as the parent's", () => {
    expect(fieldsOf(socialSignUpSchema, { ...social, parentEmail: 'Sam@example.com' })).toEqual({
      parentEmail: "Please enter your parent or guardian's email, not your own",
    });
  });

  it('refuses a password or referral on the social payload', () => {
    expect(Object.keys(fieldsOf(socialSignUpSchema, { ...social, password: 'Neighbour1!' }))).toEqual([
      'password',
    ]);
  });
});

describe('profileUpdateSchema', () => {
  it('takes id, entity and data, and no other field', () => {
    expect(profileUpdateSchema.safeParse({ id: 'a', entity: 'a', data: { bio: 'x' } }).success).toBe(true);
    expect(
      profileUpdateSchema.safeParse({ id: 'a', entity: 'a', data: { bio: 'x' }, roleId: 2 }).success,
    ).toBe(false);
    expect(profileUpdateSchema.safeParse({ id: 'a', entity: 'a', data: { password: 'x' } }).success).toBe(
      false,
    );
    expect(profileUpdateSchema.safeParse({ id: 'a', data: {} }).error?.issues[0]?.message).toBe(
      'Incomplete profile data',
    );
  });

  it('names the field it refuses', () => {
    expect(readOnlyFieldMessage('roleId')).toBe(
      'Your account type cannot be changed here. Only your name, phone number, zipcode, interests and bio can be updated.',
    );
  });
});
