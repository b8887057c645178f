import { randomUUID } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import type { TemplateData, TemplateName } from '../../shared/emails';
import { runtimeEnv } from '../../shared/runtime-env';
import { deadLetterRecord } from '../notify/dead-letter';
import type { NotifyEvent } from '../notify/event';
import { logger, maskEmail } from './logger';

export type { NotifyEvent } from '../notify/event';

let lambda: LambdaClient | undefined;

function lambdaClient(): LambdaClient {
  // This call sits inside a user's request: a Lambda API that hangs must cost a few seconds, not the
  // API Gateway timeout. An Event invoke only queues the event, so it answers in milliseconds.
  // (Without throwOnRequestTimeout the SDK only warns when requestTimeout passes, and keeps waiting.)
  lambda ??= new LambdaClient({
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
  });
  return lambda;
}

let sqs: SQSClient | undefined;

function sqsClient(): SQSClient {
  // Same reasoning as above: inside a user's request, so a few seconds at most.
  sqs ??= new SQSClient({
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
  });
  return sqs;
}

const addressSchema = z.email().max(254);

/**
 * The notify function could not be invoked (Lambda throttled or down, a permission or configuration
 * mistake): the event goes straight to the function's dead-letter queue, in the record Lambda itself
 * writes there, so the operator's redrive sends it like any other. Only if that fails too is the
 * notification lost, and the error log says so with its id.
 */
async function deadLetter(event: NotifyEvent, functionName: string | undefined, cause: unknown) {
  const log = { id: event.id, template: event.template, recipients: event.recipients.map(maskEmail) };
  const queueUrl = process.env[runtimeEnv.notifyDeadLetterQueueUrl];
  try {
    if (!queueUrl) throw new Error(`${runtimeEnv.notifyDeadLetterQueueUrl} is not set`);
    const record = deadLetterRecord({
      functionArn: functionName || 'unknown',
      condition: 'InvokeFailed',
      requestId: event.id,
      approximateInvokeCount: 0,
      payload: event,
      error: cause,
    });
    await sqsClient().send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(record) }),
    );
    logger.error('notification: notify function not invoked, event put in its dead-letter queue', {
      ...log,
      error: cause,
    });
  } catch (error) {
    logger.error('notification: LOST, neither invoked nor dead-lettered', { ...log, error, cause });
  }
}

/**
 * Hands a notification e-mail to the notify function, which sends it through SES with retries and a
 * dead-letter queue. Never throws and never fails the caller's action: every problem is logged
 * (template name, masked addresses) and swallowed. Await it, so the Lambda is not frozen before the
 * event has been handed over.
 *
 * Empty recipients (a student with no parent e-mail) are dropped, so callers can pass optional
 * addresses as they are; with no address left nothing is sent.
 */
export async function notify<N extends TemplateName>(
  template: N,
  recipients: readonly (string | null | undefined)[],
  data: TemplateData<N>,
): Promise<void> {
  let addresses: string[] = [];
  try {
    addresses = [
      ...new Set(recipients.map((address) => address?.trim() ?? '').filter((address) => address !== '')),
    ];
    const invalid = addresses.filter((address) => !addressSchema.safeParse(address).success);
    if (invalid.length > 0) {
      // One bad address (old data, a typo the UI let through) must not keep the mail from the others.
      logger.error('notification: dropped invalid recipient addresses', {
        template,
        invalid: invalid.map(maskEmail),
      });
      addresses = addresses.filter((address) => !invalid.includes(address));
    }
    if (addresses.length === 0) {
      logger.info('notification: no recipients, nothing to send', { template });
      return;
    }
    // The event's schema is built from every template (their data schemas): loaded on the first mail,
    // not at module start, where it cost each sending function's cold start ~10 ms CPU (issue 11).
    const { MAX_RECIPIENTS, notifyEventSchema } = await import('../notify/event');
    if (addresses.length > MAX_RECIPIENTS) {
      logger.error('notification: too many recipients, nothing sent', { template, count: addresses.length });
      return;
    }

    const event = notifyEventSchema.safeParse({ id: randomUUID(), template, recipients: addresses, data });
    if (!event.success) {
      // A programming error (wrong data for the template); no retry can fix it, so it is only logged.
      logger.error('notification: invalid data, nothing sent', {
        template,
        issues: event.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
      return;
    }
    await handOver(event.data);
  } catch (error) {
    logger.error('notification: could not be prepared, nothing sent', {
      template,
      recipients: addresses.map(maskEmail),
      error,
    });
  }
}

/** Queues the event with the notify function (an Event invoke), or else in its dead-letter queue. */
async function handOver(event: NotifyEvent): Promise<void> {
  const functionName = process.env[runtimeEnv.notifyFunctionName];
  try {
    if (!functionName) throw new Error(`${runtimeEnv.notifyFunctionName} is not set`);
    const result = await lambdaClient().send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: JSON.stringify(event),
      }),
    );
    if (result.StatusCode !== 202) {
      throw new Error(`The notify function did not accept the event (status ${result.StatusCode})`);
    }
    logger.info('notification: queued', {
      id: event.id,
      template: event.template,
      recipients: event.recipients.map(maskEmail),
    });
  } catch (error) {
    await deadLetter(event, functionName, error);
  }
}
