import * as z from 'zod';

/*
 * What lands in the notify function's dead-letter queue, and how it is named. Three writers produce
 * the same record, so one redrive reads them all:
 * - Lambda itself (AWS), as the on-failure destination of an asynchronous invocation, once the retries
 *   are spent or the event is too old: the "invocation record" below, `requestPayload` being the event;
 * - the local Lambda stand-in (scripts/local/lambda-invoke.ts), with the same shape;
 * - functions/lib/notify.ts, when the notify function could not even be invoked (condition
 *   `InvokeFailed`, ours: Lambda never saw the event).
 * Kept apart from the handler and from notify.ts so neither bundle pulls in the other's SDK client.
 */

/** The conditions Lambda writes, plus ours for an event that never reached Lambda. */
export type DeadLetterCondition = 'RetriesExhausted' | 'EventAgeExceeded' | 'InvokeFailed';

/** Lambda's asynchronous invocation record (the fields we read are checked; the rest is kept as is). */
export const deadLetterRecordSchema = z.looseObject({
  version: z.string(),
  timestamp: z.string(),
  requestContext: z.looseObject({
    requestId: z.string(),
    /** An ARN (`…:function:name:$LATEST`) from Lambda, the function's name from notify(). */
    functionArn: z.string().min(1),
    condition: z.string(),
    approximateInvokeCount: z.number(),
  }),
  requestPayload: z.unknown(),
});
export type DeadLetterRecord = z.infer<typeof deadLetterRecordSchema>;

export function deadLetterRecord(opts: {
  functionArn: string;
  condition: DeadLetterCondition;
  requestId: string;
  approximateInvokeCount: number;
  payload: unknown;
  error?: unknown;
}): DeadLetterRecord {
  const message = opts.error instanceof Error ? opts.error.message : undefined;
  return {
    version: '1.0',
    timestamp: new Date().toISOString(),
    requestContext: {
      requestId: opts.requestId,
      functionArn: opts.functionArn,
      condition: opts.condition,
      approximateInvokeCount: opts.approximateInvokeCount,
    },
    requestPayload: opts.payload,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload:
      message === undefined
        ? null
        : { errorType: (opts.error as Error).name, errorMessage: message.slice(0, 1000) },
  };
}

/**
 * The function to invoke again for a record: Lambda writes a qualified ARN
 * (`arn:aws:lambda:region:account:function:name:$LATEST`), which Invoke does not take with `$LATEST`
 * as a qualifier in the name, so the qualifier is dropped.
 */
export function functionOf(record: DeadLetterRecord): string {
  const arn = record.requestContext.functionArn;
  return arn.startsWith('arn:') ? arn.split(':').slice(0, 7).join(':') : arn;
}

/** The dead-letter queue's name for a stage: its API stack's name, so the redrive can find it. */
export const deadLetterQueueName = (apiStackName: string) => `${apiStackName}-notify-dlq`;
