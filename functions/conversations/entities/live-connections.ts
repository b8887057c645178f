import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/dynamo';
import { equal, expressions } from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';

/*
 * The liveConnections table (shared/tables.ts): the browsers of a signed-in person that listen for
 * their new messages, one item per WebSocket connection. Written on connect, deleted on disconnect
 * (or when posting to it finds it gone), and gone by TTL after the longest a connection can last.
 */

/** API Gateway ends a WebSocket connection after two hours at most; TTL sweeps a little later. */
const CONNECTION_KEEP_SECONDS = 2 * 60 * 60 + 15 * 60;

export interface ConnectionItem {
  userId: string;
  connectionId: string;
  connectedAt: string;
  expiresAt: number;
}

const connectionItem = itemDecoder<ConnectionItem>('live connection', {
  userId: 'string',
  connectionId: 'string',
});

export const liveConnections = {
  async add(userId: string, connectionId: string, now: Date): Promise<void> {
    await documentClient.send(
      new PutCommand({
        TableName: tableName('liveConnections'),
        Item: {
          userId,
          connectionId,
          connectedAt: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + CONNECTION_KEEP_SECONDS,
        } satisfies ConnectionItem,
      }),
    );
  },

  async remove(userId: string, connectionId: string): Promise<void> {
    await documentClient.send(
      new DeleteCommand({ TableName: tableName('liveConnections'), Key: { userId, connectionId } }),
    );
  },

  /** Access pattern "a person's open connections": one Query of their partition (a few items). */
  async of(userId: string): Promise<ConnectionItem[]> {
    const { Items } = await documentClient.send(
      new QueryCommand({
        TableName: tableName('liveConnections'),
        ...expressions({ key: equal({ userId }) }),
      }),
    );
    return connectionItem.list(Items);
  },
};
