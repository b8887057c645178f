/**
 * The moderation queue's metrics (published by functions/moderation/queue-watch.ts as CloudWatch
 * embedded metric format, read by the alarms and the dashboard in infra/stacks/monitoring-stack.ts):
 * one name each, in one place.
 */
export const moderationMetrics = {
  namespace: 'NeighbourhoodJobs/Moderation',
  /** How long the oldest urgent report has waited for a moderator (0 when none waits). */
  oldestUrgent: 'OldestUrgentReportAgeSeconds',
  /** How long the oldest report of any kind has waited (0 when none waits). */
  oldestAny: 'OldestReportAgeSeconds',
  dimension: 'Stage',
} as const;
