import type { JobItem } from '../jobs';
import { jobItem, listingPartitions } from '../jobs';
import { ROLE } from '../lib/caller';
import { tableName } from '../lib/dynamo';
import { and, between, equal, expressions } from '../lib/expressions';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { queryAll } from '../lib/read-all-pages';
import { userRepository } from '../users';
import { type AlertSection, alertEmail } from './alert-email';
import { jobMatchKeys, savedSearchMatches } from './alert-match';
import { alertWindowStart, nextWatermark } from './alert-window';
import { newNonce } from './save-search';
import { criteriaOfKeyItem, type MatchKeyItem } from './saved-search-item';
import { countReads, type ReadStats, savedSearchRepository } from './saved-search-repository';

/*
 * The daily job alert, run by an EventBridge schedule in AWS and by the local runner's
 * scheduler on a laptop. Never a Scan:
 *  1. the jobs posted since the last run, from the `newest` index (only listed jobs are in it);
 *  2. each match key those jobs have (alert-match.ts), read once for all of them: the saved searches
 *     that may match, with what the rule needs; the rule decides in memory;
 *  3. per student with a match: their searches (one Query), keeping the active ones with jobs newer
 *     than each one's cursor; then ONE e-mail, claimed by a conditional put per student and day, so a
 *     retried or repeated run never mails anyone twice in a day. Cursors move as the mail is queued.
 * A student already mailed today keeps their cursors, so what they missed comes tomorrow: the window
 * reaches back to the start of the day as well as to the last run's end, and the watermark stays
 * before the jobs that wait (alert-window.ts).
 *
 * The mail goes to the student's own address from their profile: never a parent's (parents hear about
 * applications, not browsing).
 */

export interface AlertRunInput {
  /** The schedule's time (EventBridge's `time`): the day that "once a day" counts. */
  scheduledAt: Date;
  /** The end of the window of new jobs (default: the real now). */
  now?: Date;
  /** Milliseconds left before the function times out. */
  timeLeftMs?: () => number;
}

export interface AlertRunResult {
  day: string;
  newJobs: number;
  /** Students with at least one matching new job. */
  students: number;
  sent: number;
  /** Students already mailed this day (their jobs wait for tomorrow). */
  alreadySent: number;
  stats: ReadStats;
  /** False when the run stopped for time: the retry (same schedule time, same day) finishes it. */
  complete: boolean;
}

const DAY_MS = 86_400_000;
/** Parallel reads of match keys and students: enough to hide latency, few enough not to throttle. */
const CONCURRENCY = 16;
/** Leave room before the timeout to finish the student in flight. */
const TIME_RESERVE_MS = 20_000;
/** `sent#<day>` items outlive their day by a little, then TTL takes them. */
const SENT_RECORD_DAYS = 3;

const utcDayOf = (date: Date) => date.toISOString().slice(0, 10);

async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Listed jobs posted in (start, end], from each shard of the `newest` index. */
async function jobsPostedBetween(
  start: string,
  end: string,
  now: Date,
  stats: ReadStats,
): Promise<JobItem[]> {
  const jobs: JobItem[] = [];
  await Promise.all(
    listingPartitions.map(async (listing) => {
      const posted = await queryAll(
        jobItem,
        {
          TableName: tableName('jobs'),
          IndexName: 'newest',
          // listKey = createdAt#jobId: `createdAt > start` and `createdAt <= end`.
          ...expressions({ key: and(equal({ listing }), between('listKey', `${start}#~`, `${end}#~`)) }),
        },
        countReads(stats),
      );
      jobs.push(...posted);
    }),
  );
  // An ended job stays in the index until the sweep: not worth an alert.
  return jobs.filter((job) => job.endsAt > now.toISOString() && job.status === 'open');
}

