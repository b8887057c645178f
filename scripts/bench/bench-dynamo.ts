import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { tableEnvVar } from '../../shared/table-env';
import { tableIds } from '../../shared/tables';
import { ensureTables } from '../local/bootstrap';
import { dynaliteWithTransactions } from '../local/dynalite-transactions';
import { inPool } from './bench-jobs';
import { type ItemCounter, withItemCounter } from './item-counter';

/*
 * An in-memory dynalite with the project's tables, for the benches that run the search code in their
 * own process (search, relevance): the functions' environment points at it, as the local stack sets it.
 * The functions' modules must be imported after this runs (their client reads the endpoint once).
 */

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export interface BenchDynamo {
  db: DynamoDBDocumentClient;
  /** Counts the items every request reads while on (the functions' own reads included). */
  itemCounter: ItemCounter;
  /** Puts items 25 a BatchWrite, `parallel` at once, retrying what DynamoDB leaves unprocessed. */
  batchPut(batches: { table: string; items: object[] }[], parallel?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startBenchDynamo(): Promise<BenchDynamo> {
  const server = dynaliteWithTransactions({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const itemCounter = withItemCounter(server);
  const port = await listen(server);
  const endpoint = `http://127.0.0.1:${port}`;
  const { localTableName } = await import('../local/bootstrap');
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    ...Object.fromEntries(tableIds.map((id) => [tableEnvVar[id], localTableName(id)])),
  });
  const raw = new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const db = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  await ensureTables(raw);
  return {
    db,
    itemCounter,
    async batchPut(batches, parallel = 8) {
      await inPool(batches, parallel, async ({ table, items }) => {
        let request: Record<string, { PutRequest: { Item: object } }[]> | undefined = {
          [table]: items.map((Item) => ({ PutRequest: { Item } })),
        };
        while (request && Object.keys(request).length > 0) {
          const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
          request = result.UnprocessedItems as typeof request;
        }
      });
    },
    async close() {
      raw.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
