import * as z from 'zod/mini';
import { emailTemplates, type TemplateData, type TemplateName } from '../emails';
import { MAX_RECIPIENTS } from './queues';

/*
 * The notification the notify function receives, one per message of the notifications queue. Only
 * the notify function (and the redrive's listing) load this schema: it is built from every template,
 * and functions/lib/notify.ts takes only its type, so the sending functions carry no template. In
 * shared/ as the contract between the senders (functions/lib/notify.ts) and the notify function.
 */

/**
 * Message headers a notification may add (SES v2 SendEmail's `Headers`): only RFC 8058's one-click
 * unsubscribe pair, so no sender can set From, Reply-To or anything else a reader trusts.
 */
export const notificationHeaderNames = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
export type NotificationHeader = { name: (typeof notificationHeaderNames)[number]; value: string };

export type NotifyEvent = {
  [N in TemplateName]: {
    id: string;
    template: N;
    recipients: string[];
    data: TemplateData<N>;
    headers?: NotificationHeader[];
  };
}[TemplateName];

const headersSchema = z.optional(
  z
    .array(
      z.strictObject({
        name: z.enum(notificationHeaderNames),
        // One line (no header injection), and within SES's limit for a header value.
        value: z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[^\r\n]*$/)),
      }),
    )
    .check(z.maxLength(notificationHeaderNames.length)),
);

const recipientsSchema = z
  .array(z.email().check(z.maxLength(254)))
  .check(z.minLength(1), z.maxLength(MAX_RECIPIENTS));

const eventOptions = emailTemplates.map((template) =>
  z.strictObject({
    /** One id per notification (a UUID from notify()): each recipient gets it once, however often the event runs. */
    id: z.uuid(),
    template: z.literal(template.name),
    recipients: recipientsSchema,
    data: template.dataSchema,
    headers: headersSchema,
  }),
);

/**
 * `{ id, template, recipients, data }`, with `data` checked against that template's own schema. The map
 * above loses the link between a template's name and its data type; NotifyEvent restores it.
 */
export const notifyEventSchema = z.discriminatedUnion(
  'template',
  eventOptions as [(typeof eventOptions)[number], ...(typeof eventOptions)[number][]],
) as unknown as z.ZodMiniType<NotifyEvent>;
