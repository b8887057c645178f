/*
 * Why an application ended without the employer's decision, as the student's e-mail says it
 * (teen-application-closed.ts). Apart from the template, so the functions build the data without
 * bundling template code.
 */

export const closedReasons = ['job filled', 'job removed', 'not approved'] as const;
export type ClosedReason = (typeof closedReasons)[number];

export const closedHeading = {
  'job filled': 'Not selected: the job was filled',
  'job removed': 'The job was removed',
  'not approved': 'Your parent or guardian did not approve this one',
} as const satisfies Record<ClosedReason, string>;

export const closedOutcome = {
  'job filled':
    'The employer has found someone for this job, so your application has ended. Thank you for applying: new jobs are posted near you all the time.',
  'job removed':
    'The employer removed this job, so your application has ended. It is nothing you did. New jobs are posted near you all the time.',
  'not approved':
    'Your parent or guardian decided this job is not the right one for now, so the employer did not see your application. Have a chat with them about the kinds of jobs that are OK, and keep looking!',
} as const satisfies Record<ClosedReason, string>;

export function applicationClosedData(
  teenName: string,
  jobTitle: string,
  jobUrl: string,
  reason: ClosedReason,
) {
  return { teenName, jobTitle, jobUrl, heading: closedHeading[reason], outcome: closedOutcome[reason] };
}
