import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  type QueryCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type {
  AppealOutcome,
  CaseState,
  ModerationAction,
  ReasonCode,
  ReportKind,
} from '../../../shared/rules/moderation';
import { conditionalWrite, type Written } from '../../lib/conditional-write';
import { documentClient, type Key, tableName } from '../../lib/dynamo';
import {
  and,
  type Changes,
  condition,
  type Expression,
  equal,
  exists,
  expressions,
  notExists,
  update,
} from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryPage, queryPages } from '../../lib/read-all-pages';
import { type TransactItem, transact } from '../../lib/transact';

/*
 * THE definition of the `moderation` table (shared/tables.ts), which the moderation domain owns: its
 * two item types (a report, a decision), their keys and indexes, the reads of every page, and every
 * write, each conditional and answering Written.
 */

const TABLE = 'moderation' as const;
const REPORT = 'REPORT';
const DECISION = 'DECISION';
export const URGENT_QUEUE = 'OPEN#URGENT';
export const NORMAL_QUEUE = 'OPEN#NORMAL';
export type QueueName = typeof URGENT_QUEUE | typeof NORMAL_QUEUE;

const reportKey = (reportId: string) => ({ recordKey: `REPORT#${reportId}`, itemKey: REPORT });
const decisionKey = (decisionId: string) => ({ recordKey: `DECISION#${decisionId}`, itemKey: DECISION });
export const targetKeyOf = (kind: ReportKind, targetId: string) => `${kind}#${targetId}`;

/** The reported thing as it was when reported: what the moderator reads, whatever happened since. */
export interface ReportedThing {
  title: string;
  text: string;
  details: [string, string][];
  path?: string;
}

/** A report: one person's notice about one thing, and where it stands. */
export interface ReportRecord {
  recordKey: string;
  itemKey: typeof REPORT;
  reportId: string;
  kind: ReportKind;
  /** The job's, review's or message's id; with `kind`, `targetKey` (byTarget). */
  targetId: string;
  targetKey: string;
  /** The person the report is about (a job's employer, a review's author, a message's sender). */
  subjectId: string;
  /** bySubject's sort key: `<reportedAt>#R#<id>`. */
  subjectAt: string;
  /** No name: the desk reads it from the person's record, so a deleted account leaves none here. */
  subjectRole: string;
  subjectMinor: boolean;
  reporterId: string;
  reporterRole: string;
  /** The reporter's reason, as their form named it, and its label. */
  reason: string;
  reasonLabel: string;
  description: string;
  reported: ReportedThing;
  urgent: boolean;
  reportedAt: string;
  state: CaseState;
  stateChangedAt: string;
  /** While it waits for a moderator: `OPEN#URGENT` or `OPEN#NORMAL`, and since when (sparse `queue`). */
  queue?: QueueName;
  waitingSince?: string;
  /** The moderator who opened it (In review). */
  reviewerId?: string;
  reviewerName?: string;
  decisionId?: string;
}

export interface AppealRecord {
  text: string;
  filedAt: string;
  outcome?: AppealOutcome;
  decidedAt?: string;
  moderatorId?: string;
  moderatorName?: string;
  note?: string;
}

/** A moderator's decision on one report (and on the other open reports of the same thing). */
export interface DecisionRecord {
  recordKey: string;
  itemKey: typeof DECISION;
  decisionId: string;
  reportId: string;
  reportIds: string[];
  kind: ReportKind;
  targetId: string;
  subjectId: string;
  subjectAt: string;
  action: ModerationAction;
  reasonCode: ReasonCode;
  note: string;
  moderatorId: string;
  moderatorName: string;
  decidedAt: string;
  /** Until when the affected person may appeal (absent: not appealable). */
  appealUntil?: string;
  appeal?: AppealRecord;
}

export const reportRecord = itemDecoder<ReportRecord>('moderation report', {
  reportId: 'string',
  kind: 'string',
  targetId: 'string',
  subjectId: 'string',
  state: 'string',
  reported: 'object',
});
export const decisionRecord = itemDecoder<DecisionRecord>('moderation decision', {
  decisionId: 'string',
  reportId: 'string',
  action: 'string',
  subjectId: 'string',
});

const isReport = (item: Record<string, unknown>) => item.itemKey === REPORT;

