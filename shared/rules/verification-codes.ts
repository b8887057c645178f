/**
 * One code per address per 30 seconds, enforced by the server too (docs/spec/1-students-and-accounts.md §9): the verification
 * screen counts it down, and functions/users/verification-cooldown.ts refuses a resend before it ends.
 */
export const RESEND_COOLDOWN_SECONDS = 30;
