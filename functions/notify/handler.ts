import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Context } from 'aws-lambda';
import { sesTemplateName, toSesTemplateData } from '../../shared/emails';
import { runtimeEnv } from '../../shared/runtime-env';
import { logger, maskEmail } from '../lib/logger';
import { claim, markSent, release } from './deliveries';
import { notifyEventSchema } from './event';

/*
 * Invoked asynchronously by functions/lib/notify.ts with `{ id, template, recipients, data }`. Lambda
 * retries a failed invocation twice and then hands the event to the dead-letter queue (from which
 * `npm run notifications:redrive` sends it again), so: input that can never be sent is logged and
 * dropped (a retry would fail the same way), and a failed send throws so that the retries and the
 * dead-letter queue take over.
 *
 * Each recipient is sent once per notification id (deliveries.ts): a retry after a partial failure,
 * a duplicate delivery of the event or a redrive sends only what has not gone out yet.
 */

const ses = new SESv2Client({});

export async function handler(event: unknown, context?: Pick<Context, 'awsRequestId'>): Promise<void> {
  const requestId = context?.awsRequestId;
  const parsed = notifyEventSchema.safeParse(event);
  if (!parsed.success) {
    logger.error('notify: invalid event, dropped', {
      requestId,
      template: templateOf(event),
      issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
    return;
  }
  const { id, template, recipients, data } = parsed.data;

  const from = process.env[runtimeEnv.emailFrom];
  if (!from) {
    // A deployment mistake, not bad input: throwing keeps the event for replay once it is fixed.
    throw new Error(`${runtimeEnv.emailFrom} is not set`);
  }
  const templateName = sesTemplateName(process.env[runtimeEnv.emailTemplatePrefix] ?? '', template);
  const configurationSet = process.env[runtimeEnv.emailConfigurationSet] || undefined;
  // The e-mails invite the reader to reply with questions or worries: replies go to the support team.
  const support = process.env[runtimeEnv.supportEmail] || undefined;
  const templateData = JSON.stringify(toSesTemplateData(data));

  // One message per recipient: a parent must never see the other recipients' addresses.
  const results = await Promise.allSettled(
    recipients.map(async (recipient) => {
      const claimed = await claim(id, recipient, template);
      if (claimed.status !== 'claimed') return { skipped: claimed.status };
      let messageId: string | undefined;
      try {
        ({ MessageId: messageId } = await ses.send(
          new SendEmailCommand({
            FromEmailAddress: from,
            Destination: { ToAddresses: [recipient] },
            ReplyToAddresses: support ? [support] : undefined,
            ConfigurationSetName: configurationSet,
            Content: { Template: { TemplateName: templateName, TemplateData: templateData } },
            EmailTags: [{ Name: 'template', Value: template }],
          }),
        ));
      } catch (error) {
        // SES did not take it: free the claim for the retry (if this fails too, the lease runs out).
        await release(claimed.key, claimed.claimId).catch(() => undefined);
        throw error;
      }
      // Sent. Failing to record it must not fail the invocation, or the retry would send it again.
      await markSent(claimed.key, claimed.claimId, messageId).catch((error: unknown) =>
        logger.error('notify: sent but not recorded', { requestId, id, template, error }),
      );
      return { messageId };
    }),
  );

  const failed: string[] = [];
  results.forEach((result, index) => {
    const recipient = maskEmail(recipients[index] ?? '');
    if (result.status === 'fulfilled') {
      if ('skipped' in result.value) {
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
