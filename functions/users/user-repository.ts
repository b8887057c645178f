import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionFailure, tableName } from '../lib/dynamo';
import type { UserItem } from './user-item';

/** Thrown by `create` when the user already has a record. */
export class UserExists extends Error {
  constructor() {
    super('The user record exists already');
  }
}

export const userRepository = {
  async getById(userId: string): Promise<UserItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName('users'), Key: { userId } }),
    );
    return Item as UserItem | undefined;
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
        KeyConditionExpression: 'emailId = :email',
        ExpressionAttributeValues: { ':email': emailId },
        ProjectionExpression: 'userId',
      }),
    );
    const found = await Promise.all(
      (Items ?? []).map(async ({ userId }) => {
        const { Item } = await documentClient.send(
          new GetCommand({ TableName: tableName('users'), Key: { userId }, ConsistentRead: true }),
        );
        return Item as UserItem | undefined;
      }),
    );
    return found.filter((item): item is UserItem => item !== undefined);
  },

  async findByEmail(emailId: string): Promise<UserItem | undefined> {
    return (await this.findAllByEmail(emailId))[0];
  },

  /** Creates the record once: a second write for the same user fails instead of overwriting. */
  async create(item: UserItem): Promise<void> {
    try {
      await documentClient.send(
        new PutCommand({
          TableName: tableName('users'),
          Item: item,
          ConditionExpression: 'attribute_not_exists(userId)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new UserExists();
      throw error;
    }
  },

  async delete(userId: string): Promise<void> {
    await documentClient.send(new DeleteCommand({ TableName: tableName('users'), Key: { userId } }));
  },

  /** The only profile change a user can make (spec/1 §2): interests and bio. */
  async updateInterestsAndBio(
    userId: string,
    change: { interests: string[]; bio: string },
    now = new Date(),
  ): Promise<UserItem | undefined> {
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: tableName('users'),
          Key: { userId },
          UpdateExpression: 'SET interests = :interests, bio = :bio, updatedAt = :now',
          ConditionExpression: 'attribute_exists(userId)',
          ExpressionAttributeValues: {
            ':interests': change.interests,
            ':bio': change.bio,
            ':now': now.toISOString(),
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as UserItem;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },
};
