import { usLongDate } from '@shared/rules/display';
import { formatRelativeTime } from '@shared/rules/relative-time';
import type { StudentApplication } from '@shared/schemas/application';
import { webPaths } from '@shared/web-paths';

/** "November 22, 2026" on the student's own calendar (an instant, unlike a job's days). */
export function formatAppliedDate(createdAt: string): string {
  const date = new Date(createdAt);
  // The local calendar without Intl (shared/rules/display.ts says why).
  return Number.isNaN(date.getTime())
    ? 'N/A'
    : usLongDate(date.getFullYear(), date.getMonth(), date.getDate());
}

/** "3 days ago", the date's companion. */
export const appliedAgo = (createdAt: string) => formatRelativeTime(createdAt);

/** The job's page on /jobs, highlighted there (docs/spec/1-students-and-accounts.md §2). */
export const jobLink = (application: StudentApplication) =>
  `${webPaths.jobs}?${new URLSearchParams({ jobId: application.data.jobId })}`;

/** Still pending, so the student may withdraw it: with the employer, or waiting for their guardian. */
export const isPending = (application: StudentApplication) =>
  application.data.applicationStatus === 'Applied' ||
  application.data.applicationStatus === 'AwaitingApproval';

/** The employer showed interest or accepted it: the two can talk in its conversation. */
export const hasConversation = (application: StudentApplication) =>
  Boolean(application.data.interestSentAt) || application.data.applicationStatus === 'Accepted';

/** "12 Oak Street, Apt 2, Austin, TX 78704" */
export function formatStreetAddress(address: {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  const street = [address.address1, address.address2].map((part) => part?.trim()).filter(Boolean);
  return [...street, address.city, `${address.state} ${address.zipCode}`.trim()].join(', ');
}
