import path from 'node:path';
import { parseArgs } from 'node:util';
import { isFree } from './local/ports';
import { environmentOfRunningStack } from './local/running-stack';

/*
 * npm run daily-mail [-- --data-dir .local]
 *
 * The two daily mail runs, now, against the stack `npm start` runs (its ports: NJ_PORT_*; its pool:
 * <data-dir>/state.json): the daily job alert (functions/alerts/daily-alerts.ts; 14:00 UTC in AWS,
 * every hour on a laptop) and the guardians' digest (functions/family/digest.ts; 00:00 UTC). So an
 * alert can be tried without waiting: save a search, post a job that matches it, run this, and the
 * mail is in the Inbox. The runs' own rules hold: a student gets one alert a day, and a guardian's
 * digest holds what waited for it. Their mails go through the stack's notifications queue, which
 * `npm start` sends on.
 */
const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../.local') },
  },
});

const ports = environmentOfRunningStack(values['data-dir']);
// The mails go out through the stack's notifications queue, which only a running `npm start` sends on.
if (await isFree(ports.app)) {
  console.error(
    `No running stack found (app on port ${ports.app}): start it with "npm start" first, with the same NJ_PORT_* settings.`,
  );
  process.exit(1);
}

// Loaded after the environment is set: the functions' clients read it when created.
const [{ handler: runJobAlerts }, { sendDigests }] = await Promise.all([
  import('../functions/alerts/daily-alerts'),
  import('../functions/family/digest'),
]);
const alerts = await runJobAlerts({ time: new Date().toISOString() });
console.log(
  `Daily job alert (${alerts.day}): ${alerts.newJobs} new jobs since the last run, ` +
    `${alerts.students} students with a match, ${alerts.sent} alerts sent` +
    (alerts.alreadySent
      ? `, ${alerts.alreadySent} already alerted today (their jobs wait for tomorrow)`
      : ''),
);
const digest = await sendDigests();
console.log(`Guardians' digest: ${digest.guardians} digests sent, with ${digest.events} events`);
console.log(`The mails are on their way to the Inbox: http://localhost:${ports.ses}`);
process.exit(0);
