/*
 * The AWS stand-ins started in this process, for the unit tests of the notification path
 * (functions/notify/handler.test.ts, functions/lib/notify.test.ts). The local runner has its own SQS
 * event source stand-in in scripts/local. The SES side is the real local stand-in, aws-ses-v2-local,
 * never a fake. In test/support, not beside the functions: product code imports neither scripts/ nor
 * test/, and this file starts scripts/local's stand-ins.
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateEmailTemplateCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { SQSEvent } from 'aws-lambda';
import sesServer from 'aws-ses-v2-local';
import { ensureTables, localTableName } from '../../scripts/local/bootstrap';
import { dynaliteWithTransactions } from '../../scripts/local/dynalite-transactions';
import { withFaultInjection } from '../../scripts/local/dynamo-faults';
import { drain, startSqs } from '../../scripts/local/sqs';
import { emailTemplates, sesTemplateName } from '../../shared/emails';
import { tableEnvVar } from '../../shared/table-env';

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

export const testCredentials = { accessKeyId: 'test', secretAccessKey: 'test' };

function baseUrl(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** aws-ses-v2-local on a free port, holding the nine templates under `prefix`. */
export async function startLocalSes(prefix: string) {
  const server = await sesServer({ host: '127.0.0.1', port: 0 });
  const url = baseUrl(server);
  const client = new SESv2Client({ region: 'us-east-1', endpoint: url, credentials: testCredentials });
  for (const template of emailTemplates) {
    await client.send(
      new CreateEmailTemplateCommand({
        TemplateName: sesTemplateName(prefix, template.name),
        TemplateContent: { Subject: template.subject, Html: template.html, Text: template.text },
      }),
    );
  }
  client.destroy();
  return {
    server,
    url,
    /** Every mail sent to `address` (the store is process-wide, so tests use their own addresses). */
    async mailTo(address: string): Promise<StoredEmail[]> {
      const response = await fetch(`${url}/store`);
      const store = (await response.json()) as { emails: StoredEmail[] };
      return store.emails.filter((email) => email.destination.to.includes(address));
    },
    close: () => closeServer(server),
  };
}

/** Messages as Lambda's SQS event source mapping hands them to the notify function. */
export function sqsEventOf(bodies: readonly unknown[], receiveCount = 1): SQSEvent {
  return {
    Records: bodies.map((body) => ({
      messageId: randomUUID(),
      receiptHandle: randomUUID(),
      body: typeof body === 'string' ? body : JSON.stringify(body),
      attributes: {
        ApproximateReceiveCount: String(receiveCount),
        SentTimestamp: String(Date.now()),
        SenderId: 'AROAEXAMPLE:users',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:test-notifications',
      awsRegion: 'us-east-1',
    })),
  };
}

/** A port nothing listens on: bind one, then release it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await closeServer(server);
  return port;
}

/**
 * The local DynamoDB stand-in (in memory) with the app's tables; `env` is what the functions need to
 * use it (endpoint, and the names of the deliveries and mail-suppressions tables).
 */
export async function startLocalDynamo() {
  const server = dynaliteWithTransactions({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const faults = withFaultInjection(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = baseUrl(server);
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint: url, credentials: testCredentials });
  await ensureTables(client);
  return {
    url,
    client,
    /** DynamoDB's throttling answers on demand (scripts/local/dynamo-faults.ts). */
    faults,
    env: {
      AWS_ENDPOINT_URL_DYNAMODB: url,
      [tableEnvVar.deliveries]: localTableName('deliveries'),
      [tableEnvVar.mailSuppressions]: localTableName('mailSuppressions'),
    },
    close: async () => {
      client.destroy();
      await closeServer(server);
    },
  };
}

/** The SQS stand-in with one queue (the notifications queue in these tests). */
export async function startLocalQueue(name = 'test-notifications') {
  const sqs = await startSqs(0, [{ QueueName: name }]);
  const queueUrl = sqs.queueUrl(name);
  return {
    url: sqs.url,
    queueUrl,
    /** Reads and deletes every message now in the queue. */
    drain: () => drain(sqs.client, queueUrl),
    close: () => sqs.stop(),
  };
}
