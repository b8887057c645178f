import * as z from 'zod/mini';
import {
  ageAt,
  ageCalendarDay,
  dateOfBirthIssue,
  dateOfBirthMessages,
  isCalendarDay,
  isMinorAge,
} from '../rules/age';
import { guardianStatuses } from '../rules/family';
import { jobKinds } from '../rules/job-kinds';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PATTERN,
  passwordIssue,
  passwordMessages,
} from '../rules/password';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INTEREST_MAX_LENGTH,
  INTERESTS_MAX,
  isPlainName,
  isSameMailbox,
  personMessages as m,
  NAME_MAX_LENGTH,
  normalizeInterests,
  PARENT_NAME_MAX_LENGTH,
  PHONE_DIGITS,
  PLAIN_NAME_PATTERN,
  REFERRAL_DETAILS_MAX_LENGTH,
  referralSources,
  ZIP_CODE,
} from '../rules/person';
import { plainText, unixNewlines } from './common';
import './zod-locale';

/*
 * The accounts API contract (docs/spec/1-students-and-accounts.md §3, §5): registration, Google sign-up completion and the profile.
 * Messages are the specification's, so a form can show the server's `fields` as they are.
 * Every body is a strict object: an unknown field (say `role` or `custom:role`) is refused.
 */

export const ROLE_IDS = { student: 1, employer: 2, guardian: 3 } as const;
export type RoleId = (typeof ROLE_IDS)[keyof typeof ROLE_IDS];

/** A string field whose "missing" and "wrong type" messages are the spec's. */
const text = (required: string, invalid: string = required) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) });

/** Trimmed and lower-cased: addresses are compared and stored that way. */
export const emailSchema = z.pipe(
  text(m.emailRequired, m.email).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, m.emailRequired),
    z.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
    // What `z.email` below checks, for openapi.json (it documents a pipe's input).
    z.meta({ format: 'email' }),
  ),
  z.email(m.email),
);

export const passwordSchema = text(passwordMessages.required).check(
  (ctx) => {
    const message = passwordIssue(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  },
  // What passwordIssue checks, for openapi.json.
  z.meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH, pattern: PASSWORD_PATTERN }),
);

/** "Zoë" typed as e + ¨ and as ë are one name: stored composed (NFC). */
const composed = (name: string) => name.normalize('NFC');

/** Letters, spaces, apostrophes and hyphens in any script (shared/rules/person.ts `isPlainName`). */
export const firstNameSchema = text(m.fullName).check(
  z.trim(),
  z.overwrite(composed),
  z.minLength(1, m.fullName),
  z.maxLength(NAME_MAX_LENGTH, m.nameTooLong),
  z.refine(isPlainName, m.nameCharacters),
  z.meta({ pattern: PLAIN_NAME_PATTERN }),
);
export const lastNameSchema = firstNameSchema;

/** API payloads carry the 10 digits only; the form formats them as (123) 456-7890. */
export const contactNumberSchema = text(m.phoneRequired, m.phone).check(
  z.minLength(1, m.phoneRequired),
  z.regex(PHONE_DIGITS, m.phone),
);

export const zipCodeSchema = text(m.zipRequired, m.zip).check(
  z.trim(),
  z.minLength(1, m.zipRequired),
  z.regex(ZIP_CODE, m.zip),
);

/** `YYYY-MM-DD`, the shape of a date of birth (a real day and the age window are checked below). */
export const DATE_OF_BIRTH_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/**
 * A student's date of birth at sign-up, `YYYY-MM-DD`: a real day that makes them 13 to 25 today (on
 * the age calendar, shared/rules/age.ts). The age is never sent: the server computes it every time a
 * rule needs it.
 */