/** searchRef → the new jobs that the search's criteria accept. */
async function matchJobs(
  jobs: readonly JobItem[],
  stats: ReadStats,
): Promise<Map<string, { item: MatchKeyItem; jobs: Set<JobItem> }>> {
  const jobsByKey = new Map<string, JobItem[]>();
  for (const job of jobs) {
    for (const key of jobMatchKeys(job)) {
      const list = jobsByKey.get(key);
      if (list) list.push(job);
      else jobsByKey.set(key, [job]);
    }
  }
  const matches = new Map<string, { item: MatchKeyItem; jobs: Set<JobItem> }>();
  await eachLimited([...jobsByKey.keys()], CONCURRENCY, async (key) => {
    const candidates = await savedSearchRepository.searchesUnderKey(key, stats);
    for (const candidate of candidates) {
      const criteria = criteriaOfKeyItem(candidate);
      for (const job of jobsByKey.get(key) ?? []) {
        if (!savedSearchMatches(criteria, job)) continue;
        let match = matches.get(candidate.searchRef);
        if (!match) {
          match = { item: candidate, jobs: new Set() };
          matches.set(candidate.searchRef, match);
        }
        match.jobs.add(job);
      }
    }
  });
  return matches;
}

export async function runDailyAlerts(input: AlertRunInput): Promise<AlertRunResult> {
  const now = input.now ?? new Date();
  const timeLeft = input.timeLeftMs ?? (() => Number.POSITIVE_INFINITY);
  const day = utcDayOf(input.scheduledAt);
  const stats: ReadStats = { items: 0, queries: 0 };

  const state = await savedSearchRepository.runState();
  const windowEnd = now.toISOString();
  const lastEnd = state?.windowEnd ?? new Date(now.getTime() - DAY_MS).toISOString();
  const windowStart = alertWindowStart(lastEnd, windowEnd);

  const jobs = await jobsPostedBetween(windowStart, windowEnd, now, stats);
  const matches = await matchJobs(jobs, stats);

  const byStudent = new Map<string, Map<string, Set<JobItem>>>();
  for (const { item, jobs: found } of matches.values()) {
    const searches = byStudent.get(item.studentId) ?? new Map<string, Set<JobItem>>();
    searches.set(item.searchId, found);
    byStudent.set(item.studentId, searches);
  }

  const result: AlertRunResult = {
    day,
    newJobs: jobs.length,
    students: byStudent.size,
    sent: 0,
    alreadySent: 0,
    stats,
    complete: true,
  };
  const expiresAt = Math.floor(input.scheduledAt.getTime() / 1000) + SENT_RECORD_DAYS * 86_400;

  /** When the jobs were posted that wait for a student's next day (already mailed this one). */
  const waiting: string[] = [];
  await eachLimited([...byStudent.entries()], CONCURRENCY, async ([studentId, found]) => {
    if (timeLeft() < TIME_RESERVE_MS) {
      result.complete = false;
      return;
    }
    // The searches as they are now: paused, deleted or already alerted past a job leave it out.
    const searches = await savedSearchRepository.searchesOfStudent(studentId, stats);
    const pending: AlertSection[] = searches.flatMap((search) => {
      const jobsFound = found.get(search.searchId);
      if (!search.active || !jobsFound) return [];
      const fresh = [...jobsFound]
        .filter((job) => job.createdAt > search.alertedThrough && job.createdAt <= windowEnd)
        .sort((a, b) => (a.listKey < b.listKey ? 1 : -1));
      return fresh.length > 0 ? [{ search, jobs: fresh }] : [];
    });
    if (pending.length === 0) return;

    const student = await userRepository.getById(studentId);
    stats.items += 1;
    if (!student || student.roleId !== ROLE.student) return;
    if (!(await savedSearchRepository.claimDailyAlert(studentId, day, expiresAt)).ok) {
      result.alreadySent += 1;
      for (const section of pending) waiting.push(...section.jobs.map((job) => job.createdAt));
      return;
    }
    const marked = await Promise.all(
      pending.map(async (section) => {
        const search = await savedSearchRepository.markAlerted(
          studentId,
          section.search.searchId,
          windowEnd,
          now,
          newNonce(),
        );
        return search.ok ? { search: search.value, jobs: section.jobs } : null;
      }),
    );
    const sections = marked.filter((section): section is AlertSection => section !== null);
    if (sections.length === 0) return;
    const email = await alertEmail(student.firstName, sections, now);
    // The student's own address, from their profile: never the parent's.
    await notify('JobAlert', [student.emailId], email.data, { headers: email.headers });
    result.sent += 1;
  });

  // A run cut short leaves the watermark, so its retry reads the same jobs (claims stop repeats).
  if (result.complete)
    await savedSearchRepository.saveRunState({ windowEnd: nextWatermark(windowEnd, waiting) });
  logger.info('Daily job alerts', { ...result });
  return result;
}