/** The open states a decision may close, and the queue attributes an open report has. */
const OPEN_FOR_ACTION = ['new', 'in-review'] as const satisfies readonly CaseState[];
const queueKeys = ['queue', 'waitingSince'] as const;

export type NewReport = Omit<
  ReportRecord,
  'recordKey' | 'itemKey' | 'targetKey' | 'subjectAt' | 'state' | 'stateChangedAt' | 'queue' | 'waitingSince'
>;

/** Every item a query of the moderation table finds, reports and decisions alike (each decoded by its kind). */
async function everyItem(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input))
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
  return items;
}

export const moderationTable = {
  /** A new report, in the queue at once; refused when a report of that id exists (a repeat). */
  fileReport(report: NewReport): Promise<Written<ReportRecord>> {
    const item: ReportRecord = {
      ...report,
      ...reportKey(report.reportId),
      itemKey: REPORT,
      targetKey: targetKeyOf(report.kind, report.targetId),
      subjectAt: `${report.reportedAt}#R#${report.reportId}`,
      state: 'new',
      stateChangedAt: report.reportedAt,
      queue: report.urgent ? URGENT_QUEUE : NORMAL_QUEUE,
      waitingSince: `${report.reportedAt}#${report.reportId}`,
    };
    return conditionalWrite(async () => {
      await documentClient.send(
        new PutCommand({
          TableName: tableName(TABLE),
          Item: item,
          ...expressions({ condition: notExists('recordKey') }),
        }),
      );
      return item;
    });
  },

  async report(reportId: string, consistent = false): Promise<ReportRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(TABLE), Key: reportKey(reportId), ConsistentRead: consistent }),
    );
    return reportRecord.maybe(Item);
  },

  async decision(decisionId: string, consistent = false): Promise<DecisionRecord | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName(TABLE),
        Key: decisionKey(decisionId),
        ConsistentRead: consistent,
      }),
    );
    return decisionRecord.maybe(Item);
  },

  async decisions(decisionIds: readonly string[]): Promise<DecisionRecord[]> {
    const unique = [...new Set(decisionIds)];
    if (unique.length === 0) return [];
    const found: DecisionRecord[] = [];
    for (let i = 0; i < unique.length; i += 100) {
      let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map(decisionKey);
      while (keys?.length) {
        const result = await documentClient.send(
          new BatchGetCommand({ RequestItems: { [tableName(TABLE)]: { Keys: keys } } }),
        );
        found.push(...decisionRecord.list(result.Responses?.[tableName(TABLE)]));
        keys = result.UnprocessedKeys?.[tableName(TABLE)]?.Keys as Record<string, unknown>[] | undefined;
      }
    }
    return found;
  },

  /**
   * Access pattern "the queue": one page of a queue partition, oldest first, after `startKey`. The
   * desk reads the urgent partition first, then the rest.
   */
  async queuePage(queue: QueueName, limit: number, startKey?: Key) {
    const page = await queryPage(
      reportRecord,
      {
        TableName: tableName(TABLE),
        IndexName: 'queue',
        ...expressions({ key: equal({ queue }) }),
        ScanIndexForward: true,
        Limit: limit,
      },
      startKey,
    );
    return { reports: page.items, lastKey: page.lastKey };
  },

  /** Access pattern "the oldest report waiting in a queue" (the age alarm): one item read. */
  async oldestWaiting(queue: QueueName): Promise<ReportRecord | undefined> {
    return (await this.queuePage(queue, 1)).reports[0];
  },

  /** Access pattern "everything about a person": their reports and decisions, newest first. */
  async aboutSubject(subjectId: string) {
    const items = await everyItem({
      TableName: tableName(TABLE),
      IndexName: 'bySubject',
      ...expressions({ key: equal({ subjectId }) }),
      ScanIndexForward: false,
    });
    return {
      reports: reportRecord.list(items.filter(isReport)),
      decisions: decisionRecord.list(items.filter((item) => !isReport(item))),
    };
  },

  /** Access pattern "the other reports of the same thing" (byTarget). */
  async reportsOfTarget(kind: ReportKind, targetId: string): Promise<ReportRecord[]> {
    const items = await everyItem({
      TableName: tableName(TABLE),
      IndexName: 'byTarget',
      ...expressions({ key: equal({ targetKey: targetKeyOf(kind, targetId) }) }),
    });
    return reportRecord.list(items);
  },

  /** A moderator opened a new report: In review, by them. Refused unless it is still new. */
  startReview(reportId: string, moderator: { id: string; name: string }, now: Date) {
    return conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName(TABLE),
          Key: reportKey(reportId),
          ...expressions({
            update: update({
              set: {
                state: 'in-review',
                stateChangedAt: now.toISOString(),
                reviewerId: moderator.id,
                reviewerName: moderator.name,
              },
            }),
            condition: equal({ state: 'new' }),
          }),
        }),
      ),
    );
  },

  /**
   * A decision and the reports it closes, in one transaction: each report must still be open for an
   * action (new or in review), so fifty moderators' clicks at once make one decision.
   */
  decide(
    decision: Omit<DecisionRecord, 'recordKey' | 'itemKey' | 'subjectAt'>,
    state: CaseState,
    /** Written with it (its audit entry). */
    also: TransactItem[] = [],
  ) {
    const item: DecisionRecord = {
      ...decision,
      ...decisionKey(decision.decisionId),
      itemKey: DECISION,
      subjectAt: `${decision.decidedAt}#D#${decision.decisionId}`,
    };
    const writes: TransactItem[] = [
      {
        Put: {
          TableName: tableName(TABLE),
          Item: item,
          ...expressions({ condition: notExists('recordKey') }),
        },
      },
      ...decision.reportIds.map((reportId) => ({
        Update: {
          TableName: tableName(TABLE),
          Key: reportKey(reportId),
          ...expressions({
            update: update({
              set: { state, stateChangedAt: decision.decidedAt, decisionId: decision.decisionId },
              remove: queueKeys,
            }),
            condition: condition('#state IN (:open_new, :open_review)', {
              ':open_new': OPEN_FOR_ACTION[0],
              ':open_review': OPEN_FOR_ACTION[1],
            }),
          }),
        },
      })),
      ...also,
    ];
    return transact(writes).then((result) => (result.ok ? { ok: true as const, value: item } : result));
  },

  /**
   * The affected person's one appeal, within its window: the decision records it and its report goes
   * back to the queue (with the urgency it had), Appealed.
   */
  appeal(decision: DecisionRecord, report: ReportRecord, appeal: AppealRecord, also: TransactItem[] = []) {
    const inWindow = condition('#appealUntil >= :filedAt', { ':filedAt': appeal.filedAt });
    return transact([
      ...also,
      setAppeal(decision, appeal, and(notExists('appeal'), inWindow)),
      changeReport(
        report,
        {
          set: {
            state: 'appealed',
            stateChangedAt: appeal.filedAt,
            queue: report.urgent ? URGENT_QUEUE : NORMAL_QUEUE,
            waitingSince: `${appeal.filedAt}#${report.reportId}`,
          },
        },
        equal({ decisionId: decision.decisionId }),
      ),
    ]);
  },

  /** Another moderator's outcome of the appeal: once, and the report leaves the queue. */
  decideAppeal(
    decision: DecisionRecord,
    report: ReportRecord,
    appeal: Required<AppealRecord>,
    also: TransactItem[] = [],
  ) {
    return transact([
      ...also,
      setAppeal(decision, appeal, and(exists('appeal'), notExists('appeal.outcome'))),
      changeReport(
        report,
        { set: { state: appeal.outcome, stateChangedAt: appeal.decidedAt }, remove: queueKeys },
        equal({ state: 'appealed' }),
      ),
    ]);
  },
};

/** The write of a decision's appeal, on a condition. */
function setAppeal(decision: DecisionRecord, appeal: AppealRecord, when: Expression): TransactItem {
  return {
    Update: {
      TableName: tableName(TABLE),
      Key: decisionKey(decision.decisionId),
      ...expressions({ update: update({ set: { appeal } }), condition: when }),
    },
  };
}

/** A change of a report's state, on a condition. */
function changeReport(report: ReportRecord, changes: Changes, when: Expression): TransactItem {
  return {
    Update: {
      TableName: tableName(TABLE),
      Key: reportKey(report.reportId),
      ...expressions({ update: update(changes), condition: when }),
    },
  };
}