export const dateOfBirthSchema = text(dateOfBirthMessages.required, dateOfBirthMessages.invalid).check(
  z.trim(),
  z.refine((day) => dateOfBirthIssue(day) === null, {
    error: (issue) => dateOfBirthIssue(String(issue.input)) ?? dateOfBirthMessages.invalid,
  }),
  z.meta({
    format: 'date',
    pattern: DATE_OF_BIRTH_PATTERN,
    description: `A real day that makes the student 13 to 25 years old today, counted on the calendar of UTC−10 ("${dateOfBirthMessages.outOfRange}"; otherwise "${dateOfBirthMessages.invalid}").`,
  }),
);

/** A name that may be left empty: checked like the names above when given. */
const blankableName = (max: number, tooLong: string, characters: string) =>
  z.string().check(
    z.trim(),
    z.overwrite(composed),
    z.maxLength(max, tooLong),
    z.refine((name) => name === '' || isPlainName(name), characters),
    z.meta({ pattern: `^$|${PLAIN_NAME_PATTERN}` }),
  );

/** Optional here; required under 18 by the object's rule below. */
const parentNameSchema = z.optional(
  blankableName(PARENT_NAME_MAX_LENGTH, m.parentNameTooLong, m.parentNameCharacters),
);
const parentEmailSchema = z.optional(
  z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
    // Empty (an adult's form) or an address: the object's rule for minors says which.
    z.meta({ anyOf: [{ maxLength: 0 }, { format: 'email' }] }),
  ),
);

/** Trimmed and de-duplicated ignoring case, then limited: the user is told, never silently cut. */
export const interestsSchema = z
  .pipe(
    z
      .array(z.string().check(plainText(), z.meta({ maxLength: INTEREST_MAX_LENGTH })), {
        error: 'Interests must be a list of words',
      })
      // At most 15 once trimmed and de-duplicated (100 as sent): the document says 15.
      .check(z.maxLength(100, m.tooManyInterests), z.meta({ maxItems: INTERESTS_MAX })),
    z.transform((list: string[]) => normalizeInterests(list)),
  )
  .check(
    z.refine((list) => list.length <= INTERESTS_MAX, m.tooManyInterests),
    z.refine((list) => list.every((interest) => interest.length <= INTEREST_MAX_LENGTH), m.interestTooLong),
  );

export const bioSchema = z
  .string({ error: 'Bio must be text' })
  .check(unixNewlines, z.trim(), z.maxLength(BIO_MAX_LENGTH, m.bioTooLong), plainText({ multiline: true }));

export const referralSourceSchema = z.enum(referralSources, { error: m.referralSource });
export const referralDetailsSchema = z
  .string()
  .check(z.trim(), z.maxLength(REFERRAL_DETAILS_MAX_LENGTH, m.referralDetailsTooLong), plainText());

/**
 * Under 18: a parent or guardian, whose e-mail must be a real address that is not the student's own
 * (the alerts would otherwise go to the teen). The Google completion carries the Google account's
 * address as `emailId` (the server checks it is the caller's), so the same rule covers both forms.
 */
const minorRules = (needsParentName: boolean) =>
  z.superRefine(
    (
      value: { dateOfBirth?: unknown; emailId?: unknown; parentName?: unknown; parentEmail?: unknown },
      ctx,
    ) => {
      if (typeof value.dateOfBirth !== 'string' || dateOfBirthIssue(value.dateOfBirth) !== null) return;
      if (!isMinorAge(ageAt(value.dateOfBirth, new Date()))) return;
      if (needsParentName && !(typeof value.parentName === 'string' && value.parentName.trim() !== '')) {
        ctx.addIssue({ code: 'custom', path: ['parentName'], message: m.parentNameRequired });
      }
      const email = typeof value.parentEmail === 'string' ? value.parentEmail.trim() : '';
      if (email === '') {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: m.parentEmailRequired });
      } else if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: m.email });
      } else if (typeof value.emailId === 'string' && isSameMailbox(email, value.emailId)) {
        ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: m.parentEmailIsOwn });
      }
    },
    // Runs even when other fields are wrong, so a form shows every message at once.
    { when: () => true },
  );

