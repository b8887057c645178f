import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { sesTemplateName, toSesTemplateData } from '../../shared/emails';
import { type NotifyEvent, notifyEventSchema } from '../../shared/notifications/event';
import { runtimeEnv } from '../../shared/runtime-env';
import { logger, maskEmail } from '../lib/logger';
import { suppressedAmong } from '../lib/mail-suppressions';
import { deliverOnce } from './deliver-once';

/*
 * Reads the notifications queue (shared/notifications/queues.ts) through Lambda's SQS event source
 * mapping: each message is one notification `{ id, template, recipients, data }` from
 * functions/lib/notify.ts. The answer names the messages whose send failed (reportBatchItemFailures),
 * so only those are received again after the visibility timeout; after the last receive SQS moves
 * them to the dead-letter queue, from which `npm run notifications:redrive` moves them back.
 *
 * A message that is not a valid notification is logged and acknowledged (deleted), not retried: it
 * is a programming error (notify()'s callers are checked when they compile), no retry can fix it,
 * and in the dead-letter queue it would only come back from every redrive to fail again.
 *
 * SQS delivers at least once, and a retry follows a partial failure: each recipient is sent once per
 * notification id all the same (deliver-once.ts), so a duplicate, a retry or a redrive sends only what
 * has not gone out yet.
 */

const ses = new SESv2Client({});

type Invocation = Pick<Context, 'awsRequestId'>;

export async function handler(event: SQSEvent, context?: Invocation): Promise<SQSBatchResponse> {
  const requestId = context?.awsRequestId;
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      try {
        await handleRecord(record, requestId);
      } catch (error) {
        logger.error('notify: message left for a retry', {
          requestId,
          messageId: record.messageId,
          receiveCount: record.attributes?.ApproximateReceiveCount,
          error,
        });
        throw error;
      }
    },
    // A processor holds the batch it works on: one per invocation (the local runner's are concurrent).
    new BatchProcessor(EventType.SQS),
    // One record after the other: the mapping's maximum concurrency then bounds the SES sending rate.
    // A batch that failed whole is answered like any other, every message named, not thrown.
    { processInParallel: false, throwOnFullBatchFailure: false },
  );
}

async function handleRecord(record: SQSRecord, requestId: string | undefined): Promise<void> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = record.body;
  }
  const parsed = notifyEventSchema.safeParse(body);
  if (!parsed.success) {
    logger.error('notify: invalid message, dropped', {
      requestId,
      messageId: record.messageId,
      template: templateOf(body),
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
    return;
  }
  await send(parsed.data, requestId);
}

/** Sends the notification to each recipient not yet sent to; throws when any send failed. */
async function send({ id, template, recipients, data, headers }: NotifyEvent, requestId: string | undefined) {
  const from = process.env[runtimeEnv.emailFrom];
  if (!from) {
    // A deployment mistake, not bad input: failing keeps the message for replay once it is fixed.
    throw new Error(`${runtimeEnv.emailFrom} is not set`);
  }
  const templateName = sesTemplateName(process.env[runtimeEnv.emailTemplatePrefix] ?? '', template);
  const configurationSet = process.env[runtimeEnv.emailConfigurationSet] || undefined;
  // The e-mails invite the reader to reply with questions or worries: replies go to the support team.
  const support = process.env[runtimeEnv.supportEmail] || undefined;
  const templateData = JSON.stringify(toSesTemplateData(data));
  // Addresses SES reported as a hard bounce or a complaint get nothing. A failed check
  // throws: the message is retried rather than mailed unchecked.
  const suppressed = await suppressedAmong(recipients);

  // One message per recipient: a parent must never see the other recipients' addresses.
  const results = await Promise.allSettled(
    recipients.map(async (recipient) => {
      const suppression = suppressed.get(recipient);
      let sent: string | undefined;
      let delivered: Awaited<ReturnType<typeof deliverOnce>>;
      try {
        delivered = await deliverOnce(id, recipient, template, async () => {
          if (suppression) return { suppressed: suppression.reason };
          const { MessageId } = await ses.send(
            new SendEmailCommand({
              FromEmailAddress: from,
              Destination: { ToAddresses: [recipient] },
              ReplyToAddresses: support ? [support] : undefined,
              ConfigurationSetName: configurationSet,
              Content: {
                Template: {
                  TemplateName: templateName,
                  TemplateData: templateData,
                  // A job alert's one-click unsubscribe (RFC 8058), checked by the event's schema.
                  ...(headers
                    ? { Headers: headers.map(({ name, value }) => ({ Name: name, Value: value })) }
                    : {}),
                },
              },
              EmailTags: [{ Name: 'template', Value: template }],
            }),
          );
          sent = MessageId ?? 'unknown';
          return { messageId: sent };
        });
      } catch (error) {
        // Sent, but recording it failed: failing the message would send it again.
        if (sent === undefined) throw error;
        logger.error('notify: sent but not recorded', { requestId, id, template, error });
        return { messageId: sent };
      }
      // A suppressed address is reported as skipped for that reason, whatever an earlier run did.
      if (suppression) return { skipped: 'suppressed' as const, reason: suppression.reason };
      if ('busy' in delivered) return { skipped: 'busy' as const };
      if (delivered.replayed || !('messageId' in delivered)) return { skipped: 'sent' as const };
      return { messageId: delivered.messageId };
    }),
  );

  const failed: string[] = [];
  results.forEach((result, index) => {
    const recipient = maskEmail(recipients[index] ?? '');
    if (result.status === 'fulfilled') {
      if ('skipped' in result.value && result.value.skipped === 'suppressed') {
        logger.warn('notify: address suppressed (hard bounce or complaint), skipped', {
          requestId,
          id,
          template,
          recipient,
          reason: result.value.reason,
        });
      } else if ('skipped' in result.value) {
        logger.info('notify: already sent or being sent, skipped', {
          requestId,
          id,
          template,
          recipient,
          state: result.value.skipped,
        });
      } else {
        logger.info('notify: sent', {
          requestId,
          id,
          template,
          recipient,
          messageId: result.value.messageId,
        });
      }
    } else {
      failed.push(recipient);
      logger.error('notify: send failed', { requestId, id, template, recipient, error: result.reason });
    }
  });
  if (failed.length > 0) {
    throw new Error(`${template}: ${failed.length} of ${recipients.length} e-mails could not be sent`);
  }
}

function templateOf(event: unknown): unknown {
  return event !== null && typeof event === 'object' && 'template' in event
    ? String(event.template).slice(0, 64)
    : undefined;
}
