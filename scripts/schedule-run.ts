import { parseArgs } from 'node:util';
import { runtimeEnv } from '../shared/runtime-env';
import { tableEnvVar } from '../shared/table-env';
import { tableIds } from '../shared/tables';
import { localTableName } from './local/bootstrap';
import { localCliEnvironment } from './local/cli-env';
import { portsFromEnv } from './local/ports';
import { localQueueUrl, NOTIFICATIONS_QUEUE } from './local/stack';

/*
 * npm run schedule:run [-- --at <ISO instant>] [--application <id>]
 *
 * Runs the schedule's due work (functions/schedule/due-work.ts: the day-before reminders and the
 * overdue alarms) at a given moment, against the stack `npm start` runs: what its EventBridge rule runs
 * every minute in AWS, and its local stand-in every 30 seconds. `--at` a moment ahead shows what the
 * server will do then (an alarm an hour after a visit) without waiting; the mails land in the inbox.
 * Each mail goes out once however often it is run.
 */
const { values } = parseArgs({
  options: { at: { type: 'string' }, application: { type: 'string' } },
});

const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be an ISO instant, e.g. 2026-06-02T22:35:00Z (got "${values.at}").`);
  process.exit(1);
}
const ports = portsFromEnv();
Object.assign(process.env, {
  ...localCliEnvironment(ports),
  AWS_ENDPOINT_URL_SQS: `http://127.0.0.1:${ports.sqs}`,
  [runtimeEnv.notificationsQueueUrl]: localQueueUrl(ports, NOTIFICATIONS_QUEUE),
  [runtimeEnv.appUrl]: `http://localhost:${ports.app}`,
  ...Object.fromEntries(tableIds.map((id) => [tableEnvVar[id], localTableName(id)])),
});

// Loaded after the environment is set: the functions' clients read it when created.
const { runDueWork } = await import('../functions/schedule/due-work');
const result = await runDueWork(at, values.application);
console.log(
  `Schedule run at ${at.toISOString()}: ${result.bookingsProcessed} bookings due (${result.itemsRead} items read), ` +
    `${result.reminders} reminders and ${result.alarms} alarms sent.`,
);
