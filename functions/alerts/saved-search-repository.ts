import { GetCommand, PutCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { MAX_SAVED_SEARCHES } from '../../shared/rules/saved-search';
import {
  conditionalWrite,
  type Refused,
  refused,
  refusedFor,
  updateItem,
  type Written,
  written,
} from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import {
  and,
  beginsWith,
  condition,
  type Expression,
  equal,
  exists,
  expressions,
  notExists,
  or,
  update,
} from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
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

/** A saved search as read back (lib/item-decoder.ts). */
export const savedSearchItem = itemDecoder<SavedSearchItem>('saved search', {
  studentId: 'string',
  itemKey: 'string',
  searchId: 'string',
  active: 'boolean',
});

/** An alertMatchKeys item as read back. */
export const matchKeyItem = itemDecoder<MatchKeyItem>('alert match key', {
  matchKey: 'string',
  searchRef: 'string',
  studentId: 'string',
  searchId: 'string',
});

/** A conditional update of one saved search: the search as it is after it. */
function updateSearchIf(
  studentId: string,
  searchId: string,
  parts: { update: Expression; condition: Expression },
): Promise<Written<SavedSearchItem>> {
  return updateItem(savedSearchItem, {
    TableName: tableName('savedSearches'),
    Key: { studentId, itemKey: searchKeyOf(searchId) },
    ...expressions(parts),
  });
}

/** Where the alert run keeps its watermark: no Cognito sub looks like this partition key. */
const RUN_STATE_KEY = { studentId: 'alert-run', itemKey: 'state' } as const;

export interface AlertRunState {
  /** Jobs posted up to this instant were considered by the last run. */
  windowEnd: string;
}

export interface ReadStats {
  /** Items DynamoDB read for the run (ScannedCount, which a filter would not lower). */
  items: number;
  queries: number;
}

/** Counts what each page of a Query read into `stats` (queryAll's onPage). */
export const countReads =
  (stats: ReadStats | undefined) =>
  (page: QueryCommandOutput): void => {
    if (!stats) return;
    stats.items += page.ScannedCount ?? 0;
    stats.queries += 1;
  };

export const savedSearchRepository = {
  searchesOfStudent(studentId: string, stats?: ReadStats): Promise<SavedSearchItem[]> {
    return queryAll(
      savedSearchItem,
      {
        TableName: tableName('savedSearches'),
        ...expressions({ key: and(equal({ studentId }), beginsWith('itemKey', SEARCH_KEY_PREFIX)) }),
      },
      countReads(stats),
    );
  },

  async get(studentId: string, searchId: string): Promise<SavedSearchItem | null> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName('savedSearches'),
        Key: { studentId, itemKey: searchKeyOf(searchId) },
      }),
    );
    return savedSearchItem.maybe(Item) ?? null;
  },

  /**
   * Saves a search with its match keys, counting it against the student's cap in the same
   * transaction: at the cap nothing is written, however many saves arrive at once.
   */
  async create(search: SavedSearchItem): Promise<Written<void, Refused<'limit-reached' | 'duplicate'>>> {
    const result = await transact([
      {
        Update: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: COUNT_KEY },
          ...expressions({
            update: update({ add: { saved: 1 } }),
            condition: or(notExists('saved'), condition('#saved < :max', { ':max': MAX_SAVED_SEARCHES })),
          }),
        },
      },
      {
        Put: {
          TableName: tableName('savedSearches'),
          Item: search,
          // The id is the search's fingerprint (save-search.ts): the same search twice is one item.
          ...expressions({ condition: notExists('itemKey') }),
        },
      },
      ...matchKeyItems(search).map((item) => ({
        Put: { TableName: tableName('alertMatchKeys'), Item: item },
      })),
    ]);
    if (result.ok) return result;
    return refusedFor(result.failed[1] ? 'duplicate' : 'limit-reached');
  },

  /** Deletes a search, its match keys and its count; refused when it was already gone. */
  async remove(search: SavedSearchItem): Promise<Written> {
    const result = await transact([
      {
        Delete: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: search.itemKey },
          ...expressions({ condition: exists('itemKey') }),
        },
      },
      {
        Update: {
          TableName: tableName('savedSearches'),
          Key: { studentId: search.studentId, itemKey: COUNT_KEY },
          ...expressions({
            update: update({ add: { saved: -1 } }),
            condition: condition('#saved > :zero', { ':zero': 0 }),
          }),
        },
      },
      ...matchKeyItems(search).map((item) => ({
        Delete: {
          TableName: tableName('alertMatchKeys'),
          Key: { matchKey: item.matchKey, searchRef: item.searchRef },
        },
      })),
    ]);
    return result;
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
  ): Promise<Written<SavedSearchItem>> {
    const at = now.toISOString();
    const updated = await updateSearchIf(
      studentId,
      searchId,
      active
        ? {
            update: update({
              set: { active: true, updatedAt: at, alertedThrough: at },
              setIfAbsent: { unsubscribeNonce: nonce },
            }),
            // Resuming an active search changes nothing: its cursor must not skip jobs still to be sent.
            condition: and(exists('itemKey'), equal({ active: false })),
          }
        : { update: update({ set: { active: false, updatedAt: at } }), condition: exists('itemKey') },
    );
    if (updated.ok || !active) return updated;
    const current = await savedSearchRepository.get(studentId, searchId);
    return current ? written(current) : refused;
  },

  /**
   * Spends an unsubscribe link: pauses the search if it still holds this nonce, and clears it, so
   * the link works once. Refused when the nonce is spent (or the search is gone).
   */
  spendUnsubscribeNonce(
    studentId: string,
    searchId: string,
    nonce: string,
    now: Date,
  ): Promise<Written<SavedSearchItem>> {
    return updateSearchIf(studentId, searchId, {
      update: update({
        set: { active: false, updatedAt: now.toISOString() },
        remove: ['unsubscribeNonce'],
      }),
      condition: equal({ unsubscribeNonce: nonce }),
    });
  },

  /**
   * Moves an active search's cursor as it goes into an alert, making sure it has a live unsubscribe
   * nonce. Refused when it was paused or deleted meanwhile: it is left out of the e-mail.
   */
  markAlerted(
    studentId: string,
    searchId: string,
    through: string,
    now: Date,
    nonce: string,
  ): Promise<Written<SavedSearchItem>> {
    return updateSearchIf(studentId, searchId, {
      update: update({
        set: { alertedThrough: through, lastAlertAt: now.toISOString() },
        setIfAbsent: { unsubscribeNonce: nonce },
      }),
      condition: equal({ active: true }),
    });
  },

  /** The one alert e-mail of a student's day: written for the first claim, refused for every other. */
  claimDailyAlert(studentId: string, day: string, expiresAt: number): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('savedSearches'),
          Item: { studentId, itemKey: `${SENT_KEY_PREFIX}${day}`, expiresAt },
          ...expressions({ condition: notExists('itemKey') }),
        }),
      ),
    );
  },

  /** The saved searches written under one match key (every page). */
  searchesUnderKey(matchKey: string, stats: ReadStats): Promise<MatchKeyItem[]> {
    return queryAll(
      matchKeyItem,
      {
        TableName: tableName('alertMatchKeys'),
        ...expressions({ key: equal({ matchKey }) }),
      },
      countReads(stats),
    );
  },

  async runState(): Promise<AlertRunState | null> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('savedSearches'), Key: RUN_STATE_KEY, ConsistentRead: true }),
    );
    return Item ? { windowEnd: String(Item.windowEnd) } : null;
  },

  /** Moves the watermark forward only (a slow run finishing after a later one must not move it back). */
  saveRunState(state: AlertRunState): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('savedSearches'),
          Item: { ...RUN_STATE_KEY, ...state },
          ...expressions({
            condition: or(
              notExists('windowEnd'),
              condition('#windowEnd < :end', { ':end': state.windowEnd }),
            ),
          }),
        }),
      ),
    );
  },
};
