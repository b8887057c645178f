import { passwordMessages } from '@shared/rules/password';
import {
  ADULT_AGE,
  AGE_MAX,
  AGE_MIN,
  fullNameIssue,
  phoneDigits,
  type ReferralSource,
  splitFullName,
} from '@shared/rules/person';
import { employerRegistrationSchema, studentRegistrationSchema } from '@shared/schemas/user';
import { formSchema } from '../../../lib/forms/form-schema';

/*
 * The registration forms (docs/spec/1-students-and-accounts.md §2, §5) as the screens hold them: one full-name field, a formatted
 * phone, the age as typed, a password confirmation and the terms box. They map onto the shared
 * request schemas, which carry every rule and message.
 */

export const TERMS_MESSAGE = 'Please accept the Terms of Use to continue';

/** Registration body field → form field, where the names differ. */
export const registrationFieldNames = {
  firstName: 'fullName',
  lastName: 'fullName',
  emailId: 'email',
  contactNumber: 'phone',
} as const;

export interface EmployerForm extends Record<string, unknown> {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  referralSource: string;
  referralDetails: string;
  terms: boolean;
}

export interface StudentForm extends EmployerForm {
  zipCode: string;
  age: string;
  parentName: string;
  parentEmail: string;
  interests: string[];
  bio: string;
}

export const emptyEmployerForm: EmployerForm = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  referralSource: '',
  referralDetails: '',
  terms: false,
};

export const emptyStudentForm: StudentForm = {
  ...emptyEmployerForm,
  zipCode: '',
  age: '',
  parentName: '',
  parentEmail: '',
  interests: [],
  bio: '',
};

/** The age as a number, or undefined when nothing is typed (the contract then says it is required). */
export function typedAge(age: string): number | undefined {
  return age.trim() === '' ? undefined : Number(age);
}

/** True when the typed age is a valid student age under 18: the parent fields apply. */
export function needsGuardian(age: string): boolean {
  const value = typedAge(age);
  return (
    value !== undefined &&
    Number.isInteger(value) &&
    value >= AGE_MIN &&
    value <= AGE_MAX &&
    value < ADULT_AGE
  );
}

// Values go to the contract unchecked (the casts say "as typed"): the contract is what checks them.
function commonPayload(form: EmployerForm) {
  const names = splitFullName(form.fullName) ?? { firstName: form.fullName.trim(), lastName: '' };
  return {
    ...names,
    emailId: form.email,
    contactNumber: phoneDigits(form.phone),
    password: form.password,
    referralSource: (form.referralSource || undefined) as ReferralSource,
    referralDetails: form.referralDetails.trim() || undefined,
  };
}

/** The form-only checks: the name's own wording, the confirmation and the terms. */
function formChecks(form: EmployerForm) {
  return {
    fullName: fullNameIssue(form.fullName),
    confirmPassword:
      form.confirmPassword !== form.password && (form.confirmPassword || form.password)
        ? passwordMessages.mismatch
        : null,
    terms: form.terms ? null : TERMS_MESSAGE,
  };
}

export const employerFormSchema = formSchema({
  payload: employerRegistrationSchema,
  fieldNames: registrationFieldNames,
  check: formChecks,
  toPayload: (form: EmployerForm) => ({ roleId: 2 as const, ...commonPayload(form) }),
});

export const studentFormSchema = formSchema({
  payload: studentRegistrationSchema,
  fieldNames: registrationFieldNames,
  check: formChecks,
  toPayload: (form: StudentForm) => {
    const minor = needsGuardian(form.age);
    return {
      roleId: 1 as const,
      ...commonPayload(form),
      zipCode: form.zipCode,
      age: typedAge(form.age) as number,
      // A parent or guardian is kept only under 18 (the form clears the fields at 18+).
      parentName: minor ? form.parentName : undefined,
      parentEmail: minor ? form.parentEmail : undefined,
      interests: form.interests,
      bio: form.bio,
    };
  },
});
