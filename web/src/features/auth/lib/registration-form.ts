import { ageAt, dateOfBirthIssue, isMinorAge } from '@shared/rules/age';
import { passwordMessages } from '@shared/rules/password';
import { fullNameIssue, phoneDigits, type ReferralSource, splitFullName } from '@shared/rules/person';
import { employerRegistrationSchema, studentRegistrationSchema } from '@shared/schemas/user';
import { formSchema } from '../../../lib/forms/form-schema';
import { usDateToIso } from '../../../lib/ui/date-input';

/*
 * The registration forms (docs/spec/1-students-and-accounts.md §2, §5) as the screens hold them: one full-name field, a formatted
 * phone, the date of birth as typed (MM/DD/YYYY), a password confirmation and the terms box. They map onto the shared
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
  /** As typed: MM/DD/YYYY. */
  dateOfBirth: string;
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
  dateOfBirth: '',
  parentName: '',
  parentEmail: '',
  interests: [],
  bio: '',
};

/**
 * The typed date of birth as the API takes it (`YYYY-MM-DD`), or the text as typed when it is not a
 * complete, real date, so that the contract's own message says what is wrong.
 */
export function dateOfBirthOf(typed: string): string {
  return usDateToIso(typed) ?? typed.trim();
}

/** Today's age of a complete, valid date of birth (13 to 25); null until one is typed. */
export function typedAge(typed: string): number | null {
  const day = usDateToIso(typed);
  return day && dateOfBirthIssue(day) === null ? ageAt(day, new Date()) : null;
}

/** True when the typed date of birth makes a valid student under 18: the parent fields apply. */
export function needsGuardian(typed: string): boolean {
  const age = typedAge(typed);
  return age !== null && isMinorAge(age);
}

/** True when the typed date of birth makes an adult student: no parent or guardian is kept. */
export function isAdult(typed: string): boolean {
  const age = typedAge(typed);
  return age !== null && !isMinorAge(age);
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
    const minor = needsGuardian(form.dateOfBirth);
    return {
      roleId: 1 as const,
      ...commonPayload(form),
      zipCode: form.zipCode,
      dateOfBirth: dateOfBirthOf(form.dateOfBirth),
      // A parent or guardian is kept only under 18 (the form clears the fields at 18+).
      parentName: minor ? form.parentName : undefined,
      parentEmail: minor ? form.parentEmail : undefined,
      interests: form.interests,
      bio: form.bio,
    };
  },
});
