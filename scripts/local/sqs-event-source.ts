import { randomUUID } from 'node:crypto';
import {
  DeleteMessageBatchCommand,
  type Message,
  type MessageAttributeValue,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import type { Stoppable } from './services';

type SqsHandler = (
  event: SQSEvent,
  context: { awsRequestId: string },
) => Promise<SQSBatchResponse | undefined>;

export interface SqsEventSourceOptions {
  client: SQSClient;
  queueUrl: string;
  /** `arn:aws:sqs:region:account:name`, as each record's eventSourceARN. */
  queueArn: string;
  handler: SqsHandler;
  /** Messages per invocation at most (the mapping's BatchSize). */
  batchSize: number;
  /** How long each ReceiveMessage waits for a message (long polling): short, so stopping is quick. */
  waitSeconds?: number;
  log: (line: string) => void;
}

export interface SqsEventSource extends Stoppable {
  /** Stops polling (the mapping disabled): messages wait in the queue. */
  pause(): Promise<void>;
  /** Polls again (the mapping enabled). */
  resume(): void;
}

/**
 * Stands in for Lambda's SQS event source mapping with reportBatchItemFailures, as AWS runs it: long
 * polls the queue, invokes the handler with a real-shaped SQSEvent, deletes the messages that did not
 * fail, and leaves the failed ones (all of them if the handler throws, or answers an item it was not
 * given) to be received again once their visibility timeout has passed. The queue's redrive policy
 * then moves a message received maxReceiveCount times to its dead-letter queue (local-aws-sqs does
 * that as SQS does). One poller, one batch at a time: within any maximum concurrency.
 */
export function startSqsEventSource(options: SqsEventSourceOptions): SqsEventSource {
  const { client, queueUrl, queueArn, handler, batchSize, log } = options;
  const waitSeconds = options.waitSeconds ?? 2;
  let running = true;
  let abort = new AbortController();
  let loop: Promise<void> = Promise.resolve();

  const receive = async (max: number, wait: number): Promise<Message[]> => {
    const { Messages = [] } = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: max,
        WaitTimeSeconds: wait,
        AttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    return Messages;
  };

  /**
   * One batch: SQS's long poll answers as soon as a message is there. local-aws-sqs waits for a full
   * batch or the end of the wait, so the first message is awaited alone and the rest of the batch
   * taken from what is already waiting.
   */
  const nextBatch = async (): Promise<Message[]> => {
    const first = await receive(1, waitSeconds);
    if (first.length === 0 || batchSize === 1) return first;
    return [...first, ...(await receive(batchSize - 1, 0))];
  };

  const invoke = async (messages: Message[]) => {
    const records = messages.map((message) => toRecord(message, queueArn));
    const given = new Set(records.map((record) => record.messageId));
    let failed: Set<string>;
    try {
      const response = await handler({ Records: records }, { awsRequestId: randomUUID() });
      const ids = (response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
      // Lambda fails the whole batch when the answer names an item that is not in it.
      failed = ids.every((id) => given.has(id)) ? new Set(ids) : given;
    } catch (error) {
      log(`[sqs-event-source] the handler threw, the batch is left for a retry: ${(error as Error).message}`);
      failed = given;
    }
    const done = messages.filter((message) => !failed.has(message.MessageId ?? ''));
    if (done.length > 0) {
      await client.send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: done.map((message, index) => ({
            Id: String(index),
            ReceiptHandle: message.ReceiptHandle ?? '',
          })),
        }),
      );
    }
  };

  const poll = async () => {
    while (running) {
      try {
        const messages = await nextBatch();
        if (messages.length > 0) await invoke(messages);
      } catch (error) {
        if (abort.signal.aborted) return;
        log(`[sqs-event-source] ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  };

  const start = () => {
    running = true;
    abort = new AbortController();
    loop = poll();
  };
  const stop = async () => {
    running = false;
    abort.abort();
    await loop;
  };
  start();
  return {
    stop,
    // As disabling a mapping: the receive under way is answered and its batch handled, none follows.
    // (Aborting it would leave SQS holding the wait open, taking a message nobody then handles.)
    pause: async () => {
      running = false;
      await loop;
    },
    resume: () => {
      if (!running) start();
    },
  };
}

/** A received message as Lambda hands it to the function (camelCase, the message's attributes as strings). */
function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? '',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: toRecordAttributes(message.MessageAttributes ?? {}),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: queueArn.split(':')[3] ?? 'us-east-1',
  };
}

function toRecordAttributes(attributes: Record<string, MessageAttributeValue>): SQSMessageAttributes {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      {
        dataType: value.DataType ?? 'String',
        stringValue: value.StringValue,
        binaryValue: value.BinaryValue ? Buffer.from(value.BinaryValue).toString('base64') : undefined,
        stringListValues: [],
        binaryListValues: [],
      },
    ]),
  );
}
