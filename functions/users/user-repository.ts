import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite, updateItem, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { equal, exists, expressions, notExists, update } from '../lib/expressions';
import { itemDecoder } from '../lib/item-decoder';
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
  async getById(userId: string): Promise<UserItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: { userId } }),
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

  /** The only profile change a user can make (docs/spec/1-students-and-accounts.md §2): interests and bio. Refused when there is no profile. */
  updateInterestsAndBio(
    userId: string,
    change: { interests: string[]; bio: string },
    now = new Date(),
  ): Promise<Written<UserItem>> {
    return updateItem(userItem, {
      TableName: tableName('users'),
      Key: { userId },
      ...expressions({
        update: update({
          set: { interests: change.interests, bio: change.bio, updatedAt: now.toISOString() },
        }),
        condition: exists('userId'),
      }),
    });
  },
};
