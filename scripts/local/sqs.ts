import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { createSqsServer } from 'local-aws-sqs';
import { closeServer, type Stoppable } from './services';

/*
 * The SQS stand-in: local-aws-sqs, an in-process server speaking SQS's JSON and Query protocols, so
 * the same @aws-sdk/client-sqs code runs against it through AWS_ENDPOINT_URL_SQS. It holds the
 * notify function's dead-letter queue (the Lambda stand-in's on-failure destination, notify()'s
 * fallback, and what the redrive reads). Messages live in memory, as long as the stack runs.
 */

/** Like the queue in AWS (infra/constructs/notifier.ts): SSE, 14 days' retention. */
const DEAD_LETTER_ATTRIBUTES = { MessageRetentionPeriod: 14 * 86_400, SqsManagedSseEnabled: true } as const;
const ACCOUNT = '123456789012';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface LocalSqs extends Stoppable {
  url: string;
  queueUrl(name: string): string;
  client: SQSClient;
}

export async function startSqs(port: number, queueNames: readonly string[]): Promise<LocalSqs> {
  const server: Server = await createSqsServer({
    port,
    hostname: '127.0.0.1',
    accountId: ACCOUNT,
    queues: queueNames.map((QueueName) => ({ QueueName, Attributes: DEAD_LETTER_ATTRIBUTES })),
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new SQSClient({ region: 'us-east-1', endpoint: url, credentials });
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

/** Sends one JSON message (what Lambda does with an invocation record for an SQS destination). */
export async function sendJson(client: SQSClient, queueUrl: string, body: unknown): Promise<void> {
  await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(body) }));
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
