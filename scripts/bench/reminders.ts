import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { scanPages } from '../../functions/lib/read-all-pages';
import type { BookingItem } from '../../functions/schedule/entities/bookings';
import { addDays, localDay, localInstant } from '../../shared/rules/job-day';
import { reminderTime } from '../../shared/rules/schedule';
import { runtimeEnv } from '../../shared/runtime-env';
import { localTableName } from '../local/bootstrap';
import {
  drain,
  LOCAL_DEAD_LETTER_QUEUE,
  LOCAL_NOTIFICATIONS_QUEUE,
  notificationQueues,
  startSqs,
} from '../local/sqs';
import { startBenchDynamo } from './bench-dynamo';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- reminders`: the schedule's runner (functions/schedule/due-work.ts) with 10,000
 * accepted applications, their first visits spread over the next 30 days, run through two days (a run
 * every 15 minutes): the reminders due then go out (each booking's student and employer). It
 * prints items read (DynamoDB's ScannedCount and items got) per reminder sent and the runs' time, for:
 *  - the runner: each run reads the bookings due from the sparse `due` index (never a Scan), then each
 *    due one's partition, job and people;
 *  - a naive runner: each run Scans every booking and reads each one's job to find its first visit
 *    (one such run measured, times the day's runs), then reads the due ones as the runner does.
 * Both must remind the same bookings (checked: the naive run's due set at the day's end).
 */

const BOOKINGS = Number(process.env.NJ_BENCH_REMINDERS_BOOKINGS ?? 10_000);
const STUDENTS = Math.ceil(BOOKINGS / 4);
const EMPLOYERS = Math.ceil(BOOKINGS / 20);
const ZONE = 'America/Chicago';
/** The runner runs every minute in AWS; two days of it are simulated here, a run every 15 minutes. */
const RUN_EVERY_MINUTES = 15;
const SIMULATED_HOURS = 48;
/** The target: the runner reads at most a tenth of the naive run's items per reminder. */
export const TARGET_SHARE_OF_BASELINE = 0.1;

interface Figures {
  itemsRead: number;
  requests: number;
  reminders: number;
  itemsPerReminder: number;
  ms: number;
}

const figures = (itemsRead: number, requests: number, reminders: number, ms: number): Figures => ({
  itemsRead,
  requests,
  reminders,
  itemsPerReminder: itemsRead / Math.max(1, reminders),
  ms,
});

/** A seeded pseudo-random stream, so every run books the same visits. */
function random(seed = 42) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function measureReminders() {
  const dynamo = await startBenchDynamo();
  const sqs = await startSqs(
    0,
    notificationQueues({ queue: LOCAL_NOTIFICATIONS_QUEUE, deadLetterQueue: LOCAL_DEAD_LETTER_QUEUE }),
  );
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SQS: sqs.url,
    [runtimeEnv.notificationsQueueUrl]: sqs.queueUrl(LOCAL_NOTIFICATIONS_QUEUE),
    [runtimeEnv.appUrl]: 'https://neighbourhoodjobs.example',
    LOG_LEVEL: 'SILENT',
  });
  try {
    // Loaded after the environment is set: the functions' clients read it when made.
    const { runDueWork } = await import('../../functions/schedule/due-work');
    const { dueShardOf } = await import('../../functions/schedule/entities/bookings');
    const next = random();
    const now = new Date();
    const today = localDay(ZONE, now);
    const person = (userId: string, roleId: 1 | 2, extra: object = {}) => ({
      userId,
      emailId: `${userId}@bench.example.com`,
      firstName: 'Bench',
      lastName: 'Person',
      contactNumber: '5125550100',
      roleId,
      interests: [],
      bio: '',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      ...extra,
    });
    const students = Array.from({ length: STUDENTS }, (_, i) => person(`student-${i}`, 1, { age: 19 }));
    const employers = Array.from({ length: EMPLOYERS }, (_, i) => person(`employer-${i}`, 2));
    const jobs: object[] = [];
    const bookings: BookingItem[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const startDate = addDays(today, 1 + Math.floor(next() * 30));
      const hour = 9 + Math.floor(next() * 8);
      const startTime = `${String(hour).padStart(2, '0')}:00`;
      const endTime = `${String(hour + 2).padStart(2, '0')}:00`;
      const jobId = randomUUID();
      const employerId = `employer-${i % EMPLOYERS}`;
      jobs.push({
        jobId,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
        employerId,
        employerName: 'Bench Person',
        employerEmail: `${employerId}@bench.example.com`,
        employerPhone: '5125550100',
        title: `Dog walking ${i}`,
        description: 'Walk the dog.',
        priceType: 'perHr',
        price: 15,
        startDate,
        endDate: addDays(startDate, 2),
        startTime,
        endTime,
        timeZone: ZONE,
        endsAt: addDays(startDate, 3),
        status: 'closed',
        isReopened: false,
        listKey: `${now.toISOString()}#${jobId}`,
        address: {
          address1: '1200 S Lamar Blvd',
          address2: '',
          city: 'Austin',
          state: 'TX',
          zipCode: '78704',
          country: 'USA',
          latitude: 30.25,
          longitude: -97.76,
        },
        appTotal: 1,
        appPending: 0,
        appAccepted: 1,
        appRejected: 0,
      });
      const applicationId = randomUUID();
      // As an acceptance writes it: in the `due` index at its first visit's day-before reminder.
      bookings.push({
        applicationId,
        itemKey: 'BOOKING',
        jobId,
        studentId: `student-${i % STUDENTS}`,
        employerId,
        studentFirstName: 'Bench',
        employerFirstName: 'Bench',
        jobTitle: `Dog walking ${i}`,
        isMinor: false,
        bookedAt: now.toISOString(),
        updatedAt: now.toISOString(),
        revision: 0,
        sequence: 0,
        publishedFrom: startDate,
        publishedTo: addDays(startDate, 2),
        changes: {},
        confirmedMinutes: 0,
        dueShard: dueShardOf(applicationId),
        dueAt: reminderTime(localInstant(startDate, startTime, ZONE)).toISOString(),
      });
    }
    const loadStarted = performance.now();
    const batches = (table: string, items: object[]) =>
      Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => ({
        table: localTableName(table as never),
        items: items.slice(i * 25, i * 25 + 25),
      }));
    await dynamo.batchPut([
      ...batches('users', [...students, ...employers]),
      ...batches('jobs', jobs),
      ...batches('bookings', bookings),
    ]);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    // --- the runner: two days of runs, every RUN_EVERY_MINUTES, as its EventBridge rule runs it -------
    dynamo.itemCounter.start();
    const runStarted = performance.now();
    let reminders = 0;
    let processed = 0;
    const runTimes: number[] = [];
    for (let minute = RUN_EVERY_MINUTES; minute <= SIMULATED_HOURS * 60; minute += RUN_EVERY_MINUTES) {
      const started = performance.now();
      const result = await runDueWork(new Date(now.getTime() + minute * 60_000));
      runTimes.push(performance.now() - started);
      reminders += result.reminders;
      processed += result.bookingsProcessed;
    }
    const counted = dynamo.itemCounter.stop();
    const run = figures(counted.items, counted.requests, reminders, performance.now() - runStarted);
    const runs = runTimes.length;

    // --- the naive run: each run reads every booking and each one's job to find its first visit --------
    const runAt = new Date(now.getTime() + SIMULATED_HOURS * 60 * 60_000);
    dynamo.itemCounter.start();
    const naiveStarted = performance.now();
    const naiveDue = new Set<string>();
    for await (const page of scanPages({ TableName: localTableName('bookings') }, dynamo.db)) {
      const items = ((page.Items ?? []) as BookingItem[]).filter((item) => item.itemKey === 'BOOKING');
      for (let i = 0; i < items.length; i += 100) {
        const chunk = items.slice(i, i + 100);
        const got = await dynamo.db.send(
          new BatchGetCommand({
            RequestItems: {
              [localTableName('jobs')]: { Keys: chunk.map((item) => ({ jobId: item.jobId })) },
            },
          }),
        );
        const byJob = new Map(
          (
            (got.Responses?.[localTableName('jobs')] ?? []) as {
              jobId: string;
              startDate: string;
              startTime: string;
            }[]
          ).map((job) => [job.jobId, job]),
        );
        for (const item of chunk) {
          const job = byJob.get(item.jobId);
          if (!job) continue;
          const first = localInstant(job.startDate, job.startTime, ZONE);
          // Every first visit whose day-before moment falls between the booking and the last run.
          const at = reminderTime(first);
          if (at <= runAt && at >= now) naiveDue.add(item.applicationId);
        }
      }
    }
    const scanRun = dynamo.itemCounter.stop();
    const scanRunMs = performance.now() - naiveStarted;
    // Two days of naive runs read it all each time, then what the runner reads for each booking due.
    const perBooking = counted.items / Math.max(1, processed);
    const baseline = figures(
      scanRun.items * runs + Math.round(perBooking * reminders),
      scanRun.requests * runs + Math.round((counted.requests / Math.max(1, processed)) * reminders),
      reminders,
      scanRunMs * runs + run.ms,
    );
    const sameBookings = naiveDue.size === reminders;

    const mails = (await drain(sqs.client, sqs.queueUrl(LOCAL_NOTIFICATIONS_QUEUE))) as {
      template: string;
    }[];
    const reminderMails = mails.filter((mail) => mail.template === 'Schedule_Reminder').length;
    const share = run.itemsPerReminder / baseline.itemsPerReminder;
    return {
      bookings: BOOKINGS,
      runs,
      runEveryMinutes: RUN_EVERY_MINUTES,
      medianRunMs: [...runTimes].sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0,
      naiveRunMs: scanRunMs,
      loadSeconds,
      baseline,
      run,
      mailsQueued: mails.length,
      reminderMails,
      shareOfBaseline: share,
      target: { maxShareOfBaselineItemsPerReminder: TARGET_SHARE_OF_BASELINE },
      checks: {
        sameBookingsReminded: sameBookings,
        mailsPerReminder: reminderMails / Math.max(1, reminders),
      },
      pass: sameBookings && reminders > 0 && share <= TARGET_SHARE_OF_BASELINE,
    };
  } finally {
    await sqs.stop();
    await dynamo.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    `\nReminders: ${BOOKINGS.toLocaleString('en-US')} accepted applications, first visits over the next 30 days, ${SIMULATED_HOURS} hours of runs every ${RUN_EVERY_MINUTES} minutes (items read = DynamoDB ScannedCount and items got)`,
  );
  const bench = await measureReminders();
  const row = (name: string, f: Figures, note = '') =>
    `  ${name.padEnd(40)} ${f.itemsRead.toLocaleString('en-US').padStart(10)} ${f.requests.toLocaleString('en-US').padStart(9)} ${f.reminders.toLocaleString('en-US').padStart(10)} ${f.itemsPerReminder.toFixed(1).padStart(15)} ${f.ms.toFixed(0).padStart(9)}${note}`;
  console.log(
    `  ${''.padEnd(40)} ${'items read'.padStart(10)} ${'requests'.padStart(9)} ${'reminders'.padStart(10)} ${'items/reminder'.padStart(15)} ${'time ms'.padStart(9)}`,
  );
  console.log(
    row(
      'naive: each run Scans, reads every job',
      bench.baseline,
      `  1.00×  (one run: ${bench.naiveRunMs.toFixed(0)} ms, × ${bench.runs})`,
    ),
  );
  console.log(
    row(
      'runner: the due index, no Scan',
      bench.run,
      `  ${bench.shareOfBaseline.toFixed(4)}× items/reminder (median run ${bench.medianRunMs.toFixed(0)} ms), ${(bench.run.ms / bench.baseline.ms).toFixed(2)}× time  target: ≤ ${TARGET_SHARE_OF_BASELINE}× items/reminder  ${bench.pass ? 'ok' : 'MISS'}`,
    ),
  );
  console.log(
    `  the same bookings reminded: ${bench.checks.sameBookingsReminded ? 'yes' : 'NO'}; ${bench.reminderMails.toLocaleString('en-US')} reminder e-mails (${bench.checks.mailsPerReminder.toFixed(1)} a booking: the student and the employer), and ${(bench.mailsQueued - bench.reminderMails).toLocaleString('en-US')} "not checked in yet" alarms of those two days' visits`,
  );
  writeBenchResults('reminders', bench);
  process.exitCode = bench.pass ? 0 : 1;
}
