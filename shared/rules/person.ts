import { isMinorAge } from './age';

/**
 * Rules about a person's details (docs/spec/1-students-and-accounts.md §5, §9): names, phone, zipcode and the parent or guardian of
 * a minor, interests, bio and the referral survey. The forms and the API both use them. Age, from a
 * date of birth, is age.ts's.
 */

export const personMessages = {
  fullNameRequired: 'Full name is required',
  fullName: 'Please enter your full name (first and last name)',
  nameTooLong: 'Names must be 50 characters or fewer',
  /** Names reach other people's inboxes (the parent alert, applications): letters only, no links. */
  nameCharacters: "Names can only contain letters, spaces, apostrophes (') and hyphens (-)",
  emailRequired: 'Email is required',
  email: 'Please enter a valid email address',
  emailTooLong: 'Email addresses must be 128 characters or fewer',
  phoneRequired: 'Phone number is required',
  phone: 'Please enter a valid 10-digit phone number',
  zipRequired: 'Zipcode is required',
  zip: 'Please enter a valid 5-digit zipcode',
  parentNameRequired: 'Parent/guardian name is required for users under 18',
  parentEmailRequired: 'Parent/guardian email is required for users under 18',
  /** The parent alerts must reach someone else: a teen cannot be their own guardian. */
  parentEmailIsOwn: "Please enter your parent or guardian's email, not your own",
  parentNameTooLong: 'Parent/guardian name must be 100 characters or fewer',
  parentNameCharacters:
    "Parent/guardian name can only contain letters, spaces, apostrophes (') and hyphens (-)",
  interestTooLong: 'Each interest must be 40 characters or fewer',
  tooManyInterests: 'You can add up to 15 interests',
  bioTooLong: 'Bio must be 500 characters or fewer',
  referralSource: 'Please tell us how you heard about us',
  referralDetailsTooLong: 'Please keep this to 200 characters or fewer',
} as const;

export const NAME_MAX_LENGTH = 50;
export const PARENT_NAME_MAX_LENGTH = 100;
/**
 * The account's address is its Cognito username, and Cognito takes usernames of at most 128
 * characters (SignUp, ConfirmSignUp, AdminGetUser…: "Length Constraints: Maximum length of 128").
 * RFC 5321 would allow 254; a longer address would reach Cognito only to be refused there.
 */
export const EMAIL_MAX_LENGTH = 128;
export const INTEREST_MAX_LENGTH = 40;
export const INTERESTS_MAX = 15;
export const BIO_MAX_LENGTH = 500;
export const REFERRAL_DETAILS_MAX_LENGTH = 200;

export const referralSources = ['friends', 'neighbors', 'socialMedia', 'other'] as const;
export type ReferralSource = (typeof referralSources)[number];
export const referralSourceLabels: Record<ReferralSource, string> = {
  friends: 'Friends',
  neighbors: 'Neighbors',
  socialMedia: 'Social media',
  other: 'Other',
};

/** Names end up in e-mail subjects and headers: one line, no control characters. */
export const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/**
 * The one rule for people's names (first, last, the parent's), used by the forms and the API alike:
 * letters of any script with their accents (\p{L}, and combining marks \p{M} for "Zoë" typed as
 * e + ¨), spaces, apostrophes (' and ’) and hyphens, with at least one letter. So "Zoë", "José",
 * "O'Brien", "Anne-Marie" and "李" pass; digits, "<script>", "@", "." and so URLs do not. Names go
 * into e-mails to other people, where a typed link or markup must never appear.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}' ’-]+$/u;
const A_LETTER = /\p{L}/u;
export function isPlainName(name: string): boolean {
  return NAME_CHARACTERS.test(name) && A_LETTER.test(name);
}
/** The same rule as one JSON Schema pattern (ECMA-262 with Unicode property escapes), for the API's document. */
export const PLAIN_NAME_PATTERN = "^[\\p{L}\\p{M}' ’-]*\\p{L}[\\p{L}\\p{M}' ’-]*$";

