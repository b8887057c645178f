/*
 * An application's statuses and what each means, as data: the applications and family contracts
 * (shared/schemas) and the functions read them from here, so a function that needs only the statuses
 * does not bundle the applications schemas.
 */

/**
 * Applied, Accepted and Rejected are the spec's. Families add: AwaitingApproval (a 13–15-year-old's
 * application waits for their guardian; the employer neither sees it nor hears of it), NotApproved
 * (the guardian declined it), JobFilled and JobRemoved (it was pending when the job was marked filled
 * or deleted).
 */
export const applicationStatuses = [
  'Applied',
  'Accepted',
  'Rejected',
  'AwaitingApproval',
  'NotApproved',
  'JobFilled',
  'JobRemoved',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** What the job's employer may see: never one that waits for, or was declined by, a guardian. */
export const employerVisibleStatuses = [
  'Applied',
  'Accepted',
  'Rejected',
  'JobFilled',
  'JobRemoved',
] as const;
export const isEmployerVisible = (status: ApplicationStatus): boolean =>
  (employerVisibleStatuses as readonly string[]).includes(status);
/** Still waiting for someone's decision: the employer's (Applied) or the guardian's. */
export const pendingStatuses = ['Applied', 'AwaitingApproval'] as const;
/**
 * Whether the employer can still decide (Accept or Reject) an application: only one still Applied.
 * Accept and Reject are final, and one that the job's filling or removal ended is over too. The server
 * refuses a decision on any other, and the applicant list offers none.
 */
export const isDecidable = (status: ApplicationStatus): boolean => status === 'Applied';
