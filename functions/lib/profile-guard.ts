import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { authErrorCodes } from '../../shared/schemas/auth-error-codes';
import { documentClient, tableName } from './dynamo';
import { notFound } from './errors';

export const profileNotFound = () =>
  notFound(
    'We could not find your profile. If you signed up with Google, please complete your account details first.',
    authErrorCodes.profileNotFound,
  );

/**
 * No profile, no write. An ID token outlives the account it was issued to by up to 15 minutes (a
 * deletion cannot recall it), so every write route of a caller with a role asks first whether the
 * profile is still there: a deleted account writes nothing more under its id. The glue asks before
 * any route runs, so no route can forget; it reads the key only (a consistent read: a deletion a
 * moment ago counts). The users domain owns the table; this is the one read of it outside that
 * domain, because the glue sits below every domain and may import none.
 */
export async function assertProfileExists(userId: string): Promise<void> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName('users'),
      Key: { userId },
      ProjectionExpression: 'userId',
      ConsistentRead: true,
    }),
  );
  if (!Item) throw profileNotFound();
}
