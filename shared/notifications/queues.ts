/*
 * The notifications' two queues and how the notify function reads them, in one place: the CDK
 * stack (infra/constructs/notifier.ts) and the local stack (scripts/local/stack.ts, whose SQS
 * event source stand-in polls like Lambda's) are both built from these numbers. Imports nothing, so
 * the sending functions can take MAX_RECIPIENTS from here without the e-mail templates. In shared/
 * because functions/lib (notify()) reads it too, and functions/lib imports no domain.
 *
 * notify() (functions/lib/notify.ts) sends each notification as one message `{ id, template,
 * recipients, data }` to the notifications queue; Lambda's event source mapping hands messages to
 * the notify function in small batches; a message whose send fails is received again after the
 * visibility timeout, and after NOTIFICATIONS_MAX_RECEIVE_COUNT receives SQS moves it, as it is, to
 * the dead-letter queue, from which `npm run notifications:redrive` moves it back.
 */

/** SES SendEmail takes at most 50 destinations; a notification is normally for one or two people. */
export const MAX_RECIPIENTS = 50;

/** The notify function's timeout: a few SES sends and deliveries-table writes take seconds. */
export const NOTIFY_TIMEOUT_SECONDS = 30;

/**
 * How long a received message stays hidden before it is received again: AWS advises at least six
 * times the function's timeout for an SQS event source (the mapping's own retries of a throttled
 * invoke must fit in it, or a message still being handled is handed out twice).
 */
export const NOTIFICATIONS_VISIBILITY_TIMEOUT_SECONDS = 6 * NOTIFY_TIMEOUT_SECONDS;

/** Receives before SQS dead-letters a message: the first attempt and two retries, as Lambda's async invoke made. */
export const NOTIFICATIONS_MAX_RECEIVE_COUNT = 3;

/**
 * Messages per invocation. Small: the records of a batch are sent one after the other (SES's rate,
 * below), and a batch must fit in the function's timeout.
 */
export const NOTIFY_BATCH_SIZE = 5;

/**
 * How many notify invocations the event source mapping runs at once. SES accounts out of the sandbox
 * start at 14 mails/s: five functions sending one record at a time stay under it for the usual one
 * or two recipients, and a burst (a job accepted with many applicants, the backlog after an SES
 * outage or a redrive) waits in the queue instead of taking the account's concurrency from the API's
 * functions. The mapping's maximum concurrency (not reserved concurrency) is what limits it: a
 * throttled invoke would return the batch to the queue and count a receive against it.
 */
export const NOTIFY_MAX_CONCURRENCY = 5;

/** Messages wait this long for the notify function (it is down or badly behind) before SQS drops them. */
export const NOTIFICATIONS_RETENTION_SECONDS = 4 * 86_400;

/**
 * How long the dead-letter queue keeps a message for the operator's redrive (SQS's maximum). SQS
 * counts it from the message's first enqueue on the notifications queue, so it must be longer than
 * the notifications queue's retention.
 */
export const DEAD_LETTER_RETENTION_SECONDS = 14 * 86_400;

/** The notifications queue's name for a stage: its API stack's name. */
export const notificationsQueueName = (apiStackName: string) => `${apiStackName}-notifications`;

/** The dead-letter queue's name for a stage: its API stack's name, so the redrive can find it. */
export const deadLetterQueueName = (apiStackName: string) => `${apiStackName}-notify-dlq`;
