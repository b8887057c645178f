import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type LimitName, type LimitRule, limits } from '../../shared/rules/limits';
import { conditionalWrite, updateItem } from './conditional-write';
import { documentClient, tableName } from './dynamo';
import { tooManyRequests } from './errors';
import { and, condition, equal, expressions, notExists, or, update } from './expressions';
import { itemDecoder } from './item-decoder';
import { logger } from './logger';

/*
 * Per-user abuse limits (shared/rules/limits.ts), enforced with conditional writes on the `limits`
 * table only: one item per user and action holds how many actions its window has counted and when the
 * window ends. The window starts at the first counted action; TTL sweeps the item some time after it
 * ends (a late sweep changes nothing: every condition compares `windowEndsAt` with now). Fifty
 * requests at once can never count past the limit, because the decision is the write's condition,
 * never a value read beforehand.
 */

export type { LimitName };

/** What a counted action took, so that `releaseLimit` can give it back to the same window. */
export interface LimitSlot {
  name: LimitName;
  userId: string;
  /** Epoch milliseconds the window that counted the action ends. */
  windowEndsAt: number;
}

/** The stored counter (`used` rather than `count`: COUNT is a DynamoDB reserved word). */
export interface LimitItem {
  limitKey: string;
  used: number;
  windowEndsAt: number;
  /** Epoch seconds, for the table's TTL. */
  expiresAt: number;
}

/** A limits-table item as read back (item-decoder.ts). */
export const limitItem = itemDecoder<LimitItem>('limit', {
  limitKey: 'string',
  used: 'number',
  windowEndsAt: 'number',
});

export const limitKeyOf = (name: LimitName, userId: string) => `${name}#${userId}`;

/** A window opened by an action at `now`, counting that action. */
export function newWindowItem(name: LimitName, userId: string, rule: LimitRule, now: Date): LimitItem {
  const windowEndsAt = now.getTime() + rule.windowSeconds * 1000;
  return {
    limitKey: limitKeyOf(name, userId),
    used: 1,
    windowEndsAt,
    expiresAt: Math.ceil(windowEndsAt / 1000),
  };
}

/** Whole seconds until the window ends, at least 1 (an HTTP Retry-After of 0 invites a hot loop). */
export function retryAfterSeconds(windowEndsAt: number, now: Date): number {
  return Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000));
}

/** Counts one more action in the live window, if it has room. */
async function countInLiveWindow(limitKey: string, rule: LimitRule, now: Date): Promise<number | null> {
  const counted = await updateItem(limitItem, {
    TableName: tableName('limits'),
    Key: { limitKey },
    ...expressions({
      update: update({ add: { used: 1 } }),
      condition: condition('#windowEndsAt > :now AND #used < :max', {
        ':now': now.getTime(),
        ':max': rule.max,
      }),
    }),
  });
  return counted.ok ? counted.value.windowEndsAt : null;
}

/** Opens a new window with this action, if there is none or the last one has ended. */
async function openWindow(item: LimitItem, now: Date): Promise<boolean> {
  const opened = await conditionalWrite(() =>
    documentClient.send(
      new PutCommand({
        TableName: tableName('limits'),
        Item: item,
        ...expressions({
          condition: or(notExists('limitKey'), condition('#windowEndsAt <= :now', { ':now': now.getTime() })),
        }),
      }),
    ),
  );
  return opened.ok;
}

/**
 * Counts one `name` action of `userId`, or throws a 429 with Retry-After and the rule's message when
 * the user is past the limit. Call it after the request is validated (a refused form costs nothing),
 * and give the slot back with `releaseLimit` if the action is refused afterwards.
 */
export async function consumeLimit(
  name: LimitName,
  userId: string,
  now: Date = new Date(),
): Promise<LimitSlot> {
  const rule = limits[name];
  const limitKey = limitKeyOf(name, userId);
  // Two rounds: a request that finds no live window may lose the race to open one to a twin request,
  // and then counts in the window the twin opened.
  for (let round = 0; round < 2; round++) {
    const liveWindowEnd = await countInLiveWindow(limitKey, rule, now);
    if (liveWindowEnd !== null) return { name, userId, windowEndsAt: liveWindowEnd };
    const fresh = newWindowItem(name, userId, rule, now);
    if (await openWindow(fresh, now)) return { name, userId, windowEndsAt: fresh.windowEndsAt };
  }
  // Refused by both conditions twice: the live window is full. Read it only to say when it ends.
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName('limits'), Key: { limitKey }, ConsistentRead: true }),
  );
  const windowEndsAt = limitItem.maybe(Item)?.windowEndsAt ?? now.getTime();
  throw tooManyRequests(rule.message, retryAfterSeconds(windowEndsAt, now));
}

/**
 * Gives back a slot taken by `consumeLimit` when the action it guarded did not happen (refused or
 * failed). Only the window that counted it is decremented; a failure here is logged, never thrown, so
 * it cannot hide the error that made the action fail.
 */
export async function releaseLimit(slot: LimitSlot): Promise<void> {
  try {
    // Refused: the window has ended (or been replaced), and owes nothing back.
    await conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('limits'),
          Key: { limitKey: limitKeyOf(slot.name, slot.userId) },
          ...expressions({
            update: update({ add: { used: -1 } }),
            condition: and(
              equal({ windowEndsAt: slot.windowEndsAt }),
              condition('#used > :zero', { ':zero': 0 }),
            ),
          }),
        }),
      ),
    );
  } catch (error) {
    logger.warn('Could not release a limit slot', { limit: slot.name, error });
  }
}

/**
 * Runs `action` as one counted `name` action: the slot is taken first and given back if the action
 * throws, so only actions that happened count.
 */
export async function withinLimit<T>(
  name: LimitName,
  userId: string,
  action: () => Promise<T>,
  now: Date = new Date(),
): Promise<T> {
  const slot = await consumeLimit(name, userId, now);
  try {
    return await action();
  } catch (error) {
    await releaseLimit(slot);
    throw error;
  }
}
