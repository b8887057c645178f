import { phoneDigits } from '@shared/rules/person';
import { socialEmployerSchema, socialStudentSchema } from '@shared/schemas/user';
import { formSchema } from '../../../lib/forms/form-schema';
import { dateOfBirthOf, needsGuardian } from './registration-form';

/** What /auth/google hands the completion screens in navigation state (docs/spec/1-students-and-accounts.md §2). */
export interface GoogleCompletionState {
  firstName: string;
  lastName: string;
  email: string;
  /** The Google ID token: the bearer of POST /user/social. */
  token: string;
}

export function completionStateFrom(value: unknown): GoogleCompletionState | null {
  if (!value || typeof value !== 'object') return null;
  const { firstName, lastName, email, token } = value as Record<string, unknown>;
  if (typeof email !== 'string' || typeof token !== 'string' || !email || !token) return null;
  return {
    firstName: typeof firstName === 'string' ? firstName : '',
    lastName: typeof lastName === 'string' ? lastName : '',
    email,
    token,
  };
}

export const completionFieldNames = { contactNumber: 'phone' } as const;

export interface EmployerCompletionForm extends Record<string, unknown> {
  phone: string;
}

export function employerCompletionSchema(person: GoogleCompletionState) {
  return formSchema({
    payload: socialEmployerSchema,
    fieldNames: completionFieldNames,
    toPayload: (form: EmployerCompletionForm) => ({
      roleId: 2 as const,
      firstName: person.firstName,
      lastName: person.lastName,
      emailId: person.email,
      contactNumber: phoneDigits(form.phone),
    }),
  });
}

export interface StudentCompletionForm extends Record<string, unknown> {
  phone: string;
  zipCode: string;
  /** As typed: MM/DD/YYYY. */
  dateOfBirth: string;
  parentEmail: string;
  interests: string[];
  bio: string;
}

export const emptyStudentCompletion: StudentCompletionForm = {
  phone: '',
  zipCode: '',
  dateOfBirth: '',
  parentEmail: '',
  interests: [],
  bio: '',
};

export function studentCompletionSchema(person: GoogleCompletionState) {
  return formSchema({
    payload: socialStudentSchema,
    fieldNames: completionFieldNames,
    toPayload: (form: StudentCompletionForm) => ({
      roleId: 1 as const,
      firstName: person.firstName,
      lastName: person.lastName,
      emailId: person.email,
      contactNumber: phoneDigits(form.phone),
      zipCode: form.zipCode,
      // Values go to the contract as typed; it is what checks them.
      dateOfBirth: dateOfBirthOf(form.dateOfBirth),
      parentEmail: needsGuardian(form.dateOfBirth) ? form.parentEmail : undefined,
      interests: form.interests,
      bio: form.bio,
    }),
  });
}
