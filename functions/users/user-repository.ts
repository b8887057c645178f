import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite, updateItem, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import {
  and,
  condition,
  type Expression,
  equal,
  exists,
  expressions,
  notExists,
  update,
} from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
import { queryAll } from '../lib/read-all-pages';
import type { UserItem } from './user-item';

/**
 * A users-table item as read back (lib/item-decoder.ts). Here, not in user-item.ts, so a function that
 * reads users does not carry the profile schemas user-item.ts builds with.
 */
export const userItem = itemDecoder<UserItem>('user', {
  userId: 'string',
  emailId: 'string',
  roleId: 'number',
});

/** What the byEmail index is asked for: the ids. */
const userIdOnly = itemDecoder<Pick<UserItem, 'userId'>>('user id', { userId: 'string' });

export const userRepository = {
  async getById(userId: string, consistent = false): Promise<UserItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: { userId }, ConsistentRead: consistent }),
    );
    return userItem.maybe(Item);
  },

  /**
   * The profiles with this address (normally one; a Google profile and a password profile could
   * share it only if written before the duplicate check existed). Read through the byEmail index for
   * the ids, then each record itself, consistently.
   */
  async findAllByEmail(emailId: string): Promise<UserItem[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('users'),
        IndexName: 'byEmail',
        ...expressions({ key: equal({ emailId }) }),
        ProjectionExpression: 'userId',
      }),
    );
    const found = await Promise.all(
      userIdOnly.list(Items).map(async ({ userId }) => {
        const { Item } = await documentClient.send(
          new GetCommand({ TableName: tableName('users'), Key: { userId }, ConsistentRead: true }),
        );
        return userItem.maybe(Item);
      }),
    );
    return found.filter((item): item is UserItem => item !== undefined);
  },

  async findByEmail(emailId: string): Promise<UserItem | undefined> {
    return (await this.findAllByEmail(emailId))[0];
  },

  /** Creates the record once: a second write for the same user is refused instead of overwriting. */
  create(item: UserItem): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new PutCommand({
          TableName: tableName('users'),
          Item: item,
          ...expressions({ condition: notExists('userId') }),
        }),
      ),
    );
  },

  async delete(userId: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: { userId } }));
  },

  /** An employer's choice of how work histories name them. Refused when there is no profile. */
  setShownAsHousehold(
    userId: string,
    shownAsHousehold: boolean,
    now = new Date(),
  ): Promise<Written<UserItem>> {
    return this.updateProfile(userId, { set: { shownAsHousehold } }, now);
  },

  /**
   * A profile change its owner (or a teen's guardian) makes: interests and bio, name, phone and ZIP
   * code, and the home point a ZIP code is placed at. Refused when there is no profile.
   */
  updateProfile(
    userId: string,
    change: { set: Partial<UserItem>; remove?: readonly (keyof UserItem)[] },
    now = new Date(),
  ): Promise<Written<UserItem>> {
    return updateUser(
      userId,
      { ...change, set: { ...change.set, updatedAt: now.toISOString() } },
      exists('userId'),
    );
  },

  /**
   * Access pattern "the birthdays due": the minors of one shard whose next 16th or 18th birthday is on
   * or before `today` (a day the run missed is caught the next day), from the sparse `birthdaysDue`
   * index; each record then read consistently, as the run acts on it.
   */
  async birthdaysDue(shard: string, today: string): Promise<UserItem[]> {
    const due = await queryAll(userIdOnly, {
      TableName: tableName('users'),
      IndexName: 'birthdaysDue',
      ...expressions({
        key: and(equal({ birthdayShard: shard }), condition('#birthdayOn <= :today', { ':today': today })),
      }),
      ProjectionExpression: 'userId',
    });
    const found = await Promise.all(due.map(({ userId }) => this.getById(userId, true)));
    return found.filter((item): item is UserItem => item !== undefined);
  },

  /**
   * Moves a minor to their next birthday that changes the rules (null: none, they leave the index),
   * only while `from` is still the one due: a second run, or two at once, move it once.
   */
  moveBirthday(
    userId: string,
    from: string,
    to: { birthdayShard: string; birthdayOn: string } | null,
  ): Promise<Written<UserItem>> {
    const change = to ? { set: to } : { set: {}, remove: ['birthdayShard', 'birthdayOn'] as const };
    return updateUser(userId, change, equal({ birthdayOn: from }));
  },

  /**
   * A student from before dates of birth gives theirs, once: the record had only the age given at
   * sign-up (no date yet), and leaves it for the date and its birthday keys.
   */
  confirmDateOfBirth(
    userId: string,
    dateOfBirth: string,
    birthday: { birthdayShard: string; birthdayOn: string } | null,
    now = new Date(),
  ): Promise<Written<UserItem>> {
    return updateUser(
      userId,
      { set: { dateOfBirth, ...birthday, updatedAt: now.toISOString() }, remove: ['age'] },
      and(exists('userId'), notExists('dateOfBirth')),
    );
  },
};

/** One conditional update of a record: the record as it is after it. */
function updateUser(
  userId: string,
  change: { set: Partial<UserItem>; remove?: readonly (keyof UserItem)[] },
  only: Expression,
): Promise<Written<UserItem>> {
  return updateItem(userItem, {
    TableName: tableName('users'),
    Key: { userId },
    ...expressions({
      update: update({ set: change.set, ...(change.remove?.length ? { remove: [...change.remove] } : {}) }),
      condition: only,
    }),
  });
}
