import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityKind } from '../../shared/rules/family';
import { conditionalWrite, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { and, beginsWith, equal, exists, expressions, update } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';

/*
 * A teen's activity, for their guardian (table `family`, items `TEEN#<id>` / `ACT#<time>#<id>`): what
 * /family lists, and the outbox of the guardian's mails. An item that waits for the daily digest is in
 * the sparse `digestDue` index until the digest claims it (digest.ts).
 */

const DAY_SECONDS = 86_400;
/** Activity older than this is gone (TTL): the page shows recent activity. */
export const ACTIVITY_KEEP_DAYS = 90;
/** The digest's index is spread over this many partitions (no hot key at national scale). */
export const DIGEST_SHARDS = 8;

export interface ActivityItem {
  familyKey: string;
  itemKey: string;
  teenId: string;
  at: string;
  kind: ActivityKind;
  text: string;
  jobTitle: string;
  applicationId?: string;
  /** Set while the item waits for its guardian's digest. */
  digestShard?: string;
  digestKey?: string;
  guardianId?: string;
  guardianEmail?: string;
  guardianName?: string;
  expiresAt: number;
}

/** A teen's activity item as read back (lib/item-decoder.ts). */
export const activityItem = itemDecoder<ActivityItem>('activity', {
  familyKey: 'string',
  itemKey: 'string',
  teenId: 'string',
  at: 'string',
});

const teenKey = (teenId: string) => `TEEN#${teenId}`;

function shardOf(guardianId: string): string {
  let hash = 0;
  for (const char of guardianId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `DUE#${hash % DIGEST_SHARDS}`;
}

export const activityRepository = {
  async record(
    entry: Pick<ActivityItem, 'teenId' | 'kind' | 'text' | 'jobTitle' | 'applicationId'>,
    digestFor: { guardianId: string; guardianEmail: string; guardianName: string } | null,
    now: Date,
  ): Promise<ActivityItem> {
    const at = now.toISOString();
    const item: ActivityItem = {
      familyKey: teenKey(entry.teenId),
      itemKey: `ACT#${at}#${randomUUID()}`,
      ...entry,
      at,
      ...(digestFor
        ? {
            digestShard: shardOf(digestFor.guardianId),
            digestKey: `${digestFor.guardianId}#${at}`,
            ...digestFor,
          }
        : {}),
      expiresAt: Math.floor(now.getTime() / 1000) + ACTIVITY_KEEP_DAYS * DAY_SECONDS,
    };
    if (!item.applicationId) delete item.applicationId;
    await documentClient.send(new PutCommand({ TableName: tableName('family'), Item: item }));
    return item;
  },

  /** Access pattern "a teen's recent activity", newest first. */
  async recent(teenId: string, limit = 30): Promise<ActivityItem[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('family'),
        ...expressions({ key: and(equal({ familyKey: teenKey(teenId) }), beginsWith('itemKey', 'ACT#')) }),
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return activityItem.list(Items);
  },

  /** Access pattern "everything waiting for a digest" in one shard (the `digestDue` index). */
  dueInShard(shard: number): Promise<ActivityItem[]> {
    return queryAll(activityItem, {
      TableName: tableName('family'),
      IndexName: 'digestDue',
      ...expressions({ key: equal({ digestShard: `DUE#${shard}` }) }),
    });
  },

  /** Takes an item off the digest's list; refused when another run took it first. */
  claimForDigest(item: Pick<ActivityItem, 'familyKey' | 'itemKey'>): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('family'),
          Key: { familyKey: item.familyKey, itemKey: item.itemKey },
          ...expressions({
            update: update({ remove: ['digestShard', 'digestKey'] }),
            condition: exists('digestShard'),
          }),
        }),
      ),
    );
  },
};
