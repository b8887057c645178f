import type { TableId } from './tables';

/**
 * The environment variable that carries each table's physical name into the functions. Its own
 * module, not tables.ts: every function reads its table names through it (functions/lib/dynamo.ts),
 * and so need not bundle the table definitions, whose keys are built with calls esbuild must keep.
 */
export const tableEnvVar: Record<TableId, string> = {
  users: 'USERS_TABLE',
  jobs: 'JOBS_TABLE',
  jobTerms: 'JOB_TERMS_TABLE',
  applications: 'APPLICATIONS_TABLE',
  reports: 'REPORTS_TABLE',
  limits: 'LIMITS_TABLE',
  placeCache: 'PLACE_CACHE_TABLE',
  deliveries: 'DELIVERIES_TABLE',
  mailSuppressions: 'MAIL_SUPPRESSIONS_TABLE',
  savedSearches: 'SAVED_SEARCHES_TABLE',
  alertMatchKeys: 'ALERT_MATCH_KEYS_TABLE',
  family: 'FAMILY_TABLE',
  conversations: 'CONVERSATIONS_TABLE',
  liveConnections: 'LIVE_CONNECTIONS_TABLE',
  bookings: 'BOOKINGS_TABLE',
  calendarFeeds: 'CALENDAR_FEEDS_TABLE',
  moderation: 'MODERATION_TABLE',
  moderationAudit: 'MODERATION_AUDIT_TABLE',
  reviews: 'REVIEWS_TABLE',
};
