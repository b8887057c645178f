import { describe, expect, it } from 'vitest';
import {
  employerFormSchema,
  emptyEmployerForm,
  emptyStudentForm,
  studentFormSchema,
} from './registration-form';

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
  age: '19',
  parentName: 'left over',
  parentEmail: 'left@over.example',
  interests: ['Dog walking'],
  password: 'Maple-Leaf7!',
  confirmPassword: 'Maple-Leaf7!',
  referralSource: 'friends',
  terms: true,
};

describe('registration forms onto the shared contract', () => {
  it('builds the student body: split name, phone digits, number age, no parent at 18+', () => {
    const result = studentFormSchema.safeParse(validStudent);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      roleId: 1,
      firstName: 'Riley',
      lastName: 'Ann Brooks',
      emailId: 'riley@example.com',
      contactNumber: '5125550123',
      age: 19,
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
      age: 'Age is required',
      password: 'Password is required',
      terms: 'Please accept the Terms of Use to continue',
    });
  });

  it('asks for a parent or guardian under 18, and checks the confirmation', () => {
    const result = studentFormSchema.safeParse({
      ...validStudent,
      age: '15',
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
