import type { EmployerApplication } from '@shared/schemas/application';

// How a status is named is shared with the student's My Applications (lib/applications).
import { type ReviewStatus, reviewStatusOf } from '../../../lib/applications/application-status';

export {
  type ReviewStatus,
  reviewStatusLabels,
  reviewStatusOf,
} from '../../../lib/applications/application-status';

/** The reviewer's tabs and the message each shows when it has nothing (docs/spec/2-employers-and-info-pages.md §2). */
export type ReviewTab = 'all' | Exclude<ReviewStatus, 'unknown'>;
export const reviewTabs: { value: ReviewTab; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No applications found for this job' },
  { value: 'pending', label: 'Pending', empty: 'No pending applications found' },
  { value: 'accepted', label: 'Accepted', empty: 'No accepted applications found' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected applications found' },
];

export const inTab = (application: EmployerApplication, tab: ReviewTab) =>
  tab === 'all' || reviewStatusOf(application.data.applicationStatus) === tab;

/** "sam" → "Sam" (docs/spec/2-employers-and-info-pages.md §2: the first name capitalised). */
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
