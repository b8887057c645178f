/**
 * How the app names an application's status (spec/1 §4, spec/2 §3): Applied shows as Pending,
 * Accepted and Rejected as themselves, anything else as Unknown. One rule for the student's list and
 * the employer's reviewer.
 */
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
