/*
 * DynamoDB throttles and, rarely, fails with 500s; dynalite never does. This puts AWS's behaviour in
 * the stand-in: while a fault is set (by the tests, through the local admin endpoint), matching
 * requests get exactly the error DynamoDB sends (status, `__type`, message), so the SDK, its retries
 * and our error mapping run as they would in AWS. Handler code knows nothing about it.
 *
 * A fault matches by operation (`PutItem`, `TransactWriteItems`, …) and by table (any table a request
 * touches, including every table of a transaction or a batch); `skip` lets the first n matching
 * requests through, so a test can fail the second step of a multi-step write; `times` limits how many
 * are refused.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { replayRequest } from './replay-request';
import '../../shared/schemas/zod-locale';

/** The errors DynamoDB answers when it throttles or is unavailable, as it sends them. */
export const dynamoFaultErrors = {
  ProvisionedThroughputExceededException: {
    status: 400,
    type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
    message:
      'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
  },
  ThrottlingException: {
    status: 400,
    type: 'com.amazon.coral.availability#ThrottlingException',
    message: 'Rate of requests exceeds the allowed throughput.',
  },
  RequestLimitExceeded: {
    status: 400,
    type: 'com.amazonaws.dynamodb.v20120810#RequestLimitExceeded',
    message: 'Throughput exceeds the current throughput limit for your account. Please contact AWS Support.',
  },
  InternalServerError: {
    status: 500,
    type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
    message: 'Internal server error',
  },
  ServiceUnavailable: {
    status: 503,
    type: 'com.amazonaws.dynamodb.v20120810#ServiceUnavailable',
    message: 'Service Unavailable',
  },
} as const;

export type DynamoFaultError = keyof typeof dynamoFaultErrors;

export const dynamoFaultSchema = z.strictObject({
  error: z.enum(Object.keys(dynamoFaultErrors) as [DynamoFaultError, ...DynamoFaultError[]]),
  /** Operation names without the `DynamoDB_20120810.` prefix; none = every operation. */
  operations: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** Physical table names; none = every table. */
  tables: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** Let this many matching requests through first. */
  skip: z.optional(z.int().check(z.gte(0))),
  /** Refuse at most this many matching requests (after `skip`); none = until cleared. */
  times: z.optional(z.int().check(z.gte(1))),
});
export type DynamoFault = z.infer<typeof dynamoFaultSchema>;

export interface DynamoFaultSwitch {
  set(faults: DynamoFault[]): void;
  clear(): void;
  /** The faults set, with how many requests each has seen and refused. */
  status(): { fault: DynamoFault; matched: number; refused: number }[];
}

const TARGET_PREFIX = 'DynamoDB_20120810.';

/** Every table a request names: TableName, a transaction's items, a batch's RequestItems. */
export function tablesOf(body: Record<string, unknown>): string[] {
  const names = new Set<string>();
  if (typeof body.TableName === 'string') names.add(body.TableName);
  if (Array.isArray(body.TransactItems)) {
    for (const item of body.TransactItems as Record<string, { TableName?: unknown } | undefined>[]) {
      for (const action of Object.values(item ?? {})) {
        if (typeof action?.TableName === 'string') names.add(action.TableName);
      }
    }
  }
  if (body.RequestItems && typeof body.RequestItems === 'object') {
    for (const name of Object.keys(body.RequestItems)) names.add(name);
  }
  return [...names];
}

/** Wraps the server's request listener (dynalite's, with transactions) with the fault switch. */
export function withFaultInjection(server: Server): DynamoFaultSwitch {
  const inner = server.listeners('request')[0] as RequestListener;
  server.removeAllListeners('request');
  let active: { fault: DynamoFault; matched: number; refused: number }[] = [];

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // No fault set: dynalite reads the request itself, exactly as before.
    if (active.length === 0) return void inner.call(server, req, res);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const operation = String(req.headers['x-amz-target'] ?? '').replace(TARGET_PREFIX, '');
      let tables: string[] = [];
      try {
        tables = tablesOf(JSON.parse(raw.toString('utf8') || '{}'));
      } catch {
        // Not JSON: dynalite answers it with its own error below.
      }
      const hit = active.find((entry) => {
        const { fault } = entry;
        if (fault.operations && !fault.operations.includes(operation)) return false;
        if (fault.tables && !tables.some((table) => fault.tables?.includes(table))) return false;
        entry.matched++;
        if (entry.matched <= (fault.skip ?? 0)) return false;
        if (fault.times !== undefined && entry.refused >= fault.times) return false;
        entry.refused++;
        return true;
      });
      if (hit) {
        const error = dynamoFaultErrors[hit.fault.error];
        const body = JSON.stringify({ __type: error.type, message: error.message });
        res.writeHead(error.status, {
          'content-type': 'application/x-amz-json-1.0',
          'content-length': Buffer.byteLength(body),
          'x-amzn-requestid': `fault-${Date.now()}`,
        });
        res.end(body);
        return;
      }
      // Hand dynalite the request again with the body it has not seen.
      inner.call(server, replayRequest(req, raw), res);
    });
  });

  return {
    set(faults) {
      active = faults.map((fault) => ({ fault: dynamoFaultSchema.parse(fault), matched: 0, refused: 0 }));
    },
    clear() {
      active = [];
    },
    status: () => active.map((entry) => ({ ...entry })),
  };
}