/** The rule above, for openapi.json (JSON Schema cannot compare two fields). */
const minorRulesText = (needsParentName: boolean) =>
  `Under 18 today (by dateOfBirth): ${needsParentName ? `parentName is required ("${m.parentNameRequired}"), and ` : ''}` +
  `parentEmail is required ("${m.parentEmailRequired}"), an address ("${m.email}") ` +
  `that is not the student's own mailbox ("${m.parentEmailIsOwn}").`;

/** What every account has, whichever way it was created. */
const contactFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  emailId: emailSchema,
  contactNumber: contactNumberSchema,
};
/** What a student adds. */
const studentFields = {
  roleId: z.literal(ROLE_IDS.student),
  ...contactFields,
  zipCode: zipCodeSchema,
  dateOfBirth: dateOfBirthSchema,
  parentName: parentNameSchema,
  parentEmail: parentEmailSchema,
  interests: z._default(interestsSchema, []),
  bio: z._default(bioSchema, ''),
};
/** Only the e-mail and password sign-up asks these. */
const credentialFields = {
  password: passwordSchema,
  referralSource: referralSourceSchema,
  referralDetails: z.optional(referralDetailsSchema),
};

/** POST /user for a student. Parent fields are kept only under 18 (see `guardianOf`). */
export const studentRegistrationSchema = z
  .strictObject({ ...studentFields, ...credentialFields })
  .check(minorRules(true), z.meta({ description: minorRulesText(true) }));

/** POST /user for an employer. */
export const employerRegistrationSchema = z.strictObject({
  roleId: z.literal(ROLE_IDS.employer),
  ...contactFields,
  ...credentialFields,
});

const roleChoice = { error: 'Please choose an account type: 1 for a student or 2 for an employer.' };

export const registrationSchema = z.discriminatedUnion(
  'roleId',
  [studentRegistrationSchema, employerRegistrationSchema],
  roleChoice,
);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type StudentRegistration = z.output<typeof studentRegistrationSchema>;

/** 201 from POST /user: the account exists but must be verified with the e-mailed code. */
export const registrationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string(), emailId: z.string(), roleId: z.union([z.literal(1), z.literal(2)]) }),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * Google accounts may lack a family name, and the completion screens have no name fields, so the
 * last name may be empty here.
 */
const socialLastNameSchema = z._default(blankableName(NAME_MAX_LENGTH, m.nameTooLong, m.nameCharacters), '');

/**
 * POST /user/social for a student. `parentName` is optional (the spec's screen does not ask for it);
 * the parent's e-mail then greets them without a name.
 */
export const socialStudentSchema = z
  .strictObject({ ...studentFields, lastName: socialLastNameSchema })
  .check(minorRules(false), z.meta({ description: minorRulesText(false) }));

export const socialEmployerSchema = z.strictObject({
  roleId: z.literal(ROLE_IDS.employer),
  ...contactFields,
  lastName: socialLastNameSchema,
});

export const socialSignUpSchema = z.discriminatedUnion(
  'roleId',
  [socialStudentSchema, socialEmployerSchema],
  roleChoice,
);
export type SocialSignUpInput = z.input<typeof socialSignUpSchema>;
export type SocialSignUp = z.output<typeof socialSignUpSchema>;

/**
 * The parent or guardian to keep for a student: only under 18 today (the form clears them at 18+,
 * the server drops them).
 */
export function guardianOf(
  person: { dateOfBirth: string; parentName?: string; parentEmail?: string },
  now: Date = new Date(),
): {
  parentName?: string;
  parentEmail?: string;
} {
  if (!isMinorAge(ageAt(person.dateOfBirth, now))) return {};
  return {
    ...(person.parentName ? { parentName: person.parentName } : {}),
    ...(person.parentEmail ? { parentEmail: person.parentEmail } : {}),
  };
}

/**
 * Limits a teen may read about themselves: what their guardian set that applies to their applies, and
 * their own home on the map (their ZIP code's point) that a distance limit is measured from, so the
 * job list shows a limit before they apply (shared/rules/guardian-limits.ts).
 */
