/**
 * How the app names an application's status (docs/spec/1-students-and-accounts.md §4, docs/spec/2-employers-and-info-pages.md §3): Applied shows as Pending,
 * Accepted and Rejected as themselves, anything else as Unknown. One rule for the student's list and
 * the employer's reviewer. An application that ended with its job counts as not selected.
 */
export type ReviewStatus = 'pending' | 'accepted' | 'rejected' | 'unknown';

export function reviewStatusOf(status: string): ReviewStatus {
  if (status === 'Applied') return 'pending';
  if (status === 'Accepted') return 'accepted';
  if (status === 'Rejected' || status === 'JobFilled' || status === 'JobRemoved') return 'rejected';
  return 'unknown';
}

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Rejected',
  unknown: 'Unknown',
};

/** A badge's colour: the review's, plus waiting for a guardian and ended without a decision. */
export type StatusTone = ReviewStatus | 'waiting' | 'ended';

/**
 * The statuses of applications, in the words the student and the guardian read. `NotApproved` differs by
 * reader: the teen was not approved, the guardian declined.
 */
const guardianStatuses: Record<string, { tone: StatusTone; label: string; guardianLabel?: string }> = {
  AwaitingApproval: { tone: 'waiting', label: 'Awaiting parent approval', guardianLabel: 'Waiting for you' },
  NotApproved: { tone: 'ended', label: 'Not approved by your parent', guardianLabel: 'You declined' },
  JobFilled: { tone: 'ended', label: 'Not selected: the job was filled' },
  JobRemoved: { tone: 'ended', label: 'The job was removed' },
};

/** The badge of a status for its reader (the student by default, or their guardian). */
export function statusBadge(status: string, reader: 'student' | 'guardian' = 'student') {
  const special = guardianStatuses[status];
  if (special) {
    return { tone: special.tone, label: (reader === 'guardian' && special.guardianLabel) || special.label };
  }
  const review = reviewStatusOf(status);
  return { tone: review as StatusTone, label: reviewStatusLabels[review] };
}
