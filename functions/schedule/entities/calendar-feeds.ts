import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ViewerRole } from '../../../shared/schemas/schedule';
import { type Written, written } from '../../lib/conditional-write';
import { documentClient, tableName } from '../../lib/dynamo';
import { equal, expressions, notExists } from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { type TransactItem, transact } from '../../lib/transact';

/*
 * THE definition of the `calendarFeeds` table (shared/tables.ts), owned by the schedule domain: a
 * user's private calendar link. The token is never stored, only its SHA-256: `TOKEN#<hash>` names the
 * user, and `USER#<user id>` holds the hash of their one live token, so a new link and the end of the
 * old one are one transaction, and the old one stops working at once.
 */

const TABLE = 'calendarFeeds' as const;

/** A live token: whose feed it is, and as whom they read it. */
export interface FeedTokenItem {
  feedKey: string;
  userId: string;
  viewer: ViewerRole;
  createdAt: string;
}

/** A user's current token. */
export interface FeedOwnerItem {
  feedKey: string;
  tokenHash: string;
  createdAt: string;
}

const feedToken = itemDecoder<FeedTokenItem>('calendar feed token', {
  feedKey: 'string',
  userId: 'string',
  viewer: 'string',
});
const feedOwner = itemDecoder<FeedOwnerItem>('calendar feed owner', {
  feedKey: 'string',
  tokenHash: 'string',
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenKey = (hash: string) => `TOKEN#${hash}`;
const ownerKey = (userId: string) => `USER#${userId}`;

async function read(feedKey: string) {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName(TABLE), Key: { feedKey }, ConsistentRead: true }),
  );
  return Item;
}

export const calendarFeeds = {
  /** The user's current link, if any. */
  async ownerOf(userId: string): Promise<FeedOwnerItem | undefined> {
    return feedOwner.maybe(await read(ownerKey(userId)));
  },

  /** Whose link this token is, if it is live. */
  async byToken(token: string): Promise<FeedTokenItem | undefined> {
    return feedToken.maybe(await read(tokenKey(hashToken(token))));
  },

  /**
   * Makes `token` the user's one live link: its item is written, the previous token's deleted, and the
   * owner item moved from the previous hash (or from none) to the new one, all at once. Refused when
   * another reset came first (the caller reads again).
   */
  async replace(
    userId: string,
    viewer: ViewerRole,
    token: string,
    previous: FeedOwnerItem | undefined,
    now: string,
  ): Promise<Written> {
    const hash = hashToken(token);
    const table = tableName(TABLE);
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: { feedKey: tokenKey(hash), userId, viewer, createdAt: now } satisfies FeedTokenItem,
          ...expressions({ condition: notExists('feedKey') }),
        },
      },
      {
        Put: {
          TableName: table,
          Item: { feedKey: ownerKey(userId), tokenHash: hash, createdAt: now } satisfies FeedOwnerItem,
          ...expressions({
            condition: previous ? equal({ tokenHash: previous.tokenHash }) : notExists('feedKey'),
          }),
        },
      },
      ...(previous ? [{ Delete: { TableName: table, Key: { feedKey: tokenKey(previous.tokenHash) } } }] : []),
    ];
    const result = await transact(items);
    return result.ok ? written(undefined) : result;
  },

  /** An account deletion: the user's live link and its owner item go. */
  async forget(userId: string): Promise<void> {
    const owner = await this.ownerOf(userId);
    if (!owner) return;
    await transact([
      { Delete: { TableName: tableName(TABLE), Key: { feedKey: tokenKey(owner.tokenHash) } } },
      { Delete: { TableName: tableName(TABLE), Key: { feedKey: ownerKey(userId) } } },
    ]);
  },
};
