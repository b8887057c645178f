import type { ApplicationStatus } from '../../shared/schemas/application';
import type { JobItem } from '../jobs/job-item';

/*
 * A job's application counters (appTotal and one per status) move in the same transaction as the
 * application they count, so the employer's numbers always equal the applications that exist. This
 * is the one place that says which counters a change moves.
 */

type Counter = keyof Pick<JobItem, 'appTotal' | 'appPending' | 'appAccepted' | 'appRejected'>;

const counterOf: Record<ApplicationStatus, Counter> = {
  Applied: 'appPending',
  Accepted: 'appAccepted',
  Rejected: 'appRejected',
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
  if (from === null && to !== null) add('appTotal', 1);
  if (from !== null && to === null) add('appTotal', -1);
  if (from !== null) add(counterOf[from], -1);
  if (to !== null) add(counterOf[to], 1);
  return deltas;
}

/** `ADD #c0 :c0, #c1 :c1` with its names and values, for an Update in a transaction. */
export function counterUpdate(from: ApplicationStatus | null, to: ApplicationStatus | null) {
  const entries = Object.entries(counterDeltas(from, to));
  return {
    expression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
    names: Object.fromEntries(entries.map(([counter], i) => [`#c${i}`, counter])),
    values: Object.fromEntries(entries.map(([, delta], i) => [`:c${i}`, delta])),
  };
}
