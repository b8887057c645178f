import type { RoleId } from '../auth/pool-definition';
import { webPaths } from '../web-paths';
import { ageOf, type BirthRecord, isMinorAge, isYoungTeenAge } from './age';
import type { JobKind } from './job-kinds';
import { DEFAULT_SCHOOL, type SchoolSettings } from './young-teen-rules';

/*
 * A teen's guardian, in one place: how long an invitation lasts, how often a teen may
 * send it again, the guardian's default settings by age, the limits a guardian may set, and the words
 * a teen reads when one of them refuses an apply. Used by the functions (which enforce every rule)
 * and the web (which shows them).
 */

/** A guardian invitation's link is valid this long. */
export const INVITATION_VALID_DAYS = 7;
/** The teen may send the invitation again at most this many times in all... */
export const INVITATION_RESENDS_MAX = 3;
/** ...and at most once in this many hours. */
export const INVITATION_RESEND_INTERVAL_HOURS = 24;
/** A teen may correct a mistyped guardian address this many times in all (each invites the new one). */
export const GUARDIAN_CORRECTIONS_MAX = 3;
/** At most this many mails a day to one guardian; the rest waits for the daily digest. */
export const GUARDIAN_DAILY_MAIL_CAP = 10;

/**
 * Where a teen's guardian link stands. Absent: an adult, or a teen from before guardians confirmed. `ended`: the
 * confirmed guardian deleted their account; the teen names a parent or guardian again.
 */
export const guardianStatuses = ['invited', 'confirmed', 'declined', 'ended'] as const;
export type GuardianStatus = (typeof guardianStatuses)[number];

/** The distances a guardian may choose (miles), as the job search offers them (docs/spec/1-students-and-accounts.md §2). */
export const guardianDistanceOptions = [1, 2, 5, 10, 15, 20, 40] as const;

export const emailModes = ['every', 'digest'] as const;
export type EmailMode = (typeof emailModes)[number];

/** What a guardian decides for one teen. Null limits: no limit. */
export interface TeenSettings {
  /** Each application waits for the guardian before the employer sees it. */
  approvalRequired: boolean;
  /** The farthest a job may be from the teen's ZIP code, in miles. */
  maxDistanceMiles: number | null;
  /** The kinds of job the teen may apply to (shared job kinds); null: every kind. */
  allowedKinds: JobKind[] | null;
  /** No applications at all while true. */
  paused: boolean;
  /** Every event as it happens, or one daily digest. */
  emailMode: EmailMode;
  /**
   * Once an application is accepted, the teen and the employer may share phone numbers in their
   * conversation. Off by default; e-mail addresses, links and handles stay hidden whatever it says.
   * Absent on settings saved before conversations: read as off.
   */
  allowPhoneNumbers?: boolean;
  /**
   * The teen's school hours and days off, for the rules on young teens' hours. Absent: the defaults
   * (young-teen-rules.ts DEFAULT_SCHOOL). Kept when a settings body leaves it out.
   */
  school?: SchoolSettings;
}

/**
 * 13–15 need approval and hear of every event; 16–17 neither, until the guardian says otherwise. The
 * age is today's (age.ts), so a teen's defaults change on their 16th birthday by themselves.
 */
export function defaultTeenSettings(age: number): TeenSettings {
  const young = isYoungTeenAge(age);
  return {
    approvalRequired: young,
    maxDistanceMiles: null,
    allowedKinds: null,
    paused: false,
    emailMode: young ? 'every' : 'digest',
    allowPhoneNumbers: false,
  };
}

/**
 * What the rules of a teen's guardian link read of a user's record (the users table's item has it all).
 * Written out here so that every domain can ask them of a record without importing the family domain.
 */
export interface TeenRecord extends BirthRecord {
  roleId: RoleId;
  parentName?: string;
  parentEmail?: string;
  guardianStatus?: GuardianStatus;
  guardianId?: string;
  familySettings?: TeenSettings;
  familySettingsChosen?: boolean;
}

/** A student under 18 today: the rules of a minor apply (age.ts, computed from the date of birth each time). */
export function isMinorStudent(user: TeenRecord, now = new Date()): boolean {
  const age = user.roleId === 1 ? ageOf(user, now) : null;
  return age !== null && isMinorAge(age);
}

/**
 * A student under 18 with a guardian address: the people this feature is about. From their 18th
 * birthday nobody is, at once, whether or not the birthday run has ended the link yet.
 */
export const hasGuardian = (user: TeenRecord, now = new Date()): boolean =>
  isMinorStudent(user, now) &&
  // `ended`: their guardian deleted their account; the teen still needs one.
  (Boolean(user.parentEmail) || user.guardianStatus === 'ended');

/**
 * Whether the guardian chose these settings themselves. Records from before that was noted hold the
 * defaults they were given at the invitation; settings equal to a default of either age are taken as
 * defaults, so they follow the teen's age like new ones.
 */