export const teenLimitsSchema = z.object({
  approvalRequired: z.boolean(),
  maxDistanceMiles: z.nullable(z.number()),
  allowedKinds: z.nullable(z.array(z.enum(jobKinds))),
  paused: z.boolean(),
  home: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
});

/** The guardian part of a teen's own profile (GET /user `data.guardian`). */
export const teenGuardianSchema = z.object({
  status: z.enum(guardianStatuses),
  name: z.string(),
  email: z.string(),
  /** Invitations the teen may still send again, and from when the next one may go. */
  resendsLeft: z.number(),
  nextResendAt: z.nullable(z.iso.datetime()),
  correctionsLeft: z.number(),
  limits: teenLimitsSchema,
});
export type TeenGuardian = z.infer<typeof teenGuardianSchema>;

/**
 * A student whose record came from before dates of birth (it gave an age at sign-up) is asked once to
 * confirm or correct the estimate: a date from `earliest` to `latest` keeps the age they gave.
 */
export const dateOfBirthToConfirmSchema = z.object({
  estimate: z.string(),
  earliest: z.string(),
  latest: z.string(),
  ageGiven: z.number(),
});
export type DateOfBirthToConfirm = z.infer<typeof dateOfBirthToConfirmSchema>;

/**
 * GET /user `data` (docs/spec/1-students-and-accounts.md §3 User). Fields a role does not have are null (age, date of birth,
 * zipCode and the parent for an employer; the parent for a student of 18 or more). `age` is today's,
 * computed from the date of birth; the date itself is shown to the student and their guardian only.
 */
export const profileDataSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  contactNumber: z.string(),
  bio: z.string(),
  age: z.nullable(z.number()),
  dateOfBirth: z.nullable(z.string()),
  parentEmail: z.nullable(z.string()),
  parentName: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  interests: z.array(z.string()),
  roleId: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Present until a student from before dates of birth confirms theirs (PUT /user/date-of-birth). */
  confirmDateOfBirth: z.optional(dateOfBirthToConfirmSchema),
  /** A student under 18: their guardian and the limits that apply to them. */
  guardian: z.optional(teenGuardianSchema),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/**
 * GET /user and the 200 of PUT /user/profile. `id` and `entity` are both the user's id (the Cognito
 * `sub`); `entity` is there because the update echoes it, as jobs and applications do.
 */
