import { createServer, type Server } from 'node:http';
import * as z from 'zod/mini';
import { answeringFailures } from './answering-failures';
import type { DynamoFaultSwitch } from './dynamo-faults';
import { dynamoFaultSchema } from './dynamo-faults';
import type { RestartableService } from './services';
import type { SesFront } from './ses-events';

/*
 * The tests' remote control for a stack running in another process: stop and start the SES
 * stand-in and the notify function's event source, set and clear DynamoDB faults. Started only when
 * asked for (NJ_LOCAL_ADMIN=1, which the test stacks set), on a free port of 127.0.0.1;
 * `npm start` never opens it.
 *   POST /ses/stop | /ses/start            → 204
 *   PUT /ses/outcomes {address, outcome}   → 204  what SES does with mail to that address from now on:
 *                                                 delivery, bounce (hard) or complaint
 *   DELETE /ses/outcomes                   → 204  every address delivers again
 *   POST /notify/stop | /notify/start      → 204
 *   PUT /dynamodb/faults  [DynamoFault…]    → 204      GET → the faults and their counts
 *   DELETE /dynamodb/faults                 → 204
 *   GET /info                               → the stack's ports
 *   POST /alerts/run  { time? }             → 200, the daily job alert's result: the run EventBridge
 *                                             would start (its test invoke sends the same event)
 *   POST /family/digest                     → 200 { guardians, events }: the daily digest now
 *   POST /birthdays/run  { time? }          → 200 { day, sixteen, eighteen }: the birthday run for the
 *                                             age-calendar day of `time` (default now), as its schedule
 *   POST /messages/mail  { time? }          → 200 { sent, deferred, dropped }: the "new message" mails'
 *                                             scheduled run, at that time (default now)
 *   POST /schedule/run { time?, applicationId? } → 200, the schedule runner's result: what is due at
 *                                             `time` (default now), as its EventBridge rule would run it;
 *                                             `applicationId` limits it to one booking (a test's own)
 *   POST /moderation/watch  { time? }       → 200 { oldestUrgentSeconds, oldestAnySeconds }: the
 *                                             moderation queue's watch, as its schedule runs it
 */
const sesOutcomeSchema = z.object({
  address: z.email(),
  outcome: z.enum(['delivery', 'bounce', 'complaint']),
});

/** A scheduled run's event as EventBridge's test invoke sends it: an optional `time`. */
function scheduledEvent(chunks: Buffer[]): { time?: string } {
  const text = Buffer.concat(chunks).toString('utf8');
  return z.strictObject({ time: z.optional(z.iso.datetime()) }).parse(text ? JSON.parse(text) : {});
}

export function createLocalAdmin(services: {
  ses: RestartableService & { front: SesFront };
  /** The notify function's SQS event source: stopped, notifications wait in their queue. */
  notify: Pick<RestartableService, 'start' | 'stop'>;
  dynamoFaults: DynamoFaultSwitch;
  /** What GET /info answers: the stack's ports (the redrive test runs the CLI against them). */
  info: Record<string, unknown>;
  /** The daily job alert, run now with a scheduled event's `time` (default now). */
  jobAlerts?: { run(event: { time?: string }): Promise<unknown> };
  /** Runs the guardians' daily digest now (functions/family/digest.ts), as its schedule would. */
  familyDigest?: () => Promise<unknown>;
  /** The "new message" mails' run (functions/conversations/mail-run.ts), with a scheduled event's `time`. */
  messageMail?: { run(event: { time?: string }): Promise<unknown> };
  /** The schedule's runner (reminders, overdue alarms) at a given moment. */
  schedule?: { run(event: { time?: string; applicationId?: string }): Promise<unknown> };
  /** The birthday run (functions/family/birthdays.ts) with a scheduled event's `time` (default now). */
  birthdays?: { run(event: { time?: string }): Promise<unknown> };
  /** The moderation queue's watch (functions/moderation/queue-watch.ts), with a scheduled `time`. */
  moderationWatch?: (event: { time?: string }) => Promise<unknown>;
}): Server {
  return createServer(
    answeringFailures('admin', async (req, res) => {
      const send = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const route = `${req.method} ${req.url}`;
        switch (route) {
          case 'GET /info':
            return send(200, services.info);
          case 'POST /ses/stop':
            await services.ses.stop();
            return send(204);
          case 'POST /ses/start':
            await services.ses.start();
            return send(204);
          case 'PUT /ses/outcomes': {
            const { address, outcome } = sesOutcomeSchema.parse(
              JSON.parse(Buffer.concat(chunks).toString('utf8')),
            );
            services.ses.front.setOutcome(address, outcome);
            return send(204);
          }
          case 'DELETE /ses/outcomes':
            services.ses.front.clearOutcomes();
            return send(204);
          case 'POST /notify/stop':
            await services.notify.stop();
            return send(204);
          case 'POST /notify/start':
            await services.notify.start();
            return send(204);
          case 'PUT /dynamodb/faults': {
            const faults = z
              .array(dynamoFaultSchema)
              .parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            services.dynamoFaults.set(faults);
            return send(204);
          }
          case 'POST /family/digest':
            if (!services.familyDigest) return send(404, { message: 'No digest in this stack' });
            return send(200, await services.familyDigest());
          case 'GET /dynamodb/faults':
            return send(200, services.dynamoFaults.status());
          case 'DELETE /dynamodb/faults':
            services.dynamoFaults.clear();
            return send(204);
          case 'POST /moderation/watch': {
            if (!services.moderationWatch) return send(404, { message: 'No moderation watch on this stack' });
            const text = Buffer.concat(chunks).toString('utf8');
            const event = z
              .strictObject({ time: z.optional(z.iso.datetime()) })
              .parse(text ? JSON.parse(text) : {});
            return send(200, await services.moderationWatch(event));
          }
          case 'POST /alerts/run': {
            if (!services.jobAlerts) return send(404, { message: 'No job alerts on this stack' });
            return send(200, await services.jobAlerts.run(scheduledEvent(chunks)));
          }
          case 'POST /messages/mail': {
            if (!services.messageMail) return send(404, { message: 'No message mails on this stack' });
            return send(200, await services.messageMail.run(scheduledEvent(chunks)));
          }
          case 'POST /schedule/run': {
            if (!services.schedule) return send(404, { message: 'No schedule runner on this stack' });
            const text = Buffer.concat(chunks).toString('utf8');
            const event = z
              .strictObject({ time: z.optional(z.iso.datetime()), applicationId: z.optional(z.uuid()) })
              .parse(text ? JSON.parse(text) : {});
            return send(200, await services.schedule.run(event));
          }
          case 'POST /birthdays/run': {
            if (!services.birthdays) return send(404, { message: 'No birthday run on this stack' });
            return send(200, await services.birthdays.run(scheduledEvent(chunks)));
          }
          default:
            return send(404, { message: `No admin route ${route}` });
        }
      } catch (error) {
        send(400, { message: (error as Error).message });
      }
    }),
  );
}
