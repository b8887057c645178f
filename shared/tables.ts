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
}
export type TableId = 'users' | 'jobs' | 'applications' | 'reports';

const S = (name: string): KeyDef => ({ name, type: 'S' });

export const tables: Record<TableId, TableDef> = {
  /**
   * pk = user id (Cognito sub). byEmail: registration duplicate check and sign-in lookups.
   * Short-lived cooldown items (resend-code limits) share the table and expire by TTL.
   */
  users: {
    id: 'users',
    partitionKey: S('userId'),
    indexes: [{ name: 'byEmail', partitionKey: S('emailId') }],
    timeToLiveAttribute: 'expiresAt',
  },
  /**
   * pk = job id.
   * - newest: sparse index, `listing` = 'OPEN' only on jobs that are listed; newest first by createdAt.
   * - byEmployer: an employer's own jobs, newest first.
   * - byGeohash4 / byGeohash5: jobs near a point (precision 4 ≈ 30 × 20 km cells at 40° N for wide
   *   radii, 5 for small ones), newest first within a cell. Only listed jobs carry gh4/gh5.
   */
  jobs: {
    id: 'jobs',
    partitionKey: S('jobId'),
    indexes: [
      { name: 'newest', partitionKey: S('listing'), sortKey: S('createdAt') },
      { name: 'byEmployer', partitionKey: S('employerId'), sortKey: S('createdAt') },
      { name: 'byGeohash4', partitionKey: S('gh4'), sortKey: S('createdAt') },
      { name: 'byGeohash5', partitionKey: S('gh5'), sortKey: S('createdAt') },
    ],
  },
  /**
   * pk = job id, sk = student id: one student applies to one job once (conditional put).
   * byStudent: a student's own applications. byApplicationId: look one up by its entity id.
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
  /** pk = job id, sk = reporter id: a user reports a job once (conditional put → 409). */
  reports: {
    id: 'reports',
    partitionKey: S('jobId'),
    sortKey: S('reporterId'),
    indexes: [],
  },
};

export const tableIds = Object.keys(tables) as TableId[];

/** The environment variable that carries each table's physical name into the functions. */
export const tableEnvVar: Record<TableId, string> = {
  users: 'USERS_TABLE',
  jobs: 'JOBS_TABLE',
  applications: 'APPLICATIONS_TABLE',
  reports: 'REPORTS_TABLE',
};
