/**
 * Sends the notifications waiting in the notify function's dead-letter queue again.
 *   npm run notifications:redrive -- --stage prod        (AWS: the stage's queue, your AWS credentials)
 *   npm run notifications:redrive -- --stage local       (the local stack started by npm start)
 *   … --dry-run                                          (list what is waiting, change nothing)
 *
 * Each message is Lambda's invocation record (or notify()'s, when the function could not be
 * invoked); its event is given to the notify function again, synchronously, and the message is
 * deleted only once the function has sent it. A message whose send fails again stays in the queue
 * and the command exits 1, so it can simply be re-run when the mail service is back. The notify function sends each (notification, recipient) once, so a
 * notification that had in fact gone out is not sent twice.
 *
 * In AWS this needs sqs:ReceiveMessage, sqs:DeleteMessage and sqs:GetQueueUrl on the queue
 * (`NeighbourhoodJobs-<stage>-Api-notify-dlq`), sqs:ChangeMessageVisibility, and lambda:InvokeFunction on the notify function.
 */
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { maskEmail } from '../functions/lib/logger';
import { deadLetterQueueName, deadLetterRecordSchema, functionOf } from '../functions/notify/dead-letter';
import { notifyEventSchema } from '../functions/notify/event';
import { stackName, stageNames, stages } from '../infra/config/stages';
import { portsFromEnv } from './local/ports';

/** The local stack's names (scripts/local/stack.ts): the queue holds the same records as in AWS. */
const LOCAL_PREFIX = 'nj-local';
/** How long a message being redriven stays hidden from other readers (a send takes seconds). */
const VISIBILITY_SECONDS = 120;

export interface RedriveTarget {
  sqs: SQSClient;
  lambda: LambdaClient;
  queueName: string;
}

export interface RedriveResult {
  sent: number;
  failed: number;
  unreadable: number;
}

export function targetFor(stage: string): RedriveTarget {
  if (stage === 'local') {
    const ports = portsFromEnv();
    const local = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
    return {
      sqs: new SQSClient({ ...local, endpoint: `http://127.0.0.1:${ports.sqs}` }),
      lambda: new LambdaClient({ ...local, endpoint: `http://127.0.0.1:${ports.lambda}` }),
      queueName: deadLetterQueueName(LOCAL_PREFIX),
    };
  }
  const config = stages[stage as (typeof stageNames)[number]];
  if (!config) throw new Error(`Unknown stage "${stage}": use local or one of ${stageNames.join(', ')}.`);
  return {
    sqs: new SQSClient({ region: config.region }),
    // A send takes a few seconds at most; a synchronous invoke waits for it.
    lambda: new LambdaClient({ region: config.region }),
    queueName: deadLetterQueueName(stackName(config, 'Api')),
  };
}

/** An id for an event dead-lettered before events carried one: the same for every redrive of it. */
function idFor(message: Message): string {
  const hex = createHash('sha256')
    .update(message.MessageId ?? message.Body ?? '')
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The notify event inside a message, and the function to give it to; an Error when it cannot be read. */
function readMessage(message: Message) {
  let body: unknown;
  try {
    body = JSON.parse(message.Body ?? '');
  } catch {
    return new Error('the message is not JSON');
  }
  const record = deadLetterRecordSchema.safeParse(body);
  if (!record.success) return new Error('the message is not a Lambda invocation record');
  const payload = record.data.requestPayload as Record<string, unknown> | null;
  const withId =
    payload && typeof payload === 'object' && !payload.id ? { ...payload, id: idFor(message) } : payload;
  const event = notifyEventSchema.safeParse(withId);
  if (!event.success) return new Error('its payload is not a notification event');
  return { event: event.data, functionName: functionOf(record.data), record: record.data };
}

export async function redrive(
  target: RedriveTarget,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<RedriveResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { QueueUrl } = await target.sqs.send(new GetQueueUrlCommand({ QueueName: target.queueName }));
  const result: RedriveResult = { sent: 0, failed: 0, unreadable: 0 };
  const seen = new Set<string>();
  // Messages left in the queue are hidden while this run reads on; they are shown again at the end.
  const leftHidden: string[] = [];
  for (;;) {
    const { Messages = [] } = await target.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
        // A dry run leaves every message visible to the next reader.
        VisibilityTimeout: options.dryRun ? 0 : VISIBILITY_SECONDS,
      }),
    );
    const fresh = Messages.filter((message) => !seen.has(message.MessageId ?? ''));
    if (fresh.length === 0) break;
    for (const message of fresh) {
      seen.add(message.MessageId ?? '');
      const read = readMessage(message);
      if (read instanceof Error) {
        result.unreadable++;
        if (message.ReceiptHandle) leftHidden.push(message.ReceiptHandle);
        log(`  ? ${message.MessageId}: left in the queue, ${read.message}`);
        continue;
      }
      const { event, functionName, record } = read;
      const what = `${event.template} to ${event.recipients.map(maskEmail).join(', ')} (${record.requestContext.condition}, ${record.timestamp})`;
      if (options.dryRun) {
        log(`  - ${what}`);
        continue;
      }
      try {
        const answer = await target.lambda.send(
          new InvokeCommand({
            FunctionName: functionName,
            InvocationType: 'RequestResponse',
            Payload: JSON.stringify(event),
          }),
        );
        if (answer.FunctionError) {
          const reason = Buffer.from(answer.Payload ?? new Uint8Array()).toString('utf8');
          throw new Error(`the notify function failed: ${reason.slice(0, 300)}`);
        }
        await target.sqs.send(new DeleteMessageCommand({ QueueUrl, ReceiptHandle: message.ReceiptHandle }));
        result.sent++;
        log(`  ✓ ${what}`);
      } catch (error) {
        result.failed++;
        if (message.ReceiptHandle) leftHidden.push(message.ReceiptHandle);
        log(`  ✗ ${what}: ${(error as Error).message} (left in the queue)`);
      }
    }
  }
  // A re-run (once the mail service is back) should find them at once, not after the timeout.
  for (const ReceiptHandle of leftHidden) {
    await target.sqs
      .send(new ChangeMessageVisibilityCommand({ QueueUrl, ReceiptHandle, VisibilityTimeout: 0 }))
      .catch(() => undefined);
  }
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: { stage: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
  });
  if (!values.stage) {
    console.error('usage: npm run notifications:redrive -- --stage <local|dev|prod> [--dry-run]');
    process.exit(2);
  }
  const target = targetFor(values.stage);
  const dryRun = values['dry-run'] ?? false;
  console.log(`${dryRun ? 'Waiting in' : 'Redriving'} ${target.queueName}:`);
  const result = await redrive(target, { dryRun });
  if (dryRun) console.log(`${result.unreadable} unreadable; nothing was changed.`);
  else
    console.log(
      `Sent ${result.sent}; ${result.failed} failed again and ${result.unreadable} could not be read (both left in the queue).`,
    );
  target.sqs.destroy();
  target.lambda.destroy();
  if (result.failed > 0 || result.unreadable > 0) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
