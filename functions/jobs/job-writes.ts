import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobStatus } from '../../shared/rules/job-status';
import { conditionalWrite, type Refused, type Written } from '../lib/conditional-write';
import { documentClient, tableName } from '../lib/dynamo';
import { and, condition, equal, expressions, notExists, or, update } from '../lib/expressions';
import { queryPages } from '../lib/read-all-pages';
import { type TransactItem, transact } from '../lib/transact';
import type { JobItem } from './job-item';
import { jobItem, jobRepository } from './job-repository';
import { type DerivedKeys, deriveKeys, listedKeyNames, listingPartitions, termItemsOf } from './job-state';

/*
 * The only code that writes jobs. Each write is one DynamoDB transaction: the job item, conditioned on
 * its owner and current status, with the index keys job-state.ts derives, plus the title-index items
 * that must appear or go with it. So a job's indexes never disagree with its state. The one other
 * write to the jobs table is the application counters' part of an application's transaction, built
 * by job-counters.ts (kept apart so the functions that write applications do not carry job-state.ts's
 * time-zone and geohash libraries); it never touches the state or the index keys.
 */

/**
 * The fields a job's owner may change after posting (docs/spec/2-employers-and-info-pages.md §6; the title and address only while no
 * student is accepted, edit-job.ts); everything else is fixed.
 */
export type JobChanges = Partial<
  Pick<
    JobItem,
    | 'title'
    | 'address'
    | 'timeZone'
    | 'kind'
    | 'startTime'
    | 'endTime'
    | 'powerEquipment'
    | 'description'
    | 'price'
    | 'priceType'
    | 'startDate'
    | 'endDate'
    | 'status'
    | 'isReopened'
  >
> & { price?: number | undefined; startTime?: string | undefined; endTime?: string | undefined };

/** The job as written, or why not, with the job as it was read when that is what refused. */
export type TransitionResult = Written<
  JobItem,
  Refused<'not-found' | 'wrong-status' | 'changed'> & { readonly job?: JobItem }
>;

function termWrites(before: JobItem | null, after: JobItem | null): TransactItem[] {
  const table = tableName('jobTerms');
  const next = after ? termItemsOf(after) : [];
  const keep = new Set(next.map((item) => item.term));
  const writes: TransactItem[] = next.map((Item) => ({ Put: { TableName: table, Item } }));
  for (const old of before ? termItemsOf(before) : []) {
    if (!keep.has(old.term)) {
      writes.push({ Delete: { TableName: table, Key: { term: old.term, listKey: old.listKey } } });
    }
  }
  return writes;
}

/** Every key a listed job has, as absent: deriveKeys then sets those the job has now. */
const noListedKeys: Partial<Record<(typeof listedKeyNames)[number], undefined>> = Object.fromEntries(
  listedKeyNames.map((key) => [key, undefined]),
);

/**
 * The job with its derived keys recomputed as of `now`; a stale one is left `undefined`, which a put
 * does not store and `transition` removes.
 */
export function withDerivedKeys(job: Omit<JobItem, keyof DerivedKeys>, now: Date): JobItem {
  return { ...job, ...noListedKeys, ...deriveKeys(job, now) };
}

