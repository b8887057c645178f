import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localTableName } from '../../../scripts/local/bootstrap';
import { ageCalendarDay, birthdayOf } from '../../../shared/rules/age';
import { tablesClient } from './tables';

/**
 * Years pass for one student, as far as their record can tell: their date of birth moves to the day
 * that makes them `age` today on the age calendar, and the birthday it brings is due today, as the
 * birthday run would find it on the morning of that birthday. For a browser test, where the server's
 * clock cannot be chosen: every rule reads the age from the date of birth, so a record born that much
 * earlier is exactly the same person that much later.
 */
export async function asIfTurningToday(userId: string, age: number, now = new Date()): Promise<string> {
  const dateOfBirth = birthdayOf(ageCalendarDay(now), -age);
  await tablesClient().send(
    new UpdateCommand({
      TableName: localTableName('users'),
      Key: { userId },
      UpdateExpression: 'SET dateOfBirth = :born, birthdayOn = :due',
      ExpressionAttributeValues: { ':born': dateOfBirth, ':due': birthdayOf(dateOfBirth, age) },
      ConditionExpression: 'attribute_exists(birthdayShard)',
    }),
  );
  return dateOfBirth;
}
