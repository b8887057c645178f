import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { replayRequest } from './replay-request';

/*
 * What each request really consumes in DynamoDB (`npm run bench -- cost`): while metering,
 * every request to the local DynamoDB asks for `ReturnConsumedCapacity: TOTAL`, and the units in the
 * answers are added up, read and write apart. dynalite computes them as DynamoDB does (4 KB per read
 * unit, half for eventually consistent reads, 1 KB per write unit). Its transaction extension answers
 * none, so a transaction counts as DynamoDB bills it: two write units per KB of each item written,
 * two read units per item checked.
 */

const TARGET_PREFIX = 'DynamoDB_20120810.';
const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const METERED = new Set([
  'GetItem',
  'BatchGetItem',
  'Query',
  'Scan',
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
]);

export interface DynamoMeter {
  start(): void;
  /**
   * The units since start(), and stops counting; `itemsRead`: the items the reads looked at (a Get's
   * item, a Query's or Scan's ScannedCount, a transaction's condition checks), what "items read"
   * figures count.
   */
  stop(): { readUnits: number; writeUnits: number; requests: number; itemsRead: number };
}

/** The items a read's answer says it looked at. */
function itemsReadBy(operation: string, answer: Record<string, unknown>): number {
  if (operation === 'GetItem') return answer.Item ? 1 : 0;
  if (operation === 'Query' || operation === 'Scan') return Number(answer.ScannedCount ?? 0);
  if (operation === 'BatchGetItem') {
    return Object.values((answer.Responses ?? {}) as Record<string, unknown[]>).reduce(
      (sum, items) => sum + items.length,
      0,
    );
  }
  return 0;
}

const unitsOf = (consumed: unknown): number =>
  (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
    (sum: number, entry: { CapacityUnits?: number }) => sum + (entry.CapacityUnits ?? 0),
    0,
  );

/** Wraps the server's request listener (after the fault switch) with the meter. */
export function withCapacityMeter(server: Server): DynamoMeter {
  const inner = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  let on = false;
  let totals = { readUnits: 0, writeUnits: 0, requests: 0, itemsRead: 0 };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!on) return void inner.call(server, req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const operation = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      let raw = Buffer.concat(chunks);
      totals.requests++;
      try {
        const body = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
        if (operation === 'TransactWriteItems' && Array.isArray(body.TransactItems)) {
          for (const item of body.TransactItems as Record<string, { Item?: unknown }>[]) {
            const [[kind, action] = []] = Object.entries(item);
            const size = Math.max(
              1,
              Math.ceil(Buffer.byteLength(JSON.stringify(action?.Item ?? action)) / 1024),
            );
            if (kind === 'ConditionCheck') {
              totals.readUnits += 2;
              totals.itemsRead += 1;
            } else totals.writeUnits += 2 * size;
          }
        } else if (METERED.has(operation)) {
          body.ReturnConsumedCapacity = 'TOTAL';
          raw = Buffer.from(JSON.stringify(body));
          const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
          res.end = ((chunk?: unknown, ...rest: unknown[]) => {
            try {
              const answer = JSON.parse(Buffer.from(chunk as Buffer).toString('utf8')) as {
                ConsumedCapacity?: unknown;
              } & Record<string, unknown>;
              const units = unitsOf(answer.ConsumedCapacity);
              totals.itemsRead += itemsReadBy(operation, answer);
              if (READS.has(operation)) totals.readUnits += units;
              else totals.writeUnits += units;
            } catch {
              // An error answer: nothing consumed.
            }
            return end(chunk, ...rest);
          }) as ServerResponse['end'];
        }
      } catch {
        // Not JSON: dynalite answers it with its own error.
      }
      inner.call(server, replayRequest(req, raw), res);
    });
  });

  return {
    start() {
      totals = { readUnits: 0, writeUnits: 0, requests: 0, itemsRead: 0 };
      on = true;
    },
    stop() {
      on = false;
      return { ...totals };
    },
  };
}
