import { dateOfBirthAged } from '@shared/rules/age';
import { describe, expect, it } from 'vitest';
import { isoToUsDate } from '../../../lib/ui/date-input';
import {
  employerFormSchema,
  emptyEmployerForm,
  emptyStudentForm,
  needsGuardian,
  studentFormSchema,
} from './registration-form';

/** A date of birth typed as the form takes it (MM/DD/YYYY), making someone `age` today. */
const typedBirth = (age: number) => isoToUsDate(dateOfBirthAged(age));

/** The first message per field, as the form shows them. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

const validStudent = {
  ...emptyStudentForm,
  fullName: 'Riley  Ann Brooks',
  email: ' Riley@Example.com ',
  phone: '(512) 555-0123',
  zipCode: '78704',
  dateOfBirth: typedBirth(19),
  parentName: 'left over',
  parentEmail: 'left@over.example',
  interests: ['Dog walking'],
  password: 'Maple-Leaf7!',
  confirmPassword: 'Maple-Leaf7!',
  referralSource: 'friends',
  terms: true,
};

describe('registration forms onto the shared contract', () => {
  it('builds the student body: split name, phone digits, ISO date of birth, no parent at 18+', () => {
    const result = studentFormSchema.safeParse(validStudent);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      roleId: 1,
      firstName: 'Riley',
      lastName: 'Ann Brooks',
      emailId: 'riley@example.com',
      contactNumber: '5125550123',
      dateOfBirth: dateOfBirthAged(19),
    });
    expect(result.data?.parentName).toBeUndefined();
    expect(result.data?.parentEmail).toBeUndefined();
  });

  it('puts every message under the form field it belongs to, with the spec wording', () => {
    const result = studentFormSchema.safeParse({ ...emptyStudentForm });
    expect(messages(result)).toMatchObject({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      zipCode: 'Zipcode is required',
      dateOfBirth: 'Date of birth is required',
      password: 'Password is required',
      terms: 'Please accept the Terms of Use to continue',
    });
  });

  it('asks for a parent or guardian under 18, and checks the confirmation', () => {
    const result = studentFormSchema.safeParse({
      ...validStudent,
      dateOfBirth: typedBirth(15),
      parentName: '',
      parentEmail: 'nope',
      confirmPassword: 'other',
    });
    expect(messages(result)).toEqual({
      parentName: 'Parent/guardian name is required for users under 18',
      parentEmail: 'Please enter a valid email address',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('words a one-word name and a short phone as the spec does', () => {
    const result = employerFormSchema.safeParse({
      ...emptyEmployerForm,
      fullName: 'Sam',
      phone: '(512) 55',
    });
    expect(messages(result)).toMatchObject({
      fullName: 'Please enter your full name (first and last name)',
      phone: 'Please enter a valid 10-digit phone number',
    });
  });
});

describe('the date of birth as typed', () => {
  it('asks for a parent only once a complete date makes a student under 18', () => {
    expect(needsGuardian(typedBirth(15))).toBe(true);
    expect(needsGuardian(typedBirth(18))).toBe(false);
    expect(needsGuardian(typedBirth(12))).toBe(false);
    expect(needsGuardian('03/1')).toBe(false);
  });

  it('sends a date that is not complete as typed, so the contract says what is wrong', () => {
    const result = studentFormSchema.safeParse({ ...validStudent, dateOfBirth: '02/30/2011' });
    expect(messages(result)).toEqual({ dateOfBirth: 'Please enter a valid date of birth' });
    const young = studentFormSchema.safeParse({ ...validStudent, dateOfBirth: typedBirth(12) });
    expect(messages(young)).toEqual({ dateOfBirth: 'Students must be 13 to 25 years old' });
  });
});
