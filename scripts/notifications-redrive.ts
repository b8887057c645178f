/**
 * Moves the notifications waiting in the dead-letter queue back onto the notifications queue, where
 * the notify function sends them like new ones.
 *   npm run notifications:redrive -- --stage prod        (AWS: the stage's queues, your AWS credentials)
 *   npm run notifications:redrive -- --stage local       (the local stack started by npm start)
 *   … --dry-run                                          (list what is waiting, change nothing)
 *
 * Each message is a notification as notify() sent it (SQS moved it to the dead-letter queue after its
 * third failed receive). The move is SQS's own message move task (StartMessageMoveTask), waited for
 * until it completes. The notify function sends each (notification, recipient) once, so a
 * notification that had in fact gone out is not sent twice; one that fails again (the mail service
 * still down) comes back to the dead-letter queue after its retries, and the command can simply be
 * run again once the mail service is back.
 *
 * In AWS this needs sqs:GetQueueUrl and sqs:GetQueueAttributes on both queues
 * (`NeighbourhoodJobs-<stage>-Api-notifications` and `…-notify-dlq`), sqs:StartMessageMoveTask and
 * sqs:ListMessageMoveTasks plus sqs:ReceiveMessage and sqs:DeleteMessage on the dead-letter queue,
 * and sqs:SendMessage on the notifications queue.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListMessageMoveTasksCommand,
  type ListMessageMoveTasksResultEntry,
  type Message,
  ReceiveMessageCommand,
  SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { maskEmail } from '../functions/lib/logger';
import { stackName, stageNames, stages } from '../infra/config/stages';
import { deadLetterQueueName, notificationsQueueName } from '../shared/notifications/queues';
import { portsFromEnv } from './local/ports';
import { LOCAL_DEAD_LETTER_QUEUE, LOCAL_NOTIFICATIONS_QUEUE } from './local/sqs';

/** How often the move task's progress is read, and how long it may take. */
const POLL_MS = 500;
const TASK_TIMEOUT_MS = 10 * 60_000;

export interface RedriveTarget {
  sqs: SQSClient;
  queueName: string;
  deadLetterQueueName: string;
}

export interface RedriveResult {
  /** Messages in the dead-letter queue when the run started (visible or being read). */
  waiting: number;
  /** Messages the move task put back on the notifications queue. */
  moved: number;
  /** Why the move task failed, if it did. */
  failure?: string;
}

export function targetFor(stage: string): RedriveTarget {
  if (stage === 'local') {
    const ports = portsFromEnv();
    return {
      sqs: new SQSClient({
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        endpoint: `http://127.0.0.1:${ports.sqs}`,
      }),
      queueName: LOCAL_NOTIFICATIONS_QUEUE,
      deadLetterQueueName: LOCAL_DEAD_LETTER_QUEUE,
    };
  }
  const config = stages[stage as (typeof stageNames)[number]];
  if (!config) throw new Error(`Unknown stage "${stage}": use local or one of ${stageNames.join(', ')}.`);
  const api = stackName(config, 'Api');
  return {
    sqs: new SQSClient({ region: config.region }),
    queueName: notificationsQueueName(api),
    deadLetterQueueName: deadLetterQueueName(api),
  };
}

async function queue(sqs: SQSClient, name: string) {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: name }));
  const { Attributes = {} } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl,
      AttributeNames: ['QueueArn', 'ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return {
    url: QueueUrl ?? '',
    arn: Attributes.QueueArn ?? '',
    count:
      Number(Attributes.ApproximateNumberOfMessages) +
      Number(Attributes.ApproximateNumberOfMessagesNotVisible),
  };
}

/** One line per message, without full addresses: what a notification is and when it was first sent. */
function describe(message: Message): string {
  const sent = new Date(Number(message.Attributes?.SentTimestamp ?? 0)).toISOString();
  try {
    const event = JSON.parse(message.Body ?? '') as { template?: unknown; recipients?: unknown };
    const recipients = Array.isArray(event.recipients) ? event.recipients.map(String).map(maskEmail) : [];
    return `${String(event.template)} to ${recipients.join(', ')} (sent ${sent})`;
  } catch {
    return `${message.MessageId}: not a notification (sent ${sent})`;
  }
}

/** Lists the waiting messages without taking them (visibility 0: they stay for the next reader). */
async function list(sqs: SQSClient, queueUrl: string, log: (line: string) => void) {
  const seen = new Set<string>();
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        VisibilityTimeout: 0,
        AttributeNames: ['All'],
      }),
    );
    let fresh = 0;
    for (const message of Messages) {
      // With visibility 0 one answer can hold a message twice.
      if (seen.has(message.MessageId ?? '')) continue;
      seen.add(message.MessageId ?? '');
      fresh++;
      log(`  - ${describe(message)}`);
    }
    if (fresh === 0) return;
  }
}

export async function redrive(
  target: RedriveTarget,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<RedriveResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { sqs } = target;
  const deadLetters = await queue(sqs, target.deadLetterQueueName);
  const notifications = await queue(sqs, target.queueName);
  if (options.dryRun) {
    await list(sqs, deadLetters.url, log);
    return { waiting: deadLetters.count, moved: 0 };
  }
  if (deadLetters.count === 0) return { waiting: 0, moved: 0 };

  const { TaskHandle } = await sqs.send(
    new StartMessageMoveTaskCommand({ SourceArn: deadLetters.arn, DestinationArn: notifications.arn }),
  );
  const deadline = Date.now() + TASK_TIMEOUT_MS;
  for (;;) {
    const { Results = [] } = await sqs.send(
      new ListMessageMoveTasksCommand({ SourceArn: deadLetters.arn, MaxResults: 10 }),
    );
    // The task just started is the newest; SQS names only a running task's handle.
    const task: ListMessageMoveTasksResultEntry | undefined =
      Results.find((entry) => entry.TaskHandle === TaskHandle) ?? Results[0];
    const moved = task?.ApproximateNumberOfMessagesMoved ?? 0;
    if (task?.Status === 'COMPLETED') return { waiting: deadLetters.count, moved };
    if (task?.Status === 'FAILED' || task?.Status === 'CANCELLED') {
      return { waiting: deadLetters.count, moved, failure: task.FailureReason ?? task.Status };
    }
    if (Date.now() > deadline) {
      return { waiting: deadLetters.count, moved, failure: 'the move task is still running' };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
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
  console.log(`${dryRun ? 'Waiting in' : 'Redriving'} ${target.deadLetterQueueName}:`);
  const result = await redrive(target, { dryRun });
  target.sqs.destroy();
  if (dryRun) {
    console.log(`${result.waiting} waiting; nothing was changed.`);
    return;
  }
  console.log(`Moved ${result.moved} of ${result.waiting} back to ${target.queueName}.`);
  if (result.failure) {
    console.error(
      `The move stopped: ${result.failure}. What was not moved is still in ${target.deadLetterQueueName}.`,
    );
    process.exit(1);
  }
  if (result.moved > 0) {
    console.log(
      'The notify function sends them now (each e-mail once). Any that fail again return to the ' +
        'dead-letter queue after their retries: run this again once the cause is fixed.',
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