function chosenByGuardian(user: TeenRecord): boolean {
  if (user.familySettingsChosen !== undefined) return user.familySettingsChosen;
  const stored = user.familySettings;
  if (!stored) return false;
  const same = (defaults: TeenSettings) =>
    (Object.keys(defaults) as (keyof TeenSettings)[]).every(
      (key) => JSON.stringify(stored[key]) === JSON.stringify(defaults[key]),
    );
  return !same(defaultTeenSettings(15)) && !same(defaultTeenSettings(16));
}

/**
 * The guardian's settings for this teen: what they chose, or else the defaults of the teen's age
 * today, which change on the 16th birthday by themselves (approvals and every mail end, the digest
 * begins); the school they set stays. A guardian who chose keeps their choice.
 */
export function settingsOf(
  user: TeenRecord,
  now = new Date(),
): TeenSettings & { allowPhoneNumbers: boolean } {
  const stored = user.familySettings;
  const settings =
    stored && chosenByGuardian(user)
      ? stored
      : {
          ...defaultTeenSettings(ageOf(user, now) ?? 17),
          ...(stored?.school ? { school: stored.school } : {}),
        };
  // Settings saved before phone numbers could be allowed have no answer: off.
  return { allowPhoneNumbers: false, ...settings };
}

/** Mail to the guardian address may go only once its owner has confirmed. */
export const guardianConfirmed = (user: TeenRecord): boolean => user.guardianStatus === 'confirmed';

/** The teen's school as their guardian set it, or the defaults. */
export const schoolOf = (user: TeenRecord): SchoolSettings => settingsOf(user).school ?? DEFAULT_SCHOOL;

/**
 * Why an apply is refused because of the guardian, in words a teen understands. Each carries its own
 * error code so the web (and the tests) can tell them apart.
 */
export const guardianRefusals = {
  notConfirmed: {
    code: 'GUARDIAN_NOT_CONFIRMED',
    message:
      'Your parent or guardian has not confirmed your account yet. Ask them to open the e-mail we sent them, or send it again from your profile.',
  },
  ended: {
    code: 'GUARDIAN_ENDED',
    message:
      'Applications are paused: your parent or guardian closed their Neighbourhood Jobs account. Please add a parent or guardian again on your profile.',
  },
  declined: {
    code: 'GUARDIAN_DECLINED',
    message:
      'Applications are paused: the person at the parent or guardian address said they are not your parent. Please check the address on your profile.',
  },
} as const;

/** The words of each guardian-facing event in the activity list and in the guardian's mails. */
export const activityKinds = [
  'applied',
  'awaiting-approval',
  'approved',
  'not-approved',
  'withdrawn',
  'interest',
  'accepted',
  'rejected',
  'job-filled',
  'job-removed',
  'report-sent',
  'turned-16',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** One line per event, as the /family page and the digest say it ("Maya applied for Dog walking"). */
export function activitySentence(kind: ActivityKind, teenName: string, jobTitle: string): string {
  switch (kind) {
    case 'applied':
      return `${teenName} applied for ${jobTitle}.`;
    case 'awaiting-approval':
      return `${teenName} wants to apply for ${jobTitle}. It waits for your approval.`;
    case 'approved':
      return `You approved ${teenName}'s application for ${jobTitle}; the employer can see it now.`;
    case 'not-approved':
      return `You declined ${teenName}'s application for ${jobTitle}.`;
    case 'withdrawn':
      return `${teenName} withdrew their application for ${jobTitle}.`;
    case 'interest':
      return `The employer of ${jobTitle} told ${teenName} they are interested.`;
    case 'accepted':
      return `${teenName} was accepted for ${jobTitle}.`;
    case 'rejected':
      return `${teenName} was not selected for ${jobTitle}.`;
    case 'job-filled':
      return `${jobTitle} was filled by someone else, so ${teenName}'s application ended.`;
    case 'job-removed':
      return `${jobTitle} was removed by the employer, so ${teenName}'s application ended.`;
    case 'report-sent':
      return `${teenName} reported ${jobTitle} to our team.`;
    case 'turned-16':
      return `${teenName} turned 16 today: the rules for under-16s no longer apply.`;
  }
}

/**
 * The digest's line for the messages a teen's conversations had since the last digest: how many, and
 * where to read them (guardians get no mail per message).
 */
export const messagesDigestLine = (teenName: string, count: number) =>
  count === 1
    ? `1 new message in ${teenName}'s conversations with employers. You can read it on your family page.`
    : `${count} new messages in ${teenName}'s conversations with employers. You can read them on your family page.`;

/** The app's pages that guardian e-mails link to. */
export const familyPagePaths = {
  family: webPaths.family,
  /** `#token=`: confirm or decline an invitation. */
  invitation: webPaths.familyInvitation,
  /** `#token=&decision=approve|decline`: decide on an application from the e-mail. */
  approval: webPaths.familyApproval,
} as const;

/** Link purposes (functions/lib/signed-token.ts): a token made for one cannot do the other. */
export const linkPurposes = {
  invitation: 'guardian-invite',
  approval: 'guardian-approval',
} as const;