/**
 * "Ada Lovelace King" → { firstName: 'Ada', lastName: 'Lovelace King' }; null when there are not at
 * least two words. Extra spaces are collapsed.
 */
/**
 * What the public sees of a person's name: its first word ("Sam Rivera" → "Sam"). Job cards, pages
 * and their JSON-LD name an employer this way, and so does every public answer of the API.
 */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function splitFullName(fullName: string): { firstName: string; lastName: string } | null {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  const [firstName, ...rest] = words as [string, ...string[]];
  return { firstName, lastName: rest.join(' ') };
}

/** The message for a full-name field, or null when it is fine. */
export function fullNameIssue(fullName: string): string | null {
  if (fullName.trim() === '') return personMessages.fullNameRequired;
  if (!isPlainName(fullName.trim())) return personMessages.nameCharacters;
  const split = splitFullName(fullName);
  if (!split) return personMessages.fullName;
  if (split.firstName.length > NAME_MAX_LENGTH || split.lastName.length > NAME_MAX_LENGTH) {
    return personMessages.nameTooLong;
  }
  return null;
}

export const PHONE_DIGITS = /^\d{10}$/;
export const ZIP_CODE = /^\d{5}$/;

/**
 * The digits of a typed or pasted US phone number, at most 10: "(123) 456-7890" → "1234567890".
 * A leading country code 1 on an 11-digit number ("+1 123 456 7890") is dropped.
 */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/** Formats as the user types: "123" → "(123", "1234" → "(123) 4", "1234567890" → "(123) 456-7890". */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The user pool stores phone numbers in E.164: US numbers only. */
export function toE164(digits: string): string {
  return `+1${digits}`;
}

export function phoneIssue(input: string): string | null {
  if (input.trim() === '') return personMessages.phoneRequired;
  const all = input.replace(/\D/g, '');
  const digits = all.length === 11 && all.startsWith('1') ? all.slice(1) : all;
  return PHONE_DIGITS.test(digits) ? null : personMessages.phone;
}

export function zipCodeIssue(input: string): string | null {
  if (input.trim() === '') return personMessages.zipRequired;
  return ZIP_CODE.test(input.trim()) ? null : personMessages.zip;
}

/** A student under 18 needs a parent or guardian, who is alerted by e-mail (their age: age.ts `ageOf`). */
export const isMinor = isMinorAge;

/**
 * Interests as entered: trimmed, empty ones dropped, repeats (ignoring case) dropped keeping the
 * first spelling. Length and count limits are checked separately so the user is told, not trimmed.
 */
export function normalizeInterests(interests: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of interests) {
    const interest = raw.trim().replace(/\s+/g, ' ');
    const key = interest.toLocaleLowerCase('en-US');
    if (interest === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(interest);
  }
  return result;
}

/** The web adds interests one at a time: would this one be a repeat? */
export function hasInterest(interests: readonly string[], candidate: string): boolean {
  const key = candidate.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return interests.some((i) => i.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US') === key);
}

/** Addresses compare and are stored lower-cased: the pool treats them case-insensitively. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Providers that ignore dots in the local part (j.o.e@gmail.com reaches joe@gmail.com). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, as far as we can tell without asking the provider: lower-cased,
 * without a `+tag` (sam+mom@example.com reaches sam@example.com at nearly every provider), and
 * without dots where the provider ignores them. Only for comparing and for keying the per-address
 * limits (registration, code resends, password resets, guardian mail, where
 * victim+1…+7@ would count as seven addresses); addresses are stored as typed.
 */
export function mailboxOf(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] ?? '';
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) local = local.replaceAll('.', '');
  return `${local}@${dotless ?? domain}`;
}

/**
 * True when two addresses reach the same mailbox. A student's parent or guardian alerts exist so that
 * someone else hears about the account and the jobs; the student's own address, in any spelling that
 * lands in their inbox, would defeat that.
 */
export function isSameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

/**
 * What a deleted account's name becomes where its traces stay for the other party: an employer's
 * past applications and job reports, the conversations.
 */
export const FORMER_STUDENT = 'Former student';
export const FORMER_EMPLOYER = 'Former employer';
