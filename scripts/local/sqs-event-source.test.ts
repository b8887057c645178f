import { GetQueueAttributesCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalSqs, localQueueArn, notificationQueues, startSqs } from './sqs';
import { type SqsEventSource, startSqsEventSource } from './sqs-event-source';

/*
 * The SQS event source stand-in against local-aws-sqs with the notifications queues as the stacks
 * make them (a 1-second visibility timeout here): what Lambda's mapping does with the handler's
 * answer, and the redrive policy that takes a message to the dead-letter queue.
 */

const QUEUE = 'test-notifications';
const DLQ = 'test-notify-dlq';

let sqs: LocalSqs | undefined;
let source: SqsEventSource | undefined;

afterEach(async () => {
  await source?.stop();
  await sqs?.stop();
  source = undefined;
  sqs = undefined;
});

type Handler = (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;

async function start(handler: Handler, waitSeconds = 1) {
  sqs = await startSqs(0, notificationQueues({ queue: QUEUE, deadLetterQueue: DLQ }, 1));
  const events: SQSEvent[] = [];
  source = startSqsEventSource({
    client: sqs.client,
    queueUrl: sqs.queueUrl(QUEUE),
    queueArn: localQueueArn(QUEUE),
    handler: async (event) => {
      events.push(event);
      return handler(event);
    },
    batchSize: 5,
    waitSeconds,
    log: () => undefined,
  });
  return events;
}

async function send(...bodies: string[]) {
  for (const body of bodies) {
    await sqs?.client.send(new SendMessageCommand({ QueueUrl: sqs.queueUrl(QUEUE), MessageBody: body }));
  }
}

/** Messages in a queue: [visible, being read]. */
async function counts(name: string): Promise<[number, number]> {
  const { Attributes = {} } = (await sqs?.client.send(
    new GetQueueAttributesCommand({ QueueUrl: sqs.queueUrl(name), AttributeNames: ['All'] }),
  )) ?? { Attributes: {} };
  return [
    Number(Attributes.ApproximateNumberOfMessages),
    Number(Attributes.ApproximateNumberOfMessagesNotVisible),
  ];
}

const bodiesOf = (events: SQSEvent[]) =>
  events.flatMap((event) => event.Records.map((record) => record.body));
const failing = (records: SQSRecord[]) => ({
  batchItemFailures: records.map((record) => ({ itemIdentifier: record.messageId })),
});

describe('local SQS event source', () => {
  it('hands the handler a real-shaped SQS event, promptly, and deletes what it handled', async () => {
    // Promptly: a long poll of 20 s answers as soon as a message comes, so it is handled well
    // before the wait would have ended (no clock is read, so a busy machine cannot fail it).
    const events = await start(async () => ({ batchItemFailures: [] }), 20);
    await send('{"n":1}');
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1);
    expect(events[0]?.Records).toEqual([
      {
        messageId: expect.any(String),
        receiptHandle: expect.any(String),
        body: '{"n":1}',
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: expect.stringMatching(/^\d+$/),
          SenderId: expect.any(String),
          ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/),
        },
        messageAttributes: {},
        md5OfBody: expect.stringMatching(/^[0-9a-f]{32}$/),
        eventSource: 'aws:sqs',
        eventSourceARN: localQueueArn(QUEUE),
        awsRegion: 'us-east-1',
      },
    ]);
    await expect.poll(() => counts(QUEUE)).toEqual([0, 0]);
  });

  it('receives again only the messages the handler names, and moves them to the dead-letter queue after the third receive', async () => {
    const events = await start(async (event) =>
      failing(event.Records.filter((record) => record.body === 'bad')),
    );
    await send('good', 'bad');
    await expect.poll(() => counts(DLQ), { timeout: 10_000 }).toEqual([1, 0]);
    expect(bodiesOf(events).filter((body) => body === 'good')).toEqual(['good']);
    const receives = events.flatMap((event) =>
      event.Records.filter((record) => record.body === 'bad').map(
        (record) => record.attributes.ApproximateReceiveCount,
      ),
    );
    expect(receives).toEqual(['1', '2', '3']);
    expect(await counts(QUEUE)).toEqual([0, 0]);
  });

  it('leaves the whole batch for a retry when the handler throws', async () => {
    let calls = 0;
    const events = await start(async () => {
      calls++;
      if (calls === 1) throw new Error('boom');
      return { batchItemFailures: [] };
    });
    await send('a');
    await expect.poll(() => events.length, { timeout: 5_000 }).toBe(2);
    expect(events[1]?.Records[0]?.attributes.ApproximateReceiveCount).toBe('2');
    await expect.poll(() => counts(QUEUE)).toEqual([0, 0]);
  });

  it('fails the whole batch when the answer names a message that was not in it, as Lambda does', async () => {
    const events = await start(async () => ({ batchItemFailures: [{ itemIdentifier: 'not-in-the-batch' }] }));
    await send('a');
    await expect.poll(() => events.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(events[1]?.Records[0]?.body).toBe('a');
  });

  it('paused, lets messages wait in the queue; resumed, hands them over', async () => {
    const events = await start(async () => ({ batchItemFailures: [] }));
    await source?.pause();
    await send('later');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(events).toEqual([]);
    expect(await counts(QUEUE)).toEqual([1, 0]);
    source?.resume();
    await expect.poll(() => bodiesOf(events), { timeout: 5_000 }).toEqual(['later']);
  });
});
