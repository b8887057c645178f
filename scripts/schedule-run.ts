import path from 'node:path';
import { parseArgs } from 'node:util';
import { environmentOfRunningStack } from './local/running-stack';

/*
 * npm run schedule:run [-- --at <ISO instant>] [--application <id>] [--data-dir .local]
 *
 * Runs the schedule's due work (functions/schedule/due-work.ts: the day-before reminders and the
 * overdue alarms) at a given moment, against the stack `npm start` runs: what its EventBridge rule runs
 * every minute in AWS, and its local stand-in every 30 seconds. `--at` a moment ahead shows what the
 * server will do then (an alarm an hour after a visit) without waiting; the mails land in the inbox.
 * Each mail goes out once however often it is run.
 */
const { values } = parseArgs({
  options: {
    at: { type: 'string' },
    application: { type: 'string' },
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../.local') },
  },
});

const at = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(at.getTime())) {
  console.error(`--at must be an ISO instant, e.g. 2026-06-02T22:35:00Z (got "${values.at}").`);
  process.exit(1);
}
environmentOfRunningStack(values['data-dir']);

// Loaded after the environment is set: the functions' clients read it when created.
const { runDueWork } = await import('../functions/schedule/due-work');
const result = await runDueWork(at, values.application);
console.log(
  `Schedule run at ${at.toISOString()}: ${result.bookingsProcessed} bookings due (${result.itemsRead} items read), ` +
    `${result.reminders} reminders and ${result.alarms} alarms sent.`,
);
