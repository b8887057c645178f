import * as z from 'zod/mini';
import { applicationStatuses } from '../rules/application-status';
import { emailModes, guardianDistanceOptions } from '../rules/family';
import { TIME_OF_DAY } from '../rules/job-hours';
import { jobKinds } from '../rules/job-kinds';
import {
  EMAIL_MAX_LENGTH,
  isSameMailbox,
  personMessages as m,
  PARENT_NAME_MAX_LENGTH,
} from '../rules/person';
import { fullAddressSchema } from './address';
import { idSchema, isoDateSchema, priceTypeSchema } from './common';
import {
  contactDetailsFields,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  passwordSchema,
  profileResponseSchema,
} from './user';
import './zod-locale';

/*
 * The families API contract: guardian invitations and their links, the guardian's
 * page, their settings for each teen, and their decisions on applications that wait for them.
 */

export const familyMessages = {
  linkUsed: 'This link has already been used. Sign in to see your family page.',
  confirmed: 'Thank you. You are now confirmed as their parent or guardian.',
  alreadyConfirmed: 'You are already confirmed as their parent or guardian.',
  notInvitedAddress: 'Sign in with the address the invitation was sent to.',
  declined: 'Thank you for telling us. Their applications are paused, and our team will look into it.',
  accountExists:
    'This address already has an account. Please sign in, then open the link from the e-mail again.',
  notGuardianAccount:
    'This address belongs to a student or employer account. Please use another address for your parent account, or contact support.',
  resent: 'We sent the invitation again. The earlier link no longer works.',
  resendTooSoon: 'You can send the invitation again once a day. Please try again tomorrow.',
  resendsUsed:
    'You have sent the invitation 3 more times already. Please check the address, or contact support.',
  correctionsUsed: 'You have changed the address 3 times already. Please contact support for help.',
  corrected: 'We updated the address and sent them a new invitation.',
  sameAddress: 'That is the address we have already. Use "Send again" to send a new invitation.',
  afterConfirmation: 'Your parent or guardian has confirmed, so only they can change these details.',
  notInvited: 'There is no invitation waiting to be sent again.',
  teenNotFound: 'We could not find that teen in your family.',
  applicationNotFound: 'We could not find that application in your family.',
  notWaiting: 'This application is not waiting for your approval any more.',
  approved: 'Approved. The employer can see the application now, and we let them know.',
  notApproved: 'Declined. We let them know kindly.',
  settingsSaved: 'Saved. These settings apply to their next application.',
  detailsSaved: 'Saved. Their profile shows the new details.',
  jobNoLongerOpen: 'This job is no longer taking applications, so the application could not be sent.',
} as const;

/** A signed link token (functions/lib/signed-token.ts bounds its length too). */
export const linkTokenSchema = z
  .string({ error: 'This link is not valid.' })
  .check(z.minLength(1, 'This link is not valid.'), z.maxLength(1024, 'This link is not valid.'));

export const invitationTokenBodySchema = z.strictObject({ token: linkTokenSchema });
export type InvitationTokenBody = z.infer<typeof invitationTokenBodySchema>;

