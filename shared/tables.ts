/**
 * DynamoDB table definitions: the CDK data stack and the local runner both create tables from
 * these, so there is never a second copy. Attribute and index names are the access patterns.
 */
export type KeyType = 'S' | 'N';
export interface KeyDef {
  readonly name: string;
  readonly type: KeyType;
}
export interface IndexDef {
  readonly name: string;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
}
export interface TableDef {
  /** Logical id; physical names come from the stage (CDK) or `localTableName` (laptop). */
  readonly id: TableId;
  readonly partitionKey: KeyDef;
  readonly sortKey?: KeyDef;
  readonly indexes: readonly IndexDef[];
  /** Epoch-seconds attribute DynamoDB's TTL sweeps (AWS only: dynalite has no TTL). */
  readonly timeToLiveAttribute?: string;
  /**
   * A stream of every change with the item before and after (AWS only: dynalite has no streams). The
   * jobs table's tells CloudFront which job pages changed (infra/constructs/job-pages.ts).
   */
  readonly stream?: 'NEW_AND_OLD_IMAGES';
}
export type TableId =
  | 'users'
  | 'jobs'
  | 'jobTerms'
  | 'applications'
  | 'reports'
  | 'limits'
  | 'placeCache'
  | 'deliveries'
  | 'mailSuppressions'
  // saved searches and job alerts
  | 'savedSearches'
  | 'alertMatchKeys'
  // families: guardians, their teens and the teens' activity
  | 'family'
  // conversations after the employer's interest, and the browsers listening for new messages
  | 'conversations'
  | 'liveConnections'
  // the day of the job: accepted applications' visits, and private calendar links
  | 'bookings'
  | 'calendarFeeds'
  // the moderation desk: reports, decisions and appeals; its append-only audit log
  | 'moderation'
  | 'moderationAudit'
  // reviews after a completed job
  | 'reviews';

const S = (name: string): KeyDef => ({ name, type: 'S' });

