import { PutSuppressedDestinationCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Context, SNSEvent } from 'aws-lambda';
import { logger, maskEmail } from '../lib/logger';
import { recordSuppression, type SuppressionReason } from '../lib/mail-suppressions';
import { type SesEvent, sesEventSchema } from './ses-event';

/*
 * Records what SES reports about the mail we send: the configuration set publishes
 * BOUNCE, COMPLAINT, DELIVERY and REJECT events to an SNS topic, which invokes this function.
 *
 * - A hard bounce (bounceType Permanent) or a complaint suppresses the address: it goes on the SES
 *   account's suppression list (SES also does so itself for the configuration set; asking again is
 *   idempotent and keeps us right if the account's own setting changes) and into our
 *   mailSuppressions table, which notify reads before it sends and the app reads to ask the person
 *   concerned to correct the address.
 * - Deliveries, rejects and soft bounces are logged (one structured line each, addresses masked):
 *   CloudWatch Logs Insights counts them per template.
 *
 * A failure throws: Lambda retries an SNS invocation twice, and every step is idempotent.
 */

const ses = new SESv2Client({});

type Invocation = Pick<Context, 'awsRequestId'>;

export async function handler(event: SNSEvent, context?: Invocation): Promise<void> {
  for (const record of event.Records) {
    let body: unknown;
    try {
      body = JSON.parse(record.Sns.Message);
    } catch {
      body = undefined;
    }
    const parsed = sesEventSchema.safeParse(body);
    if (!parsed.success) {
      // Another event type (the destination publishes only ours) or a test message from SNS: no retry helps.
      logger.warn('email event: not one we record, ignored', {
        requestId: context?.awsRequestId,
        messageId: record.Sns.MessageId,
        eventType: eventTypeOf(body),
      });
      continue;
    }
    await recordEvent(parsed.data, context?.awsRequestId);
  }
}

async function recordEvent(event: SesEvent, requestId: string | undefined): Promise<void> {
  const base = {
    requestId,
    eventType: event.eventType,
    sesMessageId: event.mail.messageId,
    template: event.mail.tags?.template?.[0],
  };
  switch (event.eventType) {
    case 'Bounce': {
      const { bounceType, bounceSubType, bouncedRecipients, timestamp } = event.bounce;
      const hard = bounceType === 'Permanent';
      for (const { emailAddress } of bouncedRecipients) {
        const outcome = hard ? await suppress(emailAddress, 'bounce', timestamp, base) : 'not suppressed';
        logger.info('email event: bounce', {
          ...base,
          recipient: maskEmail(emailAddress),
          bounceType,
          bounceSubType,
          suppression: outcome,
        });
      }
      return;
    }
    case 'Complaint': {
      const { complainedRecipients, timestamp, complaintFeedbackType } = event.complaint;
      for (const { emailAddress } of complainedRecipients) {
        const outcome = await suppress(emailAddress, 'complaint', timestamp, base);
        logger.info('email event: complaint', {
          ...base,
          recipient: maskEmail(emailAddress),
          complaintFeedbackType,
          suppression: outcome,
        });
      }
      return;
    }
    case 'Delivery':
      logger.info('email event: delivery', {
        ...base,
        recipients: event.delivery.recipients.map(maskEmail),
        processingTimeMillis: event.delivery.processingTimeMillis,
      });
      return;
    case 'Reject':
      // SES found a virus in the message: our own templates never should. Worth a look.
      logger.warn('email event: reject', {
        ...base,
        recipients: event.mail.destination.map(maskEmail),
        reason: event.reject.reason,
      });
      return;
  }
}

async function suppress(
  address: string,
  reason: SuppressionReason,
  since: string,
  base: { sesMessageId: string; template?: string },
): Promise<string> {
  await ses.send(
    new PutSuppressedDestinationCommand({
      EmailAddress: address,
      Reason: reason === 'bounce' ? 'BOUNCE' : 'COMPLAINT',
    }),
  );
  const recorded = await recordSuppression(address, reason, {
    since,
    messageId: base.sesMessageId,
    template: base.template,
  });
  // A word for the log line.
  return recorded.ok ? 'recorded' : 'already';
}

function eventTypeOf(body: unknown): unknown {
  return body !== null && typeof body === 'object' && 'eventType' in body
    ? String(body.eventType).slice(0, 32)
    : undefined;
}