/** What the invitation page shows before the guardian chooses (POST /guardian/invitation). */
export const invitationDetailsSchema = z.object({
  teenFirstName: z.string(),
  guardianName: z.string(),
  guardianEmail: z.string(),
  /** The address has a guardian account already: sign in and confirm, rather than make one. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/** POST /guardian/invitation/accept: the guardian's new account, made from the link. */
export const acceptInvitationBodySchema = z.strictObject({
  token: linkTokenSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  password: passwordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationBodySchema>;

/** The new account is signed in at once (the link proved the address): tokens as POST /signin. */
export const acceptInvitationResponseSchema = z.object({
  message: z.string(),
  // The refresh token travels only in the HttpOnly session cookie.
  data: z.object({ idToken: z.string() }),
});

/** PUT /user/guardian: the teen corrects a mistyped address before it is confirmed. */
export const correctGuardianBodySchema = z.strictObject({
  parentName: z
    .string({ error: m.parentNameRequired })
    .check(
      z.trim(),
      z.minLength(1, m.parentNameRequired),
      z.maxLength(PARENT_NAME_MAX_LENGTH, m.parentNameTooLong),
    ),
  parentEmail: z.pipe(
    z
      .string({ error: m.parentEmailRequired })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, m.parentEmailRequired),
        z.maxLength(EMAIL_MAX_LENGTH, m.emailTooLong),
        z.meta({ format: 'email' }),
      ),
    z.email(m.email),
  ),
});
export type CorrectGuardianInput = z.input<typeof correctGuardianBodySchema>;

export { type TeenGuardian, teenGuardianSchema, teenLimitsSchema } from './user';

const kindSchema = z.enum(jobKinds, { error: 'Choose kinds of job from the list.' });

/** A guardian marks at most this many days off (holidays, breaks) at a time. */
export const SCHOOL_DAYS_OFF_MAX = 40;

const schoolMessages = {
  breakEnds: 'A break must end on or after the day it starts.',
  endsAfter: 'School must end after it starts.',
} as const;

const schoolTimeSchema = z
  .string({ error: 'Please enter a time such as 8:00 AM.' })
  .check(z.regex(TIME_OF_DAY, 'Please enter a time such as 8:00 AM.'));

/** The teen's school, for the rules on young teens' hours: school hours and days off. */
export const schoolSettingsSchema = z
  .strictObject({
    startTime: schoolTimeSchema,
    endTime: schoolTimeSchema,
    daysOff: z
      .array(
        z.strictObject({ from: isoDateSchema, to: isoDateSchema }).check(
          z.refine((range) => range.to >= range.from, { message: schoolMessages.breakEnds, path: ['to'] }),
          z.meta({ description: `to is on or after from: ${schoolMessages.breakEnds}` }),
        ),
      )
      .check(z.maxLength(SCHOOL_DAYS_OFF_MAX, `Mark at most ${SCHOOL_DAYS_OFF_MAX} days off or breaks.`)),
  })
  .check(
    z.refine((school) => school.endTime > school.startTime, {
      message: schoolMessages.endsAfter,
      path: ['endTime'],
    }),
    z.meta({ description: `endTime is after startTime: ${schoolMessages.endsAfter}` }),
  );

/** PUT /family/teen/{id}/settings. */
export const teenSettingsSchema = z.strictObject({
  approvalRequired: z.boolean({ error: 'Choose whether applications wait for your approval.' }),
  maxDistanceMiles: z.nullable(
    z.number().check(
      z.refine((miles) => (guardianDistanceOptions as readonly number[]).includes(miles), {
        message: `Choose one of ${guardianDistanceOptions.join(', ')} miles, or no limit.`,
      }),
      z.meta({ enum: [...guardianDistanceOptions] }),
    ),
  ),
  allowedKinds: z.nullable(
    z
      .array(kindSchema)
      .check(z.minLength(1, 'Allow at least one kind of job, or every kind.'), z.maxLength(20)),
  ),
  paused: z.boolean({ error: 'Choose whether applications are paused.' }),
  emailMode: z.enum(emailModes, { error: 'Choose every event or a daily digest.' }),
  // Off unless the guardian turns it on (a client that does not know it leaves it off).
  allowPhoneNumbers: z._default(
    z.boolean({ error: 'Choose whether phone numbers may be shared once an application is accepted.' }),
    false,
  ),
  /** Left out: the school settings stay as they are. */
  school: z.optional(schoolSettingsSchema),
});
export type TeenSettingsInput = z.input<typeof teenSettingsSchema>;

export const teenIdParamsSchema = z.strictObject({ id: z.string().check(z.minLength(1), z.maxLength(128)) });
export const applicationIdParamsSchema = z.strictObject({ id: idSchema });

/** POST /family/application/{id}/decision. */
export const decisionBodySchema = z.strictObject({
  approve: z.boolean({ error: 'approve must be true (approve) or false (decline).' }),
});
/** POST /guardian/application/decision: the same from the mail's signed link. */
export const decisionByLinkBodySchema = z.strictObject({
  token: linkTokenSchema,
  approve: z.boolean({ error: 'approve must be true (approve) or false (decline).' }),
});

/** Who posted a job, as a guardian weighs them before approving (shared/rules/employer-standing.ts). */
export const employerStandingSchema = z.object({
  firstName: z.string(),
  /** When their account was made; null when it is gone (a former employer). */
  memberSince: z.nullable(z.iso.datetime()),
  /** Their reviews' average and count once reviews exist; null until then, or with none. */
  rating: z.nullable(z.object({ average: z.number(), count: z.number() })),
});
export type EmployerStanding = z.infer<typeof employerStandingSchema>;

/**
 * The whole job a guardian approves: what the student read before applying (description, days and
 * hours, pay, town) and who posted it. The /family card, the approval e-mail and its link page show it.
 */
export const approvalJobSchema = z.object({
  jobId: idSchema,
  title: z.string(),
  kind: z.enum(jobKinds),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The time of day on the job's own clock (`HH:MM`), both or neither. */
  startTime: z.optional(z.string()),
  endTime: z.optional(z.string()),
  price: z.optional(z.number()),
  priceType: priceTypeSchema,
  town: z.object({ city: z.string(), state: z.string() }),
  employer: employerStandingSchema,
});
export type ApprovalJob = z.infer<typeof approvalJobSchema>;

/** One application as the guardian sees it. */
export const familyApplicationSchema = z.object({
  entity: idSchema,
  jobId: idSchema,
  jobTitle: z.string(),
  employerFirstName: z.string(),
  town: z.object({ city: z.string(), state: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(applicationStatuses),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The whole job, while it waits for the guardian's approval; absent when the job is gone. */
  job: z.optional(approvalJobSchema),
  /** Exactly what the teen sees once accepted: the street address and the employer's contact. */
  accepted: z.optional(
    z.object({
      address: fullAddressSchema,
      employerName: z.string(),
      employerEmail: z.string(),
      employerPhone: z.string(),
    }),
  ),
});
export type FamilyApplication = z.infer<typeof familyApplicationSchema>;

export const familyActivitySchema = z.object({
  at: z.iso.datetime(),
  kind: z.string(),
  text: z.string(),
});
export type FamilyActivity = z.infer<typeof familyActivitySchema>;

export const familyTeenSchema = z.object({
  teenId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Today's age, from the date of birth, which only the teen and their guardian see. */
  age: z.number(),
  dateOfBirth: z.string(),
  /** What the guardian may change for them (PUT /family/teen/{id}/details), as the teen may. */
  contactNumber: z.string(),
  zipCode: z.string(),
  settings: z.object({
    approvalRequired: z.boolean(),
    maxDistanceMiles: z.nullable(z.number()),
    allowedKinds: z.nullable(z.array(z.enum(jobKinds))),
    paused: z.boolean(),
    emailMode: z.enum(emailModes),
    allowPhoneNumbers: z.boolean(),
    school: z.object({
      startTime: z.string(),
      endTime: z.string(),
      daysOff: z.array(z.object({ from: z.string(), to: z.string() })),
    }),
  }),
  applications: z.array(familyApplicationSchema),
  activity: z.array(familyActivitySchema),
});
export type FamilyTeen = z.infer<typeof familyTeenSchema>;

/** GET /family. */
export const familyResponseSchema = z.object({ teens: z.array(familyTeenSchema) });
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** PUT /family/teen/{id}/settings: the saved teen, as GET /family shows them. */
export const teenSettingsResponseSchema = z.object({ message: z.string(), teen: familyTeenSchema });

/**
 * POST /guardian/application (the mail's link, before deciding): the application and its whole job,
 * so the page the Approve and Decline buttons open shows what is approved. Changes nothing.
 */
export const approvalDetailsSchema = z.object({
  teenFirstName: z.string(),
  /** Still waiting for the guardian; false once decided (the page then says so). */
  waiting: z.boolean(),
  status: z.enum(applicationStatuses),
  job: approvalJobSchema,
});
export type ApprovalDetails = z.infer<typeof approvalDetailsSchema>;

/** PUT /family/teen/{id}/details: a teen's name, phone and ZIP code, checked as the teen's own profile. */
export const teenDetailsSchema = z.strictObject(contactDetailsFields);
export type TeenDetailsInput = z.input<typeof teenDetailsSchema>;
export const teenDetailsResponseSchema = z.object({ message: z.string(), teen: familyTeenSchema });

export const decisionResponseSchema = z.object({
  message: z.string(),
  changed: z.boolean(),
  status: z.enum(applicationStatuses),
  jobTitle: z.string(),
  teenFirstName: z.string(),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/** The teen's own address is not a guardian's: the rule of registration, for a correction too. */
export const isOwnAddress = (teenEmail: string, parentEmail: string) => isSameMailbox(teenEmail, parentEmail);

export { emailSchema };

/** The teen's resend and correction of their guardian's address: what was done, and their profile. */
export const guardianChangeResponseSchema = z.object({ message: z.string(), profile: profileResponseSchema });
