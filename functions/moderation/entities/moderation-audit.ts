import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/dynamo';
import { equal, expressions, notExists } from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryPages } from '../../lib/read-all-pages';
import type { TransactItem } from '../../lib/transact';

/*
 * THE definition of the `moderationAudit` table (shared/tables.ts), owned by the moderation domain:
 * the append-only log of every action on the desk. Entries are only ever put under a new key
 * (`attribute_not_exists`), never updated or deleted: the functions hold no UpdateItem or DeleteItem
 * on this table at all (infra/constructs/function-access.ts), so the log cannot be changed through
 * the API, nor by a bug in it.
 */

const TABLE = 'moderationAudit' as const;

/** What happened, in the log's own words. */
export type AuditWhat =
  | 'report.opened'
  | `decision.${'hide' | 'suspend' | 'freeze' | 'dismiss' | 'restore'}`
  | 'appeal.filed'
  | `appeal.${'upheld' | 'reversed'}`;

export interface AuditEntry {
  auditDay: string;
  entryKey: string;
  at: string;
  /** Who: a moderator, or the affected person who appealed. */
  actorId: string;
  actorName: string;
  what: AuditWhat;
  reportId?: string;
  decisionId?: string;
  reasonCode?: string;
  /** Why, in the moderator's (or the appellant's) words. */
  note?: string;
}

export const auditEntry = itemDecoder<AuditEntry>('audit entry', {
  auditDay: 'string',
  entryKey: 'string',
  at: 'string',
  actorId: 'string',
  what: 'string',
});

function entryOf(entry: Omit<AuditEntry, 'auditDay' | 'entryKey'>): AuditEntry {
  return { ...entry, auditDay: entry.at.slice(0, 10), entryKey: `${entry.at}#${randomUUID()}` };
}

export const moderationAudit = {
  /** An entry as one write of a transaction (with the decision it records). */
  putInTransaction(entry: Omit<AuditEntry, 'auditDay' | 'entryKey'>): TransactItem {
    return {
      Put: {
        TableName: tableName(TABLE),
        Item: entryOf(entry),
        ...expressions({ condition: notExists('entryKey') }),
      },
    };
  },

  /** An entry on its own. */
  async append(entry: Omit<AuditEntry, 'auditDay' | 'entryKey'>): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: tableName(TABLE),
        Item: entryOf(entry),
        ...expressions({ condition: notExists('entryKey') }),
      }),
    );
  },

  /** Access pattern "the log of a day", in the order it happened (at most 1,000 entries shown). */
  async day(auditDay: string): Promise<AuditEntry[]> {
    const entries: AuditEntry[] = [];
    for await (const page of queryPages({
      TableName: tableName(TABLE),
      ...expressions({ key: equal({ auditDay }) }),
    })) {
      entries.push(...auditEntry.list(page.Items));
      if (entries.length >= 1000) break;
    }
    return entries;
  },
};
