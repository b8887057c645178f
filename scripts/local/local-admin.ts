import { createServer, type Server } from 'node:http';
import * as z from 'zod/mini';
import type { DynamoFaultSwitch } from './dynamo-faults';
import { dynamoFaultSchema } from './dynamo-faults';
import type { RestartableService } from './services';

/*
 * The fault tests' remote control for a stack running in another process: stop and start the SES
 * stand-in and the notify function's event source, set and clear DynamoDB faults. Started only when
 * asked for (NJ_LOCAL_ADMIN=1, which the fault tests' stack sets), on a free port of 127.0.0.1;
 * `npm start` never opens it.
 *   POST /ses/stop | /ses/start            → 204
 *   POST /notify/stop | /notify/start      → 204
 *   PUT /dynamodb/faults  [DynamoFault…]    → 204      GET → the faults and their counts
 *   DELETE /dynamodb/faults                 → 204
 *   GET /info                               → the stack's ports
 *   POST /family/digest                     → 200 { guardians, events }: the daily digest now
 */
export function createLocalAdmin(services: {
  ses: RestartableService;
  /** The notify function's SQS event source: stopped, notifications wait in their queue. */
  notify: Pick<RestartableService, 'start' | 'stop'>;
  dynamoFaults: DynamoFaultSwitch;
  /** What GET /info answers: the stack's ports (the redrive test runs the CLI against them). */
  info: Record<string, unknown>;
  /** Runs the guardians' daily digest now (functions/family/digest.ts), as its schedule would. */
  familyDigest?: () => Promise<unknown>;
}): Server {
  return createServer(async (req, res) => {
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
        case 'POST /notify/stop':
          await services.notify.stop();
          return send(204);
        case 'POST /notify/start':
          await services.notify.start();
          return send(204);
        case 'PUT /dynamodb/faults': {
          const faults = z.array(dynamoFaultSchema).parse(JSON.parse(Buffer.concat(chunks).toString('utf8')));
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
        default:
          return send(404, { message: `No admin route ${route}` });
      }
    } catch (error) {
      send(400, { message: (error as Error).message });
    }
  });
}
