import { createHash, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { TemplateData, TemplateName } from '../../shared/emails';
import type { NotificationHeader, NotifyEvent } from '../../shared/notifications/event';
import { MAX_RECIPIENTS } from '../../shared/notifications/queues';
import { runtimeEnv } from '../../shared/runtime-env';
import { lazyModule } from './lazy-client';
import { logger, maskEmail } from './logger';

export type { NotifyEvent } from '../../shared/notifications/event';

/**
 * The SQS client, its module loaded on the container's first notification (lazyModule): the routes
 * that never send mail, every list and read, do not evaluate it at their cold start.
 */
const queue = lazyModule(async () => {
  const { makeQueueClient, SendMessageCommand } = await import('./sqs-queue-client');
  return { client: makeQueueClient(), SendMessageCommand };
});

const addressSchema = z.email().check(z.maxLength(254));

/**
 * Hands a notification e-mail to the notify function through the notifications queue
 * (shared/notifications/queues.ts): it sends it through SES, with retries and a dead-letter queue. Never
 * throws and never fails the caller's action: every problem is logged (template name, masked
 * addresses) and swallowed. Await it, so the Lambda is not frozen before the message is queued.
 *
 * Empty recipients (a student with no parent e-mail) are dropped, so callers can pass optional
 * addresses as they are; with no address left nothing is sent.
 *
 * The data is not checked against the template's schema here: TemplateData<N> checks every caller
 * when it compiles, and the notify function checks each message it receives. Loading the schemas here
 * would put every e-mail template into every sending function.
 */
export async function notify<N extends TemplateName>(
  template: N,
  recipients: readonly (string | null | undefined)[],
  data: TemplateData<N>,
  /**
   * Message headers for this mail (a job alert's one-click unsubscribe, RFC 8058). `id`: the
   * notification's id when the same event must never be mailed twice however often it is sent (its
   * deliveries records are keyed by it); see `stableNotificationId`.
   */
  options: { headers?: NotificationHeader[]; id?: string } = {},
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
    const headers = options.headers?.length ? { headers: options.headers } : {};
    await enqueue({
      id: options.id ?? randomUUID(),
      template,
      recipients: addresses,
      data,
      ...headers,
    } as NotifyEvent);
  } catch (error) {
    logger.error('notification: could not be prepared, nothing sent', {
      template,
      recipients: addresses.map(maskEmail),
      error,
    });
  }
}

/**
 * Puts the event on the notifications queue. If SQS cannot take it (after the client's retries), the
 * notification is lost: the error log says so with its id, template and masked recipients.
 */
async function enqueue(event: NotifyEvent): Promise<void> {
  const log = { id: event.id, template: event.template, recipients: event.recipients.map(maskEmail) };
  try {
    const queueUrl = process.env[runtimeEnv.notificationsQueueUrl];
    if (!queueUrl) throw new Error(`${runtimeEnv.notificationsQueueUrl} is not set`);
    const { client, SendMessageCommand } = await queue();
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(event) }));
    logger.info('notification: queued', log);
  } catch (error) {
    logger.error('notification: LOST, the notifications queue did not take it', { ...log, error });
  }
}

/**
 * A notification id derived from what the mail is about (an RFC 4122 version-5-shaped UUID of a
 * SHA-256), so that two requests doing the same thing at once (an account deleted twice) queue the
 * same id, and the notify function's deliveries records send it once.
 */
export function stableNotificationId(subject: string): string {
  const hex = createHash('sha256').update(subject).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
