import * as z from 'zod/mini';

/*
 * The SES event-publishing record a configuration set's SNS destination carries in each message
 * (SES developer guide, "Contents of event data that Amazon SES publishes to Amazon SNS"). Only the
 * fields we read; the rest (headers with names and subjects among them) is dropped on parse and
 * never logged.
 */

const recipient = z.object({ emailAddress: z.string() });

const mail = z.object({
  messageId: z.string(),
  timestamp: z.string(),
  destination: z.array(z.string()),
  /** Our EmailTags (`template`) and SES's own (`ses:configuration-set`, …), each a list. */
  tags: z.optional(z.record(z.string(), z.array(z.string()))),
});

export const sesEventSchema = z.discriminatedUnion('eventType', [
  z.object({
    eventType: z.literal('Bounce'),
    mail,
    bounce: z.object({
      /** Permanent: the address does not take mail (a hard bounce); Transient: try later; Undetermined. */
      bounceType: z.string(),
      bounceSubType: z.string(),
      bouncedRecipients: z.array(recipient),
      timestamp: z.string(),
    }),
  }),
  z.object({
    eventType: z.literal('Complaint'),
    mail,
    complaint: z.object({
      complainedRecipients: z.array(recipient),
      timestamp: z.string(),
      complaintFeedbackType: z.optional(z.string()),
    }),
  }),
  z.object({
    eventType: z.literal('Delivery'),
    mail,
    delivery: z.object({
      timestamp: z.string(),
      recipients: z.array(z.string()),
      processingTimeMillis: z.optional(z.number()),
    }),
  }),
  z.object({
    eventType: z.literal('Reject'),
    mail,
    reject: z.object({ reason: z.string() }),
  }),
]);

export type SesEvent = z.infer<typeof sesEventSchema>;

/** The event types the configuration set publishes to SNS (infra/stacks/email-stack.ts). */
export const PUBLISHED_SES_EVENTS = ['BOUNCE', 'COMPLAINT', 'DELIVERY', 'REJECT'] as const;
