/**
 * The query-key factory of the signed-in person's own records. Keyed by the user so one person's data
 * can never be shown to another in the same tab.
 */
export const profileKeys = {
  /** GET /user: the profile page and the job application form (which prefills from it) share it. */
  own: (userId: string) => ['profile', userId] as const,
  /** GET /user/mail-status. */
  mailStatus: (userId: string) => ['mailStatus', userId] as const,
};
