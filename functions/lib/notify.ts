import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import * as z from 'zod';
import type { TemplateData, TemplateName } from '../../shared/emails';
import { runtimeEnv } from '../../shared/runtime-env';
import { MAX_RECIPIENTS, notifyEventSchema } from '../notify/event';
import { logger, maskEmail } from './logger';

export { type NotifyEvent, notifyEventSchema } from '../notify/event';

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

const addressSchema = z.email().max(254);

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
    if (addresses.length > MAX_RECIPIENTS) {
      logger.error('notification: too many recipients, nothing sent', { template, count: addresses.length });
      return;
    }

    const event = notifyEventSchema.safeParse({ template, recipients: addresses, data });
    if (!event.success) {
      // A programming error (wrong data for the template); no retry can fix it, so it is only logged.
      logger.error('notification: invalid data, nothing sent', {
        template,
        issues: event.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
      return;
    }

    const functionName = process.env[runtimeEnv.notifyFunctionName];
    if (!functionName) {
      logger.error(`notification: ${runtimeEnv.notifyFunctionName} is not set, nothing sent`, { template });
      return;
    }

    const result = await lambdaClient().send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'Event',
        Payload: JSON.stringify(event.data),
      }),
    );
    if (result.StatusCode !== 202) {
      logger.error('notification: notify function did not accept the event', {
        template,
        recipients: addresses.map(maskEmail),
        statusCode: result.StatusCode,
      });
      return;
    }
    logger.info('notification: queued', { template, recipients: addresses.map(maskEmail) });
  } catch (error) {
    logger.error('notification: could not invoke the notify function, nothing sent', {
      template,
      recipients: addresses.map(maskEmail),
      error,
    });
  }
}