export const tables: Record<TableId, TableDef> = {
  /**
   * pk = user id (Cognito sub). byEmail: registration duplicate check and sign-in lookups.
   * Short-lived cooldown items (resend-code limits) share the table and expire by TTL; their keys start
   * with COOLDOWN_KEY_PREFIX (shared/auth/cooldown-keys.ts).
   * A teen's guardian link is on the teen's record: functions/users/guardian-link.ts.
   * birthdaysDue: a minor's next birthday on which their rules change (16, then 18) as `birthdayOn`
   * (`YYYY-MM-DD`), spread over `birthdayShard` = `BIRTHDAY#<0-7>`; sparse (no keys from 18 on), so the
   * daily birthday run reads the birthdays due and nothing else (functions/family/birthdays.ts).
   */
  users: {
    id: 'users',
    partitionKey: S('userId'),
    indexes: [
      { name: 'byEmail', partitionKey: S('emailId') },
      { name: 'birthdaysDue', partitionKey: S('birthdayShard'), sortKey: S('birthdayOn') },
    ],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * pk = job id. A job's index keys are derived by functions/jobs/job-state.ts, and only there; they
   * exist only while the job is listed (open and its end day not over), so the indexes are sparse and a
   * query never reads a job that is closed, deleted or ended (ended jobs are unlisted when they end,
   * see job-state.ts).
   * - newest: `listing` = `OPEN#<shard>`: the list every visitor reads is spread over a few partitions
   *   (DESIGN §4, no hot key); newest first by createdAt (`listKey` = createdAt#jobId).
   * - listedByEnd: the same shards ordered by `endsAt`, the instant the job's last local day ends: how
   *   ended jobs are found and unlisted without a Scan.
   * - byEmployer: an employer's own jobs (every status), newest first.
   * - byCell16 … byCell24: listed jobs near a point, newest first within a cell, in cells of five
   *   sizes (geohash bits, each a quarter of the one before: 135 × 78 km down to 8 × 5 km at 30° N). A
   *   search covers its circle with a few cells of mixed sizes (functions/jobs/job-state.ts CELL_LEVELS).
   */
  jobs: {
    id: 'jobs',
    partitionKey: S('jobId'),
    stream: 'NEW_AND_OLD_IMAGES',
    indexes: [
      { name: 'newest', partitionKey: S('listing'), sortKey: S('listKey') },
      { name: 'listedByEnd', partitionKey: S('listing'), sortKey: S('endsAt') },
      { name: 'byEmployer', partitionKey: S('employerId'), sortKey: S('createdAt') },
      { name: 'byCell16', partitionKey: S('c16'), sortKey: S('listKey') },
      { name: 'byCell18', partitionKey: S('c18'), sortKey: S('listKey') },
      { name: 'byCell20', partitionKey: S('c20'), sortKey: S('listKey') },
      { name: 'byCell22', partitionKey: S('c22'), sortKey: S('listKey') },
      { name: 'byCell24', partitionKey: S('c24'), sortKey: S('listKey') },
    ],
  },
  /**
   * The title index: one item per (listed job, title term), written and removed with the job in one
   * transaction by job-state.ts. A term is a word of the title or the start of one ("walk" for
   * "Walker"), so a keyword matches the start of any title word. Items carry the public fields a
   * search shows, so a title search reads nothing else.
   * - pk = term, sk = listKey (createdAt#jobId): title anywhere, newest first.
   * - byTermCell16 … byTermCell24: `tc16` … = term#cell, at the jobs table's five cell sizes: a term
   *   near a point, newest first within a cell.
   */
  jobTerms: {
    id: 'jobTerms',
    partitionKey: S('term'),
    sortKey: S('listKey'),
    indexes: [
      { name: 'byTermCell16', partitionKey: S('tc16'), sortKey: S('listKey') },
      { name: 'byTermCell18', partitionKey: S('tc18'), sortKey: S('listKey') },
      { name: 'byTermCell20', partitionKey: S('tc20'), sortKey: S('listKey') },
      { name: 'byTermCell22', partitionKey: S('tc22'), sortKey: S('listKey') },
      { name: 'byTermCell24', partitionKey: S('tc24'), sortKey: S('listKey') },
    ],
  },
  /**
   * pk = job id, sk = student id: one student applies to one job once (conditional put).
   * byStudent: a student's own applications, newest first. byApplicationId: one by its entity id.
   */
  applications: {
    id: 'applications',
    partitionKey: S('jobId'),
    sortKey: S('studentId'),
    indexes: [
      { name: 'byStudent', partitionKey: S('studentId'), sortKey: S('createdAt') },
      { name: 'byApplicationId', partitionKey: S('applicationId') },
    ],
  },
  /**
   * pk = job id, sk = reporter id: a user reports a job once (conditional put → 409).
   * byReporter: the jobs a user has reported, so a job's flag says "Reported".
   */
  reports: {
    id: 'reports',
    partitionKey: S('jobId'),
    sortKey: S('reporterId'),
    indexes: [{ name: 'byReporter', partitionKey: S('reporterId'), sortKey: S('createdAt') }],
  },
  /**
   * Per-user abuse limits (shared/rules/limits.ts): one counter item per user and action, updated by
   * conditional writes only, gone by TTL after its window.
   */
  limits: {
    id: 'limits',
    partitionKey: S('limitKey'),
    indexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Places already looked up in the place index (a ZIP, or a city and state), so a place seen before
   * costs one read instead of a paid Amazon Location call. Refreshed after a while by TTL.
   */
  placeCache: {
    id: 'placeCache',
    partitionKey: S('placeKey'),
    indexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * The notify function's record of each e-mail sent: pk = notification id # hash of the address,
   * written by a conditional put before SendEmail, so a retried or redriven notification is sent
   * once (functions/notify/deliveries.ts). Gone by TTL after the dead-letter queue's retention.
   * byRecipient: the mails one address was sent, for "Download my data": `recipientHash`
   * = SHA-256 of the lower-cased address (never the address), in the order they were sent (`createdAt`).
   */
  deliveries: {
    id: 'deliveries',
    partitionKey: S('deliveryKey'),
    indexes: [{ name: 'byRecipient', partitionKey: S('recipientHash'), sortKey: S('createdAt') }],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Addresses SES reported as a hard bounce or a complaint: pk = hash of the address
   * (functions/lib/mail-suppressions.ts), never the address. Written by the email-events function
   * from SES's events; notify skips these addresses, and a user whose own or guardian address is here
   * is asked to correct it. Kept until an operator lifts it (the runbook, docs/operations.md).
   */
  mailSuppressions: {
    id: 'mailSuppressions',
    partitionKey: S('addressHash'),
    indexes: [],
  },
  /*
   * Saved searches and job alerts (functions/alerts/). One partition per student holds
   * everything the alerts know about them, so the cap and the once-a-day rule are conditional writes
   * on items of that partition:
   * - `search#<id>`: a saved search (words, place, radius, pay, paused or not, the instant up to which
   *   its jobs were alerted, and the nonce of its one live unsubscribe link);
   * - `count`: how many searches the student has (the cap of 10, in the same transaction as each save
   *   and delete);
   * - `sent#<day>`: the one alert e-mail of that UTC day (a conditional put), gone by TTL.
   * The alert run's own watermark is the item `alert-run`/`state` (no student id looks like it).
   */
  savedSearches: {
    id: 'savedSearches',
    partitionKey: S('studentId'),
    sortKey: S('itemKey'),
    indexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * How a day's new jobs find the saved searches they may match, without a Scan: one item per
   * (saved search, match key), written and deleted with the search in one transaction. A key is a word
   * key and a place key, `<word>@<cell>`, where either may be `*` (any words, anywhere): the alert run
   * reads each key that its new jobs have once (functions/alerts/alert-match.ts). Items carry what the
   * match needs (words, point, radius, pay), so the run reads nothing else to decide.
   */
  alertMatchKeys: {
    id: 'alertMatchKeys',
    partitionKey: S('matchKey'),
    sortKey: S('searchRef'),
    indexes: [],
  },
  /**
   * Families, two item types (functions/family/family-repository.ts):
   * - a guardian's teens: `familyKey` = `GUARDIAN#<guardian id>`, `itemKey` = `TEEN#<teen id>`,
   *   written with the teen's confirmation in one transaction;
   * - a teen's activity for their guardian: `familyKey` = `TEEN#<teen id>`, `itemKey` =
   *   `ACT#<ISO time>#<id>`. Each is also the guardian's mail about it, sent at once or waiting for the
   *   daily digest: the sparse `digestDue` index (`digestShard` = `DUE#<0-7>`, spread so no partition
   *   is hot; `digestKey` = `<guardian id>#<time>`). Activity is gone by TTL after 90 days.
   */
  family: {
    id: 'family',
    partitionKey: S('familyKey'),
    sortKey: S('itemKey'),
    indexes: [{ name: 'digestDue', partitionKey: S('digestShard'), sortKey: S('digestKey') }],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * Conversations (functions/conversations/entities/conversations.ts), one partition per conversation
   * (`conversationKey` = `CONV#<id>`, the id being its application's):
   * - `META`: who is in it (and a teen's confirmed guardian, who reads along), its job, whether it is
   *   open, its last message and each reader's unread count. Only this item carries `studentId`,
   *   `employerId` and `guardianId`, so the sparse `byStudent`, `byEmployer` and `byGuardian` indexes
   *   are the inboxes, newest message first (`inboxKey` = `<last message>#<id>`);
   * - `MSG#<sequence>`: a message, in the order they were written (each takes the next number in a
   *   transaction with META, so a reader's `after` cursor never skips one written late);
   * - `MAIL#<recipient id>`: the "new message" mail to that party, at most one per 30 minutes; while
   *   one is due, the sparse `mailDue` index holds it (`mailShard` = `DUE#<0-7>`, `dueAt`), which the
   *   scheduled mail run reads instead of a Scan;
   * - `REPORT#<sequence>#<reporter id>`: a report of a message, with its original text (one per
   *   reporter and message).
   * A student's blocks are partition `BLOCKS#<student id>`, item `EMPLOYER#<employer id>`: read by
   * applying, interest and acceptance. A guardian's count of their teens' messages for the daily digest
   * is partition `DIGEST#<guardian id>`, item `TEEN#<teen id>`; while it has news it is in the sparse
   * `digestDue` index (`digestShard` = `DUE#<0-7>`), which the family digest reads.
   */
  conversations: {
    id: 'conversations',
    partitionKey: S('conversationKey'),
    sortKey: S('itemKey'),
    indexes: [
      { name: 'byStudent', partitionKey: S('studentId'), sortKey: S('inboxKey') },
      { name: 'byEmployer', partitionKey: S('employerId'), sortKey: S('inboxKey') },
      { name: 'byGuardian', partitionKey: S('guardianId'), sortKey: S('inboxKey') },
      { name: 'mailDue', partitionKey: S('mailShard'), sortKey: S('dueAt') },
      { name: 'digestDue', partitionKey: S('digestShard'), sortKey: S('digestKey') },
    ],
  },
  /**
   * Browsers listening for new messages (the live messages WebSocket): one item per open connection
   * of a signed-in person, written on connect and deleted on disconnect, gone by TTL after the two
   * hours a connection may last at most. Delivering a message reads the recipient's partition.
   */
  liveConnections: {
    id: 'liveConnections',
    partitionKey: S('userId'),
    sortKey: S('connectionId'),
    indexes: [],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * The schedule of accepted applications (functions/schedule/entities/bookings.ts), two item types
   * in each application's partition (`applicationId`):
   * - `itemKey` = `BOOKING`: the booking (who, the days published, each visit's changes, a new time
   *   waiting, the calendar SEQUENCE, the confirmed hours). Its indexes find a person's bookings:
   *   byStudent, byEmployer, byGuardian (a minor's confirmed guardian), byJob (a job's changes reach
   *   its bookings); and `due`, the sparse index of work the scheduled runner must do
   *   (`dueShard` = `DUE#<0-3>`, spread so no partition is hot; `dueAt` = the ISO instant), read by key
   *   condition `dueAt <= now`, never a Scan;
   * - `itemKey` = `VISIT#<day>`: what happened at one visit (check-in and out, hours, alarms sent),
   *   written when something does.
   */
  bookings: {
    id: 'bookings',
    partitionKey: S('applicationId'),
    sortKey: S('itemKey'),
    indexes: [
      { name: 'byStudent', partitionKey: S('studentId'), sortKey: S('bookedAt') },
      { name: 'byEmployer', partitionKey: S('employerId'), sortKey: S('bookedAt') },
      { name: 'byGuardian', partitionKey: S('guardianId'), sortKey: S('bookedAt') },
      { name: 'byJob', partitionKey: S('jobId'), sortKey: S('studentId') },
      { name: 'due', partitionKey: S('dueShard'), sortKey: S('dueAt') },
    ],
  },
  /**
   * Private calendar subscription links (functions/schedule/entities/calendar-feeds.ts): `feedKey` =
   * `TOKEN#<SHA-256 of the token>` (the token itself is never stored) names its user, and
   * `USER#<user id>` holds the hash of that user's one live token, so a reset revokes the old one in
   * the same transaction.
   */
  calendarFeeds: {
    id: 'calendarFeeds',
    partitionKey: S('feedKey'),
    indexes: [],
  },
  /**
   * The moderation desk (functions/moderation/entities/moderation.ts), two item types:
   * - a report: `recordKey` = `REPORT#<id>`, `itemKey` = `REPORT`: what was reported as it was then,
   *   by whom and why, and where it stands (new, in review, decided, appealed). While it waits for a
   *   moderator (new, in review, or reopened by an appeal) it is in the sparse `queue` index:
   *   `queue` = `OPEN#URGENT` or `OPEN#NORMAL`, `waitingSince` = `<ISO time>#<id>`, so the desk and the
   *   age alarm read the oldest first without a Scan;
   * - a decision: `recordKey` = `DECISION#<id>`, `itemKey` = `DECISION`: the action, its reason and
   *   note, the moderator, and the one appeal.
   * `bySubject` (`subjectId`, `subjectAt`) lists both for the person a report is about: the case's
   * history of earlier decisions. `byTarget` (`targetKey` = `<kind>#<id>`) finds the other reports
   * of the same thing, which one decision settles together.
   */
  moderation: {
    id: 'moderation',
    partitionKey: S('recordKey'),
    sortKey: S('itemKey'),
    indexes: [
      { name: 'queue', partitionKey: S('queue'), sortKey: S('waitingSince') },
      { name: 'bySubject', partitionKey: S('subjectId'), sortKey: S('subjectAt') },
      { name: 'byTarget', partitionKey: S('targetKey'), sortKey: S('reportedAt') },
    ],
  },
  /**
   * The moderation audit log: every action on the desk (a case opened, a decision, an appeal and its
   * outcome), who, when, what and why. `auditDay` = the UTC day, `entryKey` = `<ISO time>#<id>`. Only
   * ever put with a condition that the key is new; no function is granted UpdateItem or DeleteItem on
   * it (infra/constructs/function-access.ts), so nothing can change or remove an entry.
   */
  moderationAudit: {
    id: 'moderationAudit',
    partitionKey: S('auditDay'),
    sortKey: S('entryKey'),
    indexes: [],
  },
  /**
   * Reviews after a completed job (functions/reviews/entities/reviews.ts): one partition per accepted
   * application (`applicationId`), one item per side (`itemKey` = `BY#student` or `BY#employer`), each
   * put once on the condition that it is not there yet (the one-review-per-side rule). `byReviewId`
   * finds a review by its id (reply, report, moderation); the sparse `byEmployer` holds only students'
   * reviews of an employer (`aboutEmployerId`) and `byStudent` only employers' reviews of a student
   * (`aboutStudentId`), newest first by `submittedAt`.
   */
  reviews: {
    id: 'reviews',
    partitionKey: S('applicationId'),
    sortKey: S('itemKey'),
    indexes: [
      { name: 'byReviewId', partitionKey: S('reviewId') },
      { name: 'byEmployer', partitionKey: S('aboutEmployerId'), sortKey: S('submittedAt') },
      { name: 'byStudent', partitionKey: S('aboutStudentId'), sortKey: S('submittedAt') },
    ],
  },
};

export const tableIds = Object.keys(tables) as TableId[];
