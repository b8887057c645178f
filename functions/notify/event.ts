import * as z from 'zod';
import { emailTemplates, type TemplateData, type TemplateName } from '../../shared/emails';

/*
 * The event the notify function receives. Kept apart from functions/lib/notify.ts (which re-exports
 * it) so the notify bundle does not pull in the Lambda client, and the callers' bundles do not pull
 * in SES.
 */

/** SES SendEmail takes at most 50 destinations; a notification is normally for one or two people. */
export const MAX_RECIPIENTS = 50;

export type NotifyEvent = {
  [N in TemplateName]: { id: string; template: N; recipients: string[]; data: TemplateData<N> };
}[TemplateName];

const recipientsSchema = z.array(z.email().max(254)).min(1).max(MAX_RECIPIENTS);

const eventOptions = emailTemplates.map((template) =>
  z.strictObject({
    /** One id per notification (a UUID from notify()): each recipient gets it once, however often the event runs. */
    id: z.uuid(),
    template: z.literal(template.name),
    recipients: recipientsSchema,
    data: template.dataSchema,
  }),
);

/**
 * `{ id, template, recipients, data }`, with `data` checked against that template's own schema. The map
 * above loses the link between a template's name and its data type; NotifyEvent restores it.
 */
export const notifyEventSchema = z.discriminatedUnion(
  'template',
  eventOptions as [(typeof eventOptions)[number], ...(typeof eventOptions)[number][]],
) as unknown as z.ZodType<NotifyEvent>;
