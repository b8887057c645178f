import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SavedSearchItem } from '../../functions/alerts/saved-search-item';
import type { JobItem } from '../../functions/jobs/job-item';
import { queryPages, scanPages } from '../../functions/lib/read-all-pages';
import { runtimeEnv } from '../../shared/runtime-env';
import { tableEnvVar } from '../../shared/table-env';
import { tableIds } from '../../shared/tables';
import { ensureTables, localTableName } from '../local/bootstrap';
import { dynaliteWithTransactions } from '../local/dynalite-transactions';
import { createSecretsExtension } from '../local/secrets-extension';
import {
  drain,
  LOCAL_DEAD_LETTER_QUEUE,
  LOCAL_NOTIFICATIONS_QUEUE,
  notificationQueues,
  startSqs,
} from '../local/sqs';
import { benchJobMaker, inPool, random } from './bench-jobs';
import { writeBenchResults } from './results';

/*
 * `npm run bench -- alerts`: the daily job alert with 10,000 saved searches (2,500
 * students, four each) against the day's 1,000 new jobs, among 5,000 older listed jobs, on an
 * in-memory dynalite. It prints items read (DynamoDB's ScannedCount, what it charges by) and Queries
 * per alert e-mail sent, and the run's time, for:
 *  - the alert run (functions/alerts/alert-run.ts): the new jobs from the `newest` index, each match key
 *    they have read once, one Query per student with a match, one profile read per e-mail; the e-mails
 *    go to the notifications queue (the SQS stand-in), as in AWS;
 *  - the naive baseline, each search queried separately with the existing search indexes (title and
 *    place: the term's cells; title: the term; place: the geohash cells; each from its cursor on), after
 *    reading every saved search (a Scan: the naive run has no other way to find them), plus the same
 *    profile reads. Its per-search queries run on a seeded sample of BASELINE_SAMPLE searches and are
 *    scaled to all of them (100,000+ Queries would take a quarter of an hour on a 2-CPU machine);
 *    the Scan is whole.
 * Every sampled search that the baseline finds a new job for must have reached its student's e-mail,
 * and every job mailed must match its search (both checked), so the figures compare like for like.
 *
 * Searches and jobs cluster around 60 seeded metro points over the lower 48 (half the new jobs; the
 * others anywhere), with the words of the kinds of jobs listed and a few that match nothing. Of the
 * title-index items only the new jobs' are written: the baseline reads each term from its cursor on,
 * so older items are never read, and writing them would only lengthen the run.
 */

const SEARCHES = Number(process.env.NJ_BENCH_ALERTS_SEARCHES ?? 10_000);
const SEARCHES_PER_STUDENT = 4;
const NEW_JOBS = 1_000;
const OLD_JOBS = 5_000;
const METROS = 60;
/** Searches the naive baseline queries one by one; its figures are scaled to SEARCHES. */
const BASELINE_SAMPLE = Math.min(SEARCHES, Number(process.env.NJ_BENCH_ALERTS_SAMPLE ?? 1_000));
/** The target: the alert run reads at most a third of the naive baseline's items per alert sent. */
export const TARGET_SHARE_OF_BASELINE = 1 / 3;

const words = [
  'dog',
  'walker',
  'lawn',
  'babysitter',
  'tutor',
  'yard',
  'cat',
  'tech',
  'errands',
  'snow',
  'garage',
  'piano',
  'car',
  'window',
  'pet',
  'moving',
  'garden',
  'reading',
  'pool',
  'grooming',
  // Words no job of this bench has: searches that never match.
  'lifeguard',
  'coding',
  'photography',
  'chef',
];
const radii = [5, 10, 15, 20, 25, 40];

function listen(server: Server, host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port));
  });
}

interface Figures {
  itemsRead: number;
  queries: number;
  alertsSent: number;
  itemsPerAlert: number;
  queriesPerAlert: number;
  ms: number;
}

