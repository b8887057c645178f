/**
 * Password rules (docs/spec/1-students-and-accounts.md §5): the live checklist, the strength meter and the server-side check all
 * read from here, so the browser and the API can never disagree about what a valid password is.
 * They match the user pool's password policy (shared/auth/pool-definition.ts).
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Cognito's own limit; anything longer is refused before it reaches the pool. */
export const PASSWORD_MAX_LENGTH = 256;
/**
 * Every special character the user pool counts (Cognito's password policy: "^ $ * . [ ] { } ( ) ? " !
 * @ # % & / \ , > < ' : ; | _ ~ ` = + -"). The spec named only !@#$%^&*, so "Garden-Gate_9" was
 * refused by the form although the pool takes it. A space inside the password counts too (Cognito:
 * "a non-leading, non-trailing space"); one at either end is refused (edgeSpaces).
 */
export const PASSWORD_SPECIAL_CHARACTERS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

/** A few of them, for the checklist and the message: the whole list would read as noise. */
export const PASSWORD_SPECIAL_EXAMPLES = '! @ # $ - _ .';

/** Is this one character a special character the pool counts (a space, since edges are refused)? */
const isSpecial = (character: string) => character === ' ' || PASSWORD_SPECIAL_CHARACTERS.includes(character);

export type PasswordCheck = 'length' | 'lowercase' | 'uppercase' | 'number' | 'special';

export const passwordMessages = {
  required: 'Password is required',
  length: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain at least one lowercase letter',
  uppercase: 'Password must contain at least one uppercase letter',
  number: 'Password must contain at least one number',
  special: `Password must contain at least one special character, such as ${PASSWORD_SPECIAL_EXAMPLES}`,
  tooLong: 'Password must be 256 characters or fewer',
  // Cognito refuses these; saying so here beats a confusing error from the pool.
  edgeSpaces: 'Password must not start or end with a space',
  mismatch: 'Passwords do not match',
  weak: 'Please choose a stronger password.',
} as const;

/** The five requirements in checklist order, with the label the checklist shows. */
export const passwordRequirements: readonly { check: PasswordCheck; label: string; message: string }[] = [
  { check: 'length', label: 'At least 8 characters', message: passwordMessages.length },
  { check: 'lowercase', label: 'One lowercase letter', message: passwordMessages.lowercase },
  { check: 'uppercase', label: 'One uppercase letter', message: passwordMessages.uppercase },
  { check: 'number', label: 'One number', message: passwordMessages.number },
  {
    check: 'special',
    label: `One special character, such as ${PASSWORD_SPECIAL_EXAMPLES}`,
    message: passwordMessages.special,
  },
];

/** Which of the five requirements a password meets (the live checklist). */
export function passwordChecks(password: string): Record<PasswordCheck, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    number: /[0-9]/.test(password),
    special: [...password].some(isSpecial),
  };
}

/**
 * The special characters (and the inner space) as a regular expression's character class: only the
 * four characters a class gives a meaning to are escaped, since an escaped "@" or "~" is an error
 * under the `u` flag JSON Schema validators use.
 */
const specialClass = `[ ${PASSWORD_SPECIAL_CHARACTERS.replace(/[\\\][^-]/g, (c) => `\\${c}`)}]`;

/**
 * Every rule above as one JSON Schema pattern, for the API's document: a lowercase letter, an
 * uppercase one, a digit and one of the special characters somewhere, and no space at either end.
 */
export const PASSWORD_PATTERN = `^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*${specialClass})(?!\\s)[\\s\\S]*[^\\s]$`;

/**
 * The first rule a password breaks, as the message to show, or null when it is acceptable.
 * Empty gives the "required" message; the order is the checklist's.
 */
export function passwordIssue(password: string): string | null {
  if (password.length === 0) return passwordMessages.required;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  const checks = passwordChecks(password);
  const failed = passwordRequirements.find((r) => !checks[r.check]);
  if (failed) return failed.message;
  if (password.trim() !== password) return passwordMessages.edgeSpaces;
  return null;
}

export type PasswordStrengthLabel = 'Very weak' | 'Weak' | 'Medium' | 'Strong' | 'Very strong';

export interface PasswordStrength {
  /** 0 to 5 (docs/spec/1-students-and-accounts.md §5); see passwordStrength. */
  score: number;
  label: PasswordStrengthLabel;
}

/** Below this many requirements met, the reset form says "Please choose a stronger password." */
export const PASSWORD_STRENGTH_MIN_SCORE = 3;

/**
 * The best a password that breaks a rule can be rated: "Medium". The meter and the rules must agree
 * ("sunnyday1" was rated above a password the form then refused), so only a password the
 * rules accept is ever called strong.
 */
export const RULE_BREAKER_MAX_SCORE = 3;

/** An accepted password this long is "Very strong": length adds the most to what a guesser must try. */
export const PASSWORD_LONG_LENGTH = 12;

const strengthLabels: readonly PasswordStrengthLabel[] = [
  'Very weak',
  'Very weak',
  'Weak',
  'Medium',
  'Strong',
  'Very strong',
];

/** How many of the five requirements a password meets. */
export function requirementsMet(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

/**
 * Strength meter (docs/spec/1-students-and-accounts.md §5): one point for each requirement met, labels Very weak (0 or 1), Weak,
 * Medium, Strong, Very strong. Since all five requirements are rules, the spec's count alone would
 * jump from a refused password to "Very strong". So every label is reachable as
 * a password improves:
 * - a password the rules refuse scores what it meets, at most Medium (3);
 * - an accepted one is Strong (4), and Very strong (5) from 12 characters.
 */
export function passwordStrength(password: string): PasswordStrength {
  const met = requirementsMet(password);
  let score: number;
  if (passwordIssue(password) !== null) score = Math.min(met, RULE_BREAKER_MAX_SCORE);
  else score = password.length >= PASSWORD_LONG_LENGTH ? 5 : 4;
  return { score, label: strengthLabels[score] ?? 'Very weak' };
}
