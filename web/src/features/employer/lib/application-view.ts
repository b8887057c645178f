import type { EmployerApplication } from '@shared/schemas/application';

/** How the reviewer names a status (spec/1 §4, spec/2 §3): Applied shows as Pending, others as Unknown. */
export type ReviewStatus = 'pending' | 'accepted' | 'rejected' | 'unknown';

export function reviewStatusOf(status: string): ReviewStatus {
  if (status === 'Applied') return 'pending';
  if (status === 'Accepted') return 'accepted';
  if (status === 'Rejected') return 'rejected';
  return 'unknown';
}

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  unknown: 'Unknown',
};

/** The reviewer's tabs and the message each shows when it has nothing (spec/2 §2). */
export type ReviewTab = 'all' | Exclude<ReviewStatus, 'unknown'>;
export const reviewTabs: { value: ReviewTab; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No applications found for this job' },
  { value: 'pending', label: 'Pending', empty: 'No pending applications found' },
  { value: 'accepted', label: 'Accepted', empty: 'No accepted applications found' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected applications found' },
];

export const inTab = (application: EmployerApplication, tab: ReviewTab) =>
  tab === 'all' || reviewStatusOf(application.data.applicationStatus) === tab;

/** "sam" → "Sam" (spec/2 §2: the first name capitalised). */
export const capitalised = (name: string) => {
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

/** "Sam Rivera" → "SR"; one letter when there is one name. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

export const fullNameOf = (application: EmployerApplication) =>
  [capitalised(application.data.firstName), application.data.lastName.trim()].filter(Boolean).join(' ');

/** Newest first. */
export const byNewest = (a: EmployerApplication, b: EmployerApplication) =>
  b.createdAt.localeCompare(a.createdAt);
