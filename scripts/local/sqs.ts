import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import {
  DEAD_LETTER_RETENTION_SECONDS,
  deadLetterQueueName,
  NOTIFICATIONS_MAX_RECEIVE_COUNT,
  NOTIFICATIONS_RETENTION_SECONDS,
  NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
  notificationsQueueName,
} from '../../shared/notifications/queues';
import { closeServer, type Stoppable } from './services';

/*
 * The SQS stand-in: local-aws-sqs, an in-process server speaking SQS's JSON and Query protocols, so
 * the same @aws-sdk/client-sqs code runs against it through AWS_ENDPOINT_URL_SQS. It holds the
 * notifications queue (notify()'s messages, read by the event source stand-in, sqs-event-source.ts)
 * and its dead-letter queue, with the redrive policy between them as SQS applies it. Messages live in
 * memory, as long as the stack runs.
 */

const ACCOUNT = '123456789012';
const REGION = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export const localQueueArn = (name: string) => `arn:aws:sqs:${REGION}:${ACCOUNT}:${name}`;

/** The local stack's resource names start with this, where AWS's start with the API stack's name. */
const LOCAL_PREFIX = 'nj-local';
/** The notifications queue of the local stack (in AWS: `<api stack>-notifications`). */
export const LOCAL_NOTIFICATIONS_QUEUE = notificationsQueueName(LOCAL_PREFIX);
/** Its dead-letter queue (in AWS: `<api stack>-notify-dlq`). */
export const LOCAL_DEAD_LETTER_QUEUE = deadLetterQueueName(LOCAL_PREFIX);

export interface LocalQueue {
  QueueName: string;
  Attributes?: Record<string, string>;
}

/**
 * The notifications queue and its dead-letter queue as infra/constructs/notifier.ts makes them
 * (shared/notifications/queues.ts): SSE, the same retention, redrive after the same number of receives,
 * and the same visibility timeout unless the caller shortens it (the fault tests).
 */
export function notificationQueues(
  names: { queue: string; deadLetterQueue: string },
  visibilityTimeoutSeconds = NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS,
): LocalQueue[] {
  return [
    // First: SQS refuses a redrive policy naming a queue that does not exist.
    {
      QueueName: names.deadLetterQueue,
      Attributes: {
        MessageRetentionPeriod: String(DEAD_LETTER_RETENTION_SECONDS),
        SqsManagedSseEnabled: 'true',
      },
    },
    {
      QueueName: names.queue,
      Attributes: {
        MessageRetentionPeriod: String(NOTIFICATIONS_RETENTION_SECONDS),
        SqsManagedSseEnabled: 'true',
        VisibilityTimeout: String(visibilityTimeoutSeconds),
        RedrivePolicy: JSON.stringify({
          deadLetterTargetArn: localQueueArn(names.deadLetterQueue),
          maxReceiveCount: NOTIFICATIONS_MAX_RECEIVE_COUNT,
        }),
      },
    },
  ];
}

export interface LocalSqs extends Stoppable {
  url: string;
  queueUrl(name: string): string;
  client: SQSClient;
}

export async function startSqs(port: number, queues: readonly LocalQueue[]): Promise<LocalSqs> {
  const server: Server = await createSqsServer({
    port,
    hostname: '127.0.0.1',
    region: REGION,
    accountId: ACCOUNT,
    queues: queues.map((queue) => ({ ...queue })),
  });
  countVisibleOnly(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new SQSClient({ region: REGION, endpoint: url, credentials });
  return {
    url,
    queueUrl: (name) => `${url}/${ACCOUNT}/${name}`,
    client,
    async stop() {
      client.destroy();
      await closeServer(server);
    },
  };
}

/**
 * SQS's ApproximateNumberOfMessages counts the messages available for retrieval; local-aws-sqs counts
 * the messages being read (ApproximateNumberOfMessagesNotVisible) in it too, so a message someone is
 * reading counted twice. Its GetQueueAttributes answers (JSON protocol, what the SDK speaks) are
 * corrected here.
 */
function countVisibleOnly(server: Server): void {
  const listeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers['x-amz-target'] === 'AmazonSQS.GetQueueAttributes') {
      const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) {
          try {
            const body = JSON.parse(chunk.toString()) as { Attributes?: Record<string, string> };
            const attributes = body.Attributes ?? {};
            const { ApproximateNumberOfMessages: all, ApproximateNumberOfMessagesNotVisible: reading } =
              attributes;
            if (all !== undefined && reading !== undefined) {
              attributes.ApproximateNumberOfMessages = String(Math.max(0, Number(all) - Number(reading)));
              const corrected = JSON.stringify(body);
              if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(corrected));
              return end(corrected, ...rest);
            }
          } catch {
            // Not a JSON answer: leave it as it is.
          }
        }
        return end(chunk, ...rest);
      }) as typeof res.end;
    }
    for (const listener of listeners) listener(req, res);
  });
}

/** Reads and deletes every message now in the queue (tests). */
export async function drain(client: SQSClient, queueUrl: string): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (;;) {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }),
    );
    if (Messages.length === 0) return bodies;
    for (const message of Messages) {
      bodies.push(JSON.parse(message.Body ?? 'null'));
      await client.send(
        new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }),
      );
    }
  }
}
