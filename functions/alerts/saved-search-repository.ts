import {
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { MAX_SAVED_SEARCHES } from '../../shared/rules/saved-search';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import { transact } from '../lib/transact';
import {
  COUNT_KEY,
  type MatchKeyItem,
  matchKeyItems,
  type SavedSearchItem,
  SEARCH_KEY_PREFIX,
  SENT_KEY_PREFIX,
  searchKeyOf,
} from './saved-search-item';

/*
 * The savedSearches and alertMatchKeys tables (shared/tables.ts). Access patterns, each named:
 * - searchesOfStudent: a student's saved searches (one Query of their partition);
 * - create / remove: a search, its match keys and the student's count, in one transaction each;
 * - setActive, spendUnsubscribeNonce, markAlerted: conditional updates of one search;
 * - claimDailyAlert: the one alert e-mail per student and day (conditional put);
 * - searchesUnderKey: the alert run's read of one match key;
 * - runState / saveRunState: the alert run's watermark.
 */

/** A conditional update of one saved search: the search as it is after it, or null when the condition failed. */
async function updateSearchIf(
  studentId: string,
  searchId: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<SavedSearchItem | null> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: tableName('savedSearches'),
        Key: { studentId, itemKey: searchKeyOf(searchId) },
        ...update,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as SavedSearchItem;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Where the alert run keeps its watermark: no Cognito sub looks like this partition key. */
const RUN_STATE_KEY = { studentId: 'alert-run', itemKey: 'state' } as const;

export interface AlertRunState {
  /** Jobs posted up to this instant were considered by the last run. */
  windowEnd: string;
}

export type CreateOutcome = 'created' | 'limit-reached' | 'duplicate';

export interface ReadStats {
  /** Items DynamoDB read for the run (ScannedCount, which a filter would not lower). */
  items: number;
  queries: number;
}

/** Every page of a Query, counting what it read. */
async function queryAll<T>(input: QueryCommandInput, stats?: ReadStats): Promise<T[]> {
  const items: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    if (stats) {
      stats.items += page.ScannedCount ?? 0;
      stats.queries += 1;
    }
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

export const savedSearchRepository = {
  searchesOfStudent(studentId: string, stats?: ReadStats): Promise<SavedSearchItem[]> {
    return queryAll<SavedSearchItem>(
      {
        TableName: tableName('savedSearches'),
        KeyConditionExpression: 'studentId = :student AND begins_with(itemKey, :prefix)',
        ExpressionAttributeValues: { ':student': studentId, ':prefix': SEARCH_KEY_PREFIX },
      },
      stats,
    );
  },

  async get(studentId: string, searchId: string): Promise<SavedSearchItem | null> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('savedSearches'),
        Key: { studentId, itemKey: searchKeyOf(searchId) },
      }),
    );
    return (Item as SavedSearchItem | undefined) ?? null;
  },

  /**
   * Saves a search with its match keys, counting it against the student's cap in the same
   * transaction: at the cap nothing is written, however many saves arrive at once.
   */
  async create(search: SavedSearchItem): Promise<CreateOutcome> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: COUNT_KEY },
          UpdateExpression: 'SET #saved = if_not_exists(#saved, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(#saved) OR #saved < :max',
          ExpressionAttributeNames: { '#saved': 'saved' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': MAX_SAVED_SEARCHES },
        },
      },
      {
        Put: {
          TableName: tableName('savedSearches'),
          Item: search,
          // The id is the search's fingerprint (save-search.ts): the same search twice is one item.
          ConditionExpression: 'attribute_not_exists(itemKey)',
        },
      },
      ...matchKeyItems(search).map((item) => ({
        Put: { TableName: tableName('alertMatchKeys'), Item: item },
      })),
    ]);
    if (result.ok) return 'created';
    return result.failed[1] ? 'duplicate' : 'limit-reached';
  },

  /** Deletes a search, its match keys and its count; false when it was already gone. */
  async remove(search: SavedSearchItem): Promise<boolean> {
    const result = await transact([
      {
        Delete: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: search.itemKey },
          ConditionExpression: 'attribute_exists(itemKey)',
        },
      },
      {
        Update: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: COUNT_KEY },
          UpdateExpression: 'SET #saved = #saved - :one',
          ConditionExpression: '#saved > :zero',
          ExpressionAttributeNames: { '#saved': 'saved' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
      ...matchKeyItems(search).map((item) => ({
        Delete: {
          TableName: tableName('alertMatchKeys'),
          Key: { matchKey: item.matchKey, searchRef: item.searchRef },
        },
      })),
    ]);
    return result.ok;
  },

  /**
   * Pauses or resumes a search. Resuming gives it a fresh unsubscribe nonce (a used link stays used)
   * and starts its alerts from now: jobs posted while it was paused are not sent in a burst.
   */
  async setActive(
    studentId: string,
    searchId: string,
    active: boolean,
    now: Date,
    nonce: string,
  ): Promise<SavedSearchItem | null> {
    const at = now.toISOString();
    const updated = await updateSearchIf(studentId, searchId, {
      UpdateExpression: active
        ? 'SET active = :true, updatedAt = :at, alertedThrough = :at, unsubscribeNonce = if_not_exists(unsubscribeNonce, :nonce)'
        : 'SET active = :false, updatedAt = :at',
      // Resuming an active search changes nothing: its cursor must not skip jobs still to be sent.
      ConditionExpression: active
        ? 'attribute_exists(itemKey) AND active = :false'
        : 'attribute_exists(itemKey)',
      ExpressionAttributeValues: active
        ? { ':true': true, ':false': false, ':at': at, ':nonce': nonce }
        : { ':false': false, ':at': at },
    });
    if (updated || !active) return updated;
    return savedSearchRepository.get(studentId, searchId);
  },

  /**
   * Spends an unsubscribe link: pauses the search if it still holds this nonce, and clears it, so
   * the link works once. Null when the nonce is spent (or the search is gone).
   */
  async spendUnsubscribeNonce(
    studentId: string,
    searchId: string,
    nonce: string,
    now: Date,
  ): Promise<SavedSearchItem | null> {
    return updateSearchIf(studentId, searchId, {
      UpdateExpression: 'SET active = :false, updatedAt = :at REMOVE unsubscribeNonce',
      ConditionExpression: 'unsubscribeNonce = :nonce',
      ExpressionAttributeValues: { ':false': false, ':at': now.toISOString(), ':nonce': nonce },
    });
  },

  /**
   * Moves an active search's cursor as it goes into an alert, making sure it has a live unsubscribe
   * nonce. Null when it was paused or deleted meanwhile: it is left out of the e-mail.
   */
  async markAlerted(
    studentId: string,
    searchId: string,
    through: string,
    now: Date,
    nonce: string,
  ): Promise<SavedSearchItem | null> {
    return updateSearchIf(studentId, searchId, {
      UpdateExpression:
        'SET alertedThrough = :through, lastAlertAt = :now, unsubscribeNonce = if_not_exists(unsubscribeNonce, :nonce)',
      ConditionExpression: 'active = :true',
      ExpressionAttributeValues: {
        ':through': through,
        ':now': now.toISOString(),
        ':nonce': nonce,
        ':true': true,
      },
    });
  },

  /** The one alert e-mail of a student's day: true for the first claim, false for every other. */
  async claimDailyAlert(studentId: string, day: string, expiresAt: number): Promise<boolean> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName('savedSearches'),
          Item: { studentId, itemKey: `${SENT_KEY_PREFIX}${day}`, expiresAt },
          ConditionExpression: 'attribute_not_exists(itemKey)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** The saved searches written under one match key (every page). */
  searchesUnderKey(matchKey: string, stats: ReadStats): Promise<MatchKeyItem[]> {
    return queryAll<MatchKeyItem>(
      {
        TableName: tableName('alertMatchKeys'),
        KeyConditionExpression: 'matchKey = :key',
        ExpressionAttributeValues: { ':key': matchKey },
      },
      stats,
    );
  },

  async runState(): Promise<AlertRunState | null> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('savedSearches'), Key: RUN_STATE_KEY, ConsistentRead: true }),
    );
    return Item ? { windowEnd: String(Item.windowEnd) } : null;
  },

  /** Moves the watermark forward only (a slow run finishing after a later one must not move it back). */
  async saveRunState(state: AlertRunState): Promise<void> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName('savedSearches'),
          Item: { ...RUN_STATE_KEY, ...state },
          ConditionExpression: 'attribute_not_exists(windowEnd) OR windowEnd < :end',
          ExpressionAttributeValues: { ':end': state.windowEnd },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  },
};