const figures = (itemsRead: number, queries: number, alertsSent: number, ms: number): Figures => ({
  itemsRead,
  queries,
  alertsSent,
  itemsPerAlert: itemsRead / Math.max(1, alertsSent),
  queriesPerAlert: queries / Math.max(1, alertsSent),
  ms,
});

export async function measureAlerts(log: (line: string) => void = console.log) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nj-bench-alerts-'));
  const dynamo = dynaliteWithTransactions({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const endpoint = `http://127.0.0.1:${await listen(dynamo)}`;
  const sessionToken = 'bench-session';
  const secretName = 'NeighbourhoodJobs-bench-link-signing';
  const secrets = createSecretsExtension({ dataDir, sessionToken, names: [secretName] });
  const secretsPort = await listen(secrets.server, 'localhost');
  const sqs = await startSqs(
    0,
    notificationQueues({ queue: LOCAL_NOTIFICATIONS_QUEUE, deadLetterQueue: LOCAL_DEAD_LETTER_QUEUE }),
  );
  // The functions' environment, as the local stack sets it: the alert run runs in this process.
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SESSION_TOKEN: sessionToken,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    AWS_ENDPOINT_URL_SQS: sqs.url,
    PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: String(secretsPort),
    [runtimeEnv.linkSigningSecretName]: secretName,
    [runtimeEnv.notificationsQueueUrl]: sqs.queueUrl(LOCAL_NOTIFICATIONS_QUEUE),
    [runtimeEnv.appUrl]: 'https://neighbourhoodjobs.example',
    ...Object.fromEntries(tableIds.map((id) => [tableEnvVar[id], localTableName(id)])),
  });
  const raw = new DynamoDBClient({
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const db = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  try {
    await ensureTables(raw);
    const [{ withDerivedKeys }, state, geo, match, item, { runDailyAlerts }, { fingerprintId }] =
      await Promise.all([
        import('../../functions/jobs/job-writes'),
        import('../../functions/jobs/job-state'),
        import('../../functions/jobs/search/geo'),
        import('../../functions/alerts/alert-match'),
        import('../../functions/alerts/saved-search-item'),
        import('../../functions/alerts/alert-run'),
        import('../../functions/alerts/save-search'),
      ]);

    const now = new Date();
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString();
    const next = random(2024);
    const metros = Array.from({ length: METROS }, () => ({
      latitude: 27 + next() * 20,
      longitude: -122 + next() * 48,
    }));
    const near = (point: { latitude: number; longitude: number }, miles: number) => {
      const distance = miles * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      const latitude = point.latitude + (distance / 69.09) * Math.cos(bearing);
      const longitude =
        point.longitude + (distance / (69.09 * Math.cos((latitude * Math.PI) / 180))) * Math.sin(bearing);
      return { latitude: Number(latitude.toFixed(5)), longitude: Number(longitude.toFixed(5)) };
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;

    const started = performance.now();
    const writeAll = async (table: string, items: object[]) => {
      const batches: object[][] = [];
      for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
      await inPool(batches, 8, async (batch) => {
        let request: Record<string, { PutRequest: { Item: object } }[]> | undefined = {
          [table]: batch.map((Item) => ({ PutRequest: { Item } })),
        };
        while (request && Object.keys(request).length > 0) {
          const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
          request = result.UnprocessedItems as typeof request;
        }
      });
    };

    // Jobs: older listed ones, and the day's new ones (half of them near a metro).
    const makeJob = await benchJobMaker({
      now,
      nearMiles: 10,
      farMiles: 0,
      endedShare: 'none',
      employerOf: (i) => ({
        id: `employer-${i % 499}`,
        name: 'Bench Employer',
        email: 'bench@example.com',
        phone: '5125550100',
      }),
    });
    const jobs: JobItem[] = [];
    for (let i = 0; i < OLD_JOBS + NEW_JOBS; i++) {
      const job = makeJob(i, false);
      const fresh = i >= OLD_JOBS;
      const createdAt = fresh
        ? new Date(now.getTime() - 60_000 - Math.floor(next() * 22 * 3_600_000)).toISOString()
        : new Date(now.getTime() - 86_400_000 * (2 + next() * 20)).toISOString();
      const address = fresh && next() < 0.5 ? { ...job.address, ...near(pick(metros), 20) } : job.address;
      jobs.push(withDerivedKeys({ ...job, createdAt, updatedAt: createdAt, address }, now));
    }
    const newJobs = jobs.slice(OLD_JOBS).filter((job) => job.listing);
    await writeAll(localTableName('jobs'), jobs);
    await writeAll(
      localTableName('jobTerms'),
      newJobs.flatMap((job) => state.termItemsOf(job)),
    );

    // Students and their saved searches, written as save-search.ts derives them.
    const students = Math.ceil(SEARCHES / SEARCHES_PER_STUDENT);
    await writeAll(
      localTableName('users'),
      Array.from({ length: students }, (_, s) => ({
        userId: `student-${s}`,
        emailId: `student-${s}@bench.example.com`,
        firstName: 'Sam',
        lastName: 'Bench',
        roleId: 1,
      })),
    );
    const searches: SavedSearchItem[] = [];
    for (let i = 0; i < SEARCHES; i++) {
      const studentId = `student-${i % students}`;
      const kind = next();
      const title = kind < 0.9 ? (next() < 0.2 ? `${pick(words)} ${pick(words)}` : pick(words)) : '';
      const point = kind < 0.7 || kind >= 0.9 ? near(pick(metros), 10) : null;
      const criteria = {
        words: match.searchWords(title),
        place: point ? { label: 'Bench', zipCode: null, city: null, state: null, ...point } : null,
        radius: point ? pick(radii) : null,
        priceType: (next() < 0.8 ? 'all' : next() < 0.5 ? 'perHr' : 'perJob') as SavedSearchItem['priceType'],
      };
      const searchId = fingerprintId(`${studentId}#${i}`, criteria);
      searches.push({
        studentId,
        itemKey: item.searchKeyOf(searchId),
        searchId,
        title,
        ...criteria,
        active: true,
        createdAt: yesterday,
        updatedAt: yesterday,
        alertedThrough: yesterday,
        unsubscribeNonce: `nonce${i.toString().padStart(8, '0')}`,
        matchKeys: match.searchMatchKeys(item.criteriaOf(criteria)),
      });
    }
    await writeAll(localTableName('savedSearches'), searches);
    const keyItems = searches.flatMap(item.matchKeyItems);
    await writeAll(localTableName('alertMatchKeys'), keyItems);
    const loadSeconds = (performance.now() - started) / 1000;
    log(
      `  loaded ${SEARCHES.toLocaleString('en-US')} saved searches (${students.toLocaleString('en-US')} students, ${keyItems.length.toLocaleString('en-US')} match-key items), ${newJobs.length.toLocaleString('en-US')} new jobs among ${jobs.length.toLocaleString('en-US')} listed, in ${loadSeconds.toFixed(0)} s`,
    );

    // --- the naive baseline: read every search, query each one from its cursor ------------------
    const baselineStarted = performance.now();
    let baseItems = 0;
    let baseQueries = 0;
    const all: SavedSearchItem[] = [];
    for await (const page of scanPages({ TableName: localTableName('savedSearches') }, db)) {
      baseItems += page.ScannedCount ?? 0;
      baseQueries += 1;
      all.push(
        ...((page.Items ?? []) as SavedSearchItem[]).filter((s) =>
          s.itemKey.startsWith(item.SEARCH_KEY_PREFIX),
        ),
      );
    }
    const queryAll = async (input: {
      table: 'jobs' | 'jobTerms';
      index?: string;
      key: string;
      value: string;
      after: string;
    }) => {
      const found: JobItem[] = [];
      const pages = queryPages(
        {
          TableName: localTableName(input.table),
          IndexName: input.index,
          KeyConditionExpression: '#k = :v AND listKey > :after',
          ExpressionAttributeNames: { '#k': input.key },
          ExpressionAttributeValues: { ':v': input.value, ':after': `${input.after}#~` },
        },
        db,
      );
      for await (const page of pages) {
        baseItems += page.ScannedCount ?? 0;
        baseQueries += 1;
        for (const hit of page.Items ?? [])
          found.push((input.table === 'jobTerms' ? hit.summary : hit) as JobItem);
      }
      return found;
    };
    const scanItems = baseItems;
    const scanQueries = baseQueries;
    const sampleNext = random(7);
    const sample = [...all]
      .map((search) => ({ search, order: sampleNext() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, BASELINE_SAMPLE)
      .map(({ search }) => search);
    /** searchRef → the new jobs the baseline found for it. */
    const baselineMatches = new Map<string, { studentId: string; jobIds: Set<string> }>();
    await inPool(sample, 16, async (search) => {
      // The naive run reads, for each search, the new jobs of its place (the geohash index), or with no
      // place every new listed job (the listing shards), and decides in memory with the same rule. (The
      // title index holds shared/search's stems and concepts now, which the alerts' prefix rule does not
      // use, so it cannot serve the baseline.)
      const point = search.place;
      const after = search.alertedThrough;
      let candidates: JobItem[];
      if (point) {
        const cells = geo.coverCircle(point, search.radius ?? 25);
        candidates = (
          await Promise.all(
            cells.map(({ level, cell }) =>
              queryAll({
                table: 'jobs',
                index: state.cellIndex(level),
                key: state.cellKey(level),
                value: cell,
                after,
              }),
            ),
          )
        ).flat();
      } else if (search.words.length > 0) {
        candidates = (
          await Promise.all(
            state.listingPartitions.map((listing) =>
              queryAll({ table: 'jobs', index: 'newest', key: 'listing', value: listing, after }),
            ),
          )
        ).flat();
      } else {
        candidates = [];
      }
      const criteria = item.criteriaOf(search);
      const hits = candidates.filter(
        (job) => job.endsAt > now.toISOString() && match.savedSearchMatches(criteria, job),
      );
      if (hits.length === 0) return;
      baselineMatches.set(item.searchRefOf(search.studentId, search.searchId), {
        studentId: search.studentId,
        jobIds: new Set(hits.map((job) => job.jobId)),
      });
    });
    const baselineMs = performance.now() - baselineStarted;
    log(
      `  naive baseline: ${sample.length.toLocaleString('en-US')} searches queried one by one in ${(baselineMs / 1000).toFixed(0)} s`,
    );

    // --- the alert run ----------------------------------------------------------------------------------
    const runStarted = performance.now();
    const result = await runDailyAlerts({ scheduledAt: now, now });
    const run = figures(
      result.stats.items,
      result.stats.queries,
      result.sent,
      performance.now() - runStarted,
    );

    // The naive run scaled from its sample to every search; it mails the same students (checked below),
    // and reads each one's profile as the alert run does.
    const scale = all.length / Math.max(1, sample.length);
    const baseline = figures(
      Math.round(scanItems + (baseItems - scanItems) * scale) + result.sent,
      Math.round(scanQueries + (baseQueries - scanQueries) * scale),
      result.sent,
      baselineMs * scale,
    );

    // No miss: every sampled search with a new job reached its student's e-mail; no false alarm: every
    // job mailed matches one of the student's searches.
    const mails = (await drain(sqs.client, sqs.queueUrl(LOCAL_NOTIFICATIONS_QUEUE))) as {
      recipients: string[];
      data: { searches: { jobs: { url: string }[] }[] };
      headers?: { name: string }[];
    }[];
    const mailed = new Map(
      mails.map((mail) => [
        (mail.recipients[0] ?? '').replace('@bench.example.com', ''),
        mail.data.searches.flatMap((s) => s.jobs.map((job) => job.url.split('/').pop() ?? '')),
      ]),
    );
    const sameStudents = [...baselineMatches.values()].every(({ studentId, jobIds }) => {
      const ids = mailed.get(studentId);
      return ids !== undefined && [...jobIds].some((id) => ids.includes(id));
    });
    const byId = new Map(newJobs.map((job) => [job.jobId, job]));
    const searchesOf = new Map<string, SavedSearchItem[]>();
    for (const search of searches) {
      searchesOf.set(search.studentId, [...(searchesOf.get(search.studentId) ?? []), search]);
    }
    const sameJobs = [...mailed.entries()].every(([student, ids]) =>
      ids.every((id) => {
        const job = byId.get(id);
        return (
          job !== undefined &&
          (searchesOf.get(student) ?? []).some((s) => match.savedSearchMatches(item.criteriaOf(s), job))
        );
      }),
    );
    const headers = mails.every((mail) => mail.headers?.some((header) => header.name === 'List-Unsubscribe'));

    const share = run.itemsPerAlert / baseline.itemsPerAlert;
    const pass = sameStudents && sameJobs && headers && share <= TARGET_SHARE_OF_BASELINE && result.sent > 0;
    return {
      searches: SEARCHES,
      students,
      newJobs: newJobs.length,
      listedJobs: jobs.length,
      matchKeyItems: keyItems.length,
      loadSeconds,
      baselineSample: sample.length,
      baseline,
      run,
      shareOfBaseline: share,
      target: { maxShareOfBaselineItemsPerAlert: TARGET_SHARE_OF_BASELINE },
      checks: { noMissedSearch: sameStudents, everyMailedJobMatches: sameJobs, unsubscribeHeaders: headers },
      pass,
    };
  } finally {
    await sqs.stop();
    await new Promise((resolve) => secrets.server.close(resolve));
    await new Promise((resolve) => dynamo.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(
    `\nDaily job alerts: ${SEARCHES.toLocaleString('en-US')} saved searches against the day's ${NEW_JOBS.toLocaleString('en-US')} new jobs (items read = DynamoDB ScannedCount)`,
  );
  const bench = await measureAlerts();
  const row = (name: string, f: Figures, note = '') =>
    `  ${name.padEnd(34)} ${f.itemsRead.toLocaleString('en-US').padStart(10)} ${f.queries.toLocaleString('en-US').padStart(9)} ${f.alertsSent.toLocaleString('en-US').padStart(7)} ${f.itemsPerAlert.toFixed(1).padStart(12)} ${f.queriesPerAlert.toFixed(1).padStart(12)} ${f.ms.toFixed(0).padStart(9)}${note}`;
  console.log(
    `  ${''.padEnd(34)} ${'items read'.padStart(10)} ${'queries'.padStart(9)} ${'alerts'.padStart(7)} ${'items/alert'.padStart(12)} ${'queries/alert'.padStart(12)} ${'time ms'.padStart(9)}`,
  );
  console.log(
    row(
      'naive: each search queried (+Scan)',
      bench.baseline,
      `  1.00×  (queried ${bench.baselineSample.toLocaleString('en-US')}, scaled)`,
    ),
  );
  console.log(
    row(
      'alert run: match keys, no Scan',
      bench.run,
      `  ${bench.shareOfBaseline.toFixed(2)}× items/alert, ${(bench.run.ms / bench.baseline.ms).toFixed(2)}× time  target: ≤ ${TARGET_SHARE_OF_BASELINE.toFixed(2)}× items/alert  ${bench.pass ? 'ok' : 'MISS'}`,
    ),
  );
  console.log(
    `  every search the baseline found jobs for was alerted: ${bench.checks.noMissedSearch ? 'yes' : 'NO'}; every job mailed matches a search of its student: ${bench.checks.everyMailedJobMatches ? 'yes' : 'NO'}; one-click unsubscribe headers on every alert: ${bench.checks.unsubscribeHeaders ? 'yes' : 'NO'}`,
  );
  writeBenchResults('alerts', bench);
  process.exitCode = bench.pass ? 0 : 1;
}