export const jobWrites = {
  /** A new job (POST /job, the seed): the item and, if it is listed, its title-index items. */
  async create(job: Omit<JobItem, keyof DerivedKeys>, now: Date = new Date()): Promise<JobItem> {
    const item = withDerivedKeys(job, now);
    const written = await transact([
      {
        Put: { TableName: tableName('jobs'), Item: item, ...expressions({ condition: notExists('jobId') }) },
      },
      ...termWrites(null, item),
    ]);
    // A fresh random id that already exists is a bug, not something the employer can fix.
    if (!written.ok) throw new Error(`Job id ${item.jobId} already exists`);
    return item;
  },

  /**
   * Changes a job of `employerId` whose status is one of `from`: one transaction, conditioned on the
   * owner, the status and the version read (updatedAt), that sets the changes and the index keys
   * they imply, and adds or removes title-index items to match. Someone else's job is `not-found`.
   * `expectedVersion` (the updatedAt of the job the caller checked its rules against) makes a job
   * changed since then `changed`, so the caller's checks always hold for the version written.
   * `noneAccepted`: only while the job has no accepted application (its counter, which an acceptance
   * moves in its own transaction without touching updatedAt); otherwise `changed`.
   */
  async transition(
    jobId: string,
    employerId: string,
    from: readonly JobStatus[],
    changes: JobChanges,
    now: Date = new Date(),
    expectedVersion?: string,
    options: { noneAccepted?: boolean } = {},
  ): Promise<TransitionResult> {
    const before = await jobRepository.getById(jobId, true);
    if (!before || before.employerId !== employerId) return { ok: false, reason: 'not-found' };
    if (expectedVersion !== undefined && before.updatedAt !== expectedVersion) {
      return { ok: false, reason: 'changed', job: before };
    }
    if (!from.includes(before.status)) return { ok: false, reason: 'wrong-status', job: before };

    // A change to undefined (no price, no time of day) stays undefined here: the update removes it.
    const after = withDerivedKeys({ ...before, ...changes, updatedAt: now.toISOString() }, now);

    // SET what this write decides, REMOVE what it drops; counters (changed by applications) are untouched.
    const fields = [
      'title',
      'address',
      'timeZone',
      'kind',
      'startTime',
      'endTime',
      'powerEquipment',
      'description',
      'price',
      'priceType',
      'startDate',
      'endDate',
      'status',
      'isReopened',
      'updatedAt',
      'endsAt',
      'listKey',
      ...listedKeyNames,
    ] as const;
    const changed = update({ set: Object.fromEntries(fields.map((field) => [field, after[field]])) });
    // A refused condition means the job changed under us; throttling or an overlapping transaction
    // that outlasts transact()'s retries is an error the glue answers with 503.
    const written = await transact([
      {
        Update: {
          TableName: tableName('jobs'),
          Key: { jobId },
          ...expressions({
            update: changed,
            condition: options.noneAccepted
              ? and(
                  equal({ employerId, status: before.status, updatedAt: before.updatedAt }),
                  or(
                    notExists('appAccepted'),
                    condition('#appAccepted = :noneAccepted', { ':noneAccepted': 0 }),
                  ),
                )
              : equal({ employerId, status: before.status, updatedAt: before.updatedAt }),
          }),
        },
      },
      ...termWrites(before, after),
    ]);
    if (!written.ok) return { ok: false, reason: 'changed' };
    return { ok: true, value: after };
  },

  /**
   * The moderation desk removes a job (`hidden`: when and by which decision) or restores it (null),
   * whoever owns it and whatever its status: one transaction, conditioned on the version read, that
   * sets or clears the mark and the index keys it implies (a removed job leaves search and the
   * sitemap; a restored open one comes back), with its title-index items.
   */
  async setHidden(
    jobId: string,
    hidden: { at: string; decisionId: string } | null,
    now: Date = new Date(),
  ): Promise<TransitionResult> {
    const before = await jobRepository.getById(jobId, true);
    if (!before) return { ok: false, reason: 'not-found' };
    const marks = hidden
      ? { hiddenAt: hidden.at, hiddenBy: hidden.decisionId }
      : { hiddenAt: undefined, hiddenBy: undefined };
    const after = withDerivedKeys({ ...before, ...marks, updatedAt: now.toISOString() }, now);
    const fields = ['hiddenAt', 'hiddenBy', 'updatedAt', 'endsAt', 'listKey', ...listedKeyNames] as const;
    const written = await transact([
      {
        Update: {
          TableName: tableName('jobs'),
          Key: { jobId },
          ...expressions({
            update: update({ set: Object.fromEntries(fields.map((field) => [field, after[field]])) }),
            condition: equal({ updatedAt: before.updatedAt }),
          }),
        },
      },
      ...termWrites(before, after),
    ]);
    if (!written.ok) return { ok: false, reason: 'changed' };
    return { ok: true, value: after };
  },

  /**
   * Unlists jobs whose end day is over (the `listedByEnd` index, ordered by the instant each one
   * ends): their index keys and title-index items go, so no later query reads them. Runs on a schedule
   * in AWS and every minute locally; until it runs, queries also skip them by `endsAt`.
   */
  async unlistEnded(now: Date = new Date(), maxJobs = 500): Promise<number> {
    let unlisted = 0;
    for (const listing of listingPartitions) {
      const pages = queryPages({
        TableName: tableName('jobs'),
        IndexName: 'listedByEnd',
        ...expressions({
          key: and(equal({ listing }), condition('#endsAt <= :now', { ':now': now.toISOString() })),
        }),
        Limit: 100,
      });
      for await (const page of pages) {
        for (const job of jobItem.list(page.Items)) {
          if (unlisted >= maxJobs) return unlisted;
          const after = withDerivedKeys(job, now);
          const written = await transact([
            {
              Update: {
                TableName: tableName('jobs'),
                Key: { jobId: job.jobId },
                ...expressions({
                  update: update({ remove: listedKeyNames }),
                  condition: equal({ listing, endsAt: job.endsAt }),
                }),
              },
            },
            ...termWrites(job, after),
          ]);
          // Not written: changed meanwhile (edited, closed), and that write already set its keys.
          if (written.ok) unlisted++;
        }
      }
    }
    return unlisted;
  },

  /**
   * A deleted employer's job, closed already (account deletion): the title, description,
   * dates, town and counters stay (its students' history); the employer's name, e-mail, phone and
   * street address go. It is never listed again (closed jobs are not in the indexes), so no
   * title-index item needs changing. Refused when it is someone else's or still open.
   */
  anonymize(job: Pick<JobItem, 'jobId' | 'employerId'>, formerEmployer: string): Promise<Written<unknown>> {
    return conditionalWrite(() =>
      documentClient.send(
        new UpdateCommand({
          TableName: tableName('jobs'),
          Key: { jobId: job.jobId },
          ...expressions({
            update: update({
              set: {
                employerName: formerEmployer,
                employerEmail: '',
                employerPhone: '',
                'address.address1': '',
                anonymized: true,
              },
              remove: ['address.address2'],
            }),
            condition: and(
              equal({ employerId: job.employerId }),
              condition('#status <> :open', { ':open': 'open' }),
            ),
          }),
        }),
      ),
    );
  },
};
