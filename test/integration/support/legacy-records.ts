import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../../scripts/local/bootstrap';
import { tablesClient } from './tables';

/**
 * Makes a student's record what it was before dates of birth: the `age` they gave at sign-up (and
 * when they joined), no date of birth and no birthday keys. Records like it are in the tables of every
 * stage that ran the earlier version; no request can make one any more.
 */
export async function asRecordFromBeforeDatesOfBirth(
  userId: string,
  age: number,
  joinedAt: Date,
): Promise<void> {
  await tablesClient().send(
    new UpdateCommand({
      TableName: localTableName('users'),
      Key: { userId },
      UpdateExpression: 'SET age = :age, createdAt = :joined REMOVE dateOfBirth, birthdayShard, birthdayOn',
      ExpressionAttributeValues: { ':age': age, ':joined': joinedAt.toISOString() },
      ConditionExpression: 'attribute_exists(userId)',
    }),
  );
}