export const profileResponseSchema = z.object({
  id: z.string(),
  entity: z.string(),
  data: profileDataSchema,
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT /user/profile and the 201 of POST /user/social: the profile, with what was done. */
export const profileMessageResponseSchema = z.extend(profileResponseSchema, { message: z.string() });

/**
 * What a student may change through PUT /user/profile: interests and bio (docs/spec/1-students-and-accounts.md §2 Profile), and their
 * name, phone and ZIP code, with the rules of sign-up. A teen's guardian may change the last four too
 * (PUT /family/teen/{id}/details).
 */
export const editableProfileFields = [
  'interests',
  'bio',
  'firstName',
  'lastName',
  'contactNumber',
  'zipCode',
] as const;
export const EDITABLE_FIELDS_TEXT = 'your name, phone number, zipcode, interests and bio';

/** The read-only fields the update may echo back, and how a message names each one. */
export const readOnlyProfileFields = {
  emailId: 'email address',
  age: 'age',
  dateOfBirth: 'date of birth',
  parentEmail: 'parent/guardian email',
  parentName: 'parent/guardian name',
  roleId: 'account type',
} as const satisfies Partial<Record<keyof ProfileData, string>>;
export type ReadOnlyProfileField = keyof typeof readOnlyProfileFields;

/** "Your age cannot be changed here. Only your name, phone number, … can be updated." */
export function readOnlyFieldMessage(field: ReadOnlyProfileField): string {
  return `Your ${readOnlyProfileFields[field]} cannot be changed here. Only ${EDITABLE_FIELDS_TEXT} can be updated.`;
}

/** A last name left empty: allowed only where it is empty already (a Google account without one). */
export const LAST_NAME_NEEDED = 'Please enter your last name';

/**
 * A last name that may come back empty in an echo (Google accounts may lack one); a new one is checked
 * like a first name, and an empty one that was not empty before is refused (LAST_NAME_NEEDED).
 */
const editedLastNameSchema = blankableName(NAME_MAX_LENGTH, m.nameTooLong, m.nameCharacters).check(
  z.meta({ description: `Empty only where it is empty already ("${LAST_NAME_NEEDED}").` }),
);

/** The contact details a student and their guardian may change: checked as at sign-up. */
export const contactDetailsFields = {
  firstName: firstNameSchema,
  lastName: editedLastNameSchema,
  contactNumber: contactNumberSchema,
  zipCode: zipCodeSchema,
};

const incomplete = 'Incomplete profile data';

/**
 * PUT /user/profile: `{ id, entity, data }` where id and entity are the caller's own id. `data` may
 * echo the whole profile; a read-only field that differs from the stored value is refused (400),
 * one that is left out stays as it is. Omitted editable fields also stay as they are (a null ZIP code,
 * as an echo of a profile without one, too).
 */
export const profileUpdateSchema = z.strictObject({
  id: z.string({ error: incomplete }).check(z.minLength(1, incomplete), z.maxLength(100)),
  entity: z.string({ error: incomplete }).check(z.minLength(1, incomplete), z.maxLength(100)),
  data: z.strictObject(
    {
      interests: z.optional(interestsSchema),
      bio: z.optional(bioSchema),
      firstName: z.optional(contactDetailsFields.firstName),
      lastName: z.optional(contactDetailsFields.lastName),
      contactNumber: z.optional(contactDetailsFields.contactNumber),
      zipCode: z.optional(z.nullable(contactDetailsFields.zipCode)),
      emailId: z.optional(z.string().check(z.maxLength(EMAIL_MAX_LENGTH))),
      age: z.optional(z.nullable(z.number())),
      dateOfBirth: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
      parentEmail: z.optional(z.nullable(z.string().check(z.maxLength(EMAIL_MAX_LENGTH)))),
      parentName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
      roleId: z.optional(z.number()),
      // Computed from our records, not fields of the profile, so an echo of them is ignored: a teen's
      // guardian part (the guardian's address changes through /user/guardian) and a date of birth to
      // confirm (PUT /user/date-of-birth).
      guardian: z.optional(z.unknown()),
      confirmDateOfBirth: z.optional(z.unknown()),
    },
    { error: incomplete },
  ),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** A real day of the past, `YYYY-MM-DD`: a date of birth whose other rules a use case checks. */
const pastDaySchema = text(dateOfBirthMessages.required, dateOfBirthMessages.invalid).check(
  z.trim(),
  z.minLength(1, dateOfBirthMessages.required),
  z.refine((day) => isCalendarDay(day) && day <= ageCalendarDay(new Date()), dateOfBirthMessages.invalid),
  z.meta({
    format: 'date',
    pattern: DATE_OF_BIRTH_PATTERN,
    description: `A real day, today or earlier on the calendar of UTC−10 (otherwise "${dateOfBirthMessages.invalid}").`,
  }),
);

/** PUT /user/date-of-birth: a student from before dates of birth confirms or corrects the estimate. */
export const dateOfBirthBodySchema = z.strictObject({ dateOfBirth: pastDaySchema }).check(
  z.meta({
    description:
      'A real day of the past, within the days that keep the age the account gave when it joined ' +
      `(GET /user data.confirmDateOfBirth; otherwise "${dateOfBirthMessages.notTheAgeGiven(15).replace('15', 'N')}").`,
  }),
);
export type DateOfBirthBody = z.infer<typeof dateOfBirthBodySchema>;

/** Spec/1 §2: shown for 3 seconds after a successful update. */
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully! Your changes have been saved.';
