import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar } from '../../shared/table-env';
import type { TableId } from '../../shared/tables';
import { badRequest } from './errors';
import { lazyClient } from './lazy-client';

let client: DynamoDBDocumentClient | undefined;

/**
 * One client per container, made on the first call (lazy-client.ts): sign-in, refresh and the other
 * routes that never read a table skip building it. The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB
 * when set. The SDK's paginators (read-all-pages.ts) take the client itself, which they check by class.
 */
export const dynamoDocumentClient = (): DynamoDBDocumentClient =>
  (client ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true },
  }));

export const documentClient = lazyClient(dynamoDocumentClient);

export function tableName(id: TableId): string {
  const name = process.env[tableEnvVar[id]];
  if (!name) throw new Error(`${tableEnvVar[id]} is not set`);
  return name;
}

/** A table's or an index's key as the document client takes and gives it: attribute name → value. */
export type Key = Record<string, unknown>;

/** Pagination cursors are the LastEvaluatedKey, opaque to clients. */
export function encodeCursor(key: Key | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key), 'utf8').toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined): Key | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Key;
  } catch {
    // fall through to the 400 below
  }
  throw invalidCursor();
}

/** A cursor that does not decode, or decodes to a position we never handed out. */
export function invalidCursor() {
  return badRequest(
    'That page cursor is not valid. Start again from the first page.',
    { cursor: 'Invalid cursor.' },
    'INVALID_CURSOR',
  );
}
