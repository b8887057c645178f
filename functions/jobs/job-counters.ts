import type { ApplicationStatus } from '../../shared/rules/application-status';
import { tableName } from '../lib/dynamo';
import { type Expression, expressions, update } from '../lib/expressions';
import type { TransactItem } from '../lib/transact';
import type { JobItem } from './job-item';

/*
 * A job's application counters (appTotal and one per status) move in the same transaction as the
 * application they count, so the employer's numbers always equal the applications that exist. This
 * is the one place that says which counters a change moves, and the one place outside job-writes.ts
 * that writes the jobs table (`applicationCounted`).
 */

type Counter = keyof Pick<JobItem, 'appTotal' | 'appPending' | 'appAccepted' | 'appRejected'>;

/**
 * null: the employer does not see it, so it counts nowhere (waiting for, or declined by, a guardian).
 * Pending when the job was filled or removed: not selected, counted with the rejected.
 */
const counterOf: Record<ApplicationStatus, Counter | null> = {
  Applied: 'appPending',
  Accepted: 'appAccepted',
  Rejected: 'appRejected',
  JobFilled: 'appRejected',
  JobRemoved: 'appRejected',
  AwaitingApproval: null,
  NotApproved: null,
};

/** The counter deltas of an application going from `from` to `to` (null: it does not exist). */
export function counterDeltas(
  from: ApplicationStatus | null,
  to: ApplicationStatus | null,
): Partial<Record<Counter, number>> {
  const deltas: Partial<Record<Counter, number>> = {};
  const add = (counter: Counter, delta: number) => {
    deltas[counter] = (deltas[counter] ?? 0) + delta;
    if (deltas[counter] === 0) delete deltas[counter];
  };
  const fromCounter = from === null ? null : counterOf[from];
  // An application the employer never saw (it waited for a guardian) stays unseen when its job ends.
  const unseenEnds = from !== null && fromCounter === null && (to === 'JobFilled' || to === 'JobRemoved');
  const toCounter = to === null || unseenEnds ? null : counterOf[to];
  if (fromCounter === null && toCounter !== null) add('appTotal', 1);
  if (fromCounter !== null && toCounter === null) add('appTotal', -1);
  if (fromCounter !== null) add(fromCounter, -1);
  if (toCounter !== null) add(toCounter, 1);
  return deltas;
}

/**
 * The `ADD` of those deltas, for an Update in a transaction; null when the change moves no counter
 * (the caller then only checks the job).
 */
export function counterUpdate(
  from: ApplicationStatus | null,
  to: ApplicationStatus | null,
): Expression | null {
  const deltas = counterDeltas(from, to);
  return Object.keys(deltas).length === 0 ? null : update({ add: deltas });
}

/**
 * The job's part of a transaction that creates, removes or re-files an application: its counters
 * move with the application, or, when none moves, the job is only checked; either way only while
 * `guard` holds (the job is open, or is the employer's).
 */
export function applicationCounted(
  jobId: string,
  from: ApplicationStatus | null,
  to: ApplicationStatus | null,
  guard: Expression,
): TransactItem {
  const counters = counterUpdate(from, to);
  const key = { TableName: tableName('jobs'), Key: { jobId } };
  if (!counters) return { ConditionCheck: { ...key, ...expressions({ condition: guard }) } };
  return { Update: { ...key, ...expressions({ update: counters, condition: guard }) } };
}
