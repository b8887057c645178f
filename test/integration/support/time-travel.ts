import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mailboxKey } from '../../../functions/lib/address-limits';
import { limitKeyOf } from '../../../functions/lib/limits';
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

/**
 * Moves the current invitation a day and a bit into the past, as if it had been sent yesterday, and
 * ends the day of invitations its mailbox had (the limits table's window).
 */
export async function asIfInvitedYesterday(userId: string): Promise<void> {
  const past = Date.now() - 25 * 3_600_000;
  const { Attributes } = await tablesClient().send(
    new UpdateCommand({
      TableName: localTableName('users'),
      Key: { userId },
      UpdateExpression: 'SET guardianInvitedAt = :past',
      ExpressionAttributeValues: { ':past': new Date(past).toISOString() },
      ReturnValues: 'ALL_NEW',
    }),
  );
  await tablesClient().send(
    new UpdateCommand({
      TableName: localTableName('limits'),
      Key: { limitKey: limitKeyOf('guardianInvitation', mailboxKey(String(Attributes?.parentEmail))) },
      UpdateExpression: 'SET windowEndsAt = :ended',
      ExpressionAttributeValues: { ':ended': past + 24 * 3_600_000 },
    }),
  );
}
