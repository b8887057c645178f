import { GetCommand, type QueryCommandInput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BookingPlan, Cancellation, Point, VisitChange } from '../../../shared/rules/schedule';
import { conditionalWrite, updateItem, type Written, written } from '../../lib/conditional-write';
import { documentClient, tableName } from '../../lib/dynamo';
import {
  and,
  condition,
  type Expression,
  equal,
  exists,
  expressions,
  notExists,
  update,
} from '../../lib/expressions';
import { itemDecoder } from '../../lib/item-decoder';
import { queryAll, queryPages } from '../../lib/read-all-pages';
import { type TransactItem, transact } from '../../lib/transact';

/*
 * THE definition of the `bookings` table (shared/tables.ts), which the schedule domain owns: its item
 * types, their keys and indexes, the read of every page, and every write, each conditional and
 * answering Written. Three kinds of item share an application's partition (`applicationId`):
 *   BOOKING         the accepted application's schedule (BookingItem)
 *   VISIT#<day>     what happened at one visit (VisitItem), written when something does
 * and one more kind in a partition of its own, `HOURS#<student id>` / HOURS: a counter every change to
 * a young teen's planned hours moves, so two acceptances at once cannot both pass the hours rules.
 */

const TABLE = 'bookings' as const;
export const BOOKING = 'BOOKING';
const VISIT_PREFIX = 'VISIT#';
const HOURS = 'HOURS';

/** The indexes that list a person's or a job's bookings. */
export type BookingIndex = 'byStudent' | 'byEmployer' | 'byGuardian' | 'byJob';
/** The runner's sparse index of bookings with work due, spread over this many partitions. */
export const DUE_SHARDS = 4;
export const dueShards = Array.from({ length: DUE_SHARDS }, (_, i) => `DUE#${i}`);

/** A new time proposed for one visit, waiting for the other side (and a young teen's guardian). */
export interface StoredProposal {
  day: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  proposedBy: 'student' | 'employer';
  proposedAt: string;
  /** Who has agreed so far (the proposer, by proposing). */
  agreed: ('student' | 'employer' | 'guardian')[];
  /** Who must agree for it to apply. */
  needed: ('student' | 'employer' | 'guardian')[];
}

/** The schedule of one accepted application. */
export interface BookingItem extends BookingPlan {
  applicationId: string;
  itemKey: typeof BOOKING;
  jobId: string;
  studentId: string;
  employerId: string;
  /** A minor's confirmed guardian (byGuardian): their teen's schedule is theirs to follow. */
  guardianId?: string;
  studentFirstName: string;
  employerFirstName: string;
  jobTitle: string;
  /** Under 18 when accepted: a guardian hears of the day of the job. */
  isMinor: boolean;
  bookedAt: string;
  updatedAt: string;
  /** Moves with every write: each write is conditioned on the revision it read. */
  revision: number;
  /** The calendar's SEQUENCE: rises with every change of a visit's date, time or address. */
  sequence: number;
  changes: Record<string, VisitChange>;
  cancellation?: Cancellation;
  proposal?: StoredProposal;
  /** Minutes the employer confirmed, over all visits; `completedAt` once the last visit's are. */
  confirmedMinutes: number;
  completedAt?: string;
  /** The start (ISO) of the first visit the day-before reminder went out for. */
  remindedFor?: string;
  /** Where the runner finds it: the next moment it has work to do (absent: none). */
  dueShard?: string;
  dueAt?: string;
}

/** The alarms of a visit, each marked when it went out (so it goes out once). */
export type AlarmMark =
  | 'notCheckedInSentAt'
  | 'overdueReminderSentAt'
  | 'overdueAlertSentAt'
  | 'allClearSentAt';

/** What happened at one visit. */
export interface VisitItem {
  applicationId: string;
  itemKey: string;
  day: string;
  checkedInAt?: string;
  checkedInBy?: 'student' | 'employer';
  /** Rounded (shared/rules/schedule.ts roundPoint); absent when the student did not share it. */
  checkInPoint?: Point & { accuracy?: number };
  awayFromJob?: boolean;
  checkedOutAt?: string;
  checkOutPoint?: Point & { accuracy?: number };
  minutes?: number;
  confirmedMinutes?: number;
  confirmedAt?: string;
  notCheckedInSentAt?: string;
  overdueReminderSentAt?: string;
  overdueAlertSentAt?: string;
  allClearSentAt?: string;
}

export const bookingItem = itemDecoder<BookingItem>('booking', {
  applicationId: 'string',
  itemKey: 'string',
  jobId: 'string',
  studentId: 'string',
  employerId: 'string',
  revision: 'number',
  sequence: 'number',
  changes: 'object',
});
export const visitItem = itemDecoder<VisitItem>('visit', {
  applicationId: 'string',
  itemKey: 'string',
  day: 'string',
});

export const bookingKey = (applicationId: string) => ({ applicationId, itemKey: BOOKING });
export const visitKey = (applicationId: string, day: string) => ({
  applicationId,
  itemKey: `${VISIT_PREFIX}${day}`,
});
const hoursKey = (studentId: string) => ({ applicationId: `${HOURS}#${studentId}`, itemKey: HOURS });

/** The due shard of an application: spread by its id, so no shard is hot. */
export function dueShardOf(applicationId: string): string {
  let hash = 0;
  for (const char of applicationId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `DUE#${hash % DUE_SHARDS}`;
}

/** Every item of a query, all pages read, undecoded (a booking's partition mixes item kinds). */
async function queryItems(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}

/** A booking and the visits that have a record, as one read of its partition. */
export interface BookingRecords {
  booking: BookingItem;
  visits: Map<string, VisitItem>;
}

export const bookings = {
  /** One booking, read consistently (the state a conditional write will meet). */
  async get(applicationId: string): Promise<BookingItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(TABLE), Key: bookingKey(applicationId), ConsistentRead: true }),
    );
    return bookingItem.maybe(Item);
  },

  /** One visit's record, read consistently. */
  async visit(applicationId: string, day: string): Promise<VisitItem | undefined> {
    const { Item } = await documentClient.send(
      new GetCommand({
        TableName: tableName(TABLE),
        Key: visitKey(applicationId, day),
        ConsistentRead: true,
      }),
    );
    return visitItem.maybe(Item);
  },

  /** A booking with its visits' records: one Query of its partition. */
  async withVisits(applicationId: string): Promise<BookingRecords | undefined> {
    const items = await queryItems({
      TableName: tableName(TABLE),
      ...expressions({ key: equal({ applicationId }) }),
      ConsistentRead: true,
    });
    const booking = items.find((item) => item.itemKey === BOOKING);
    if (!booking) return undefined;
    const visits = new Map(
      visitItem.list(items.filter((item) => item.itemKey !== BOOKING)).map((visit) => [visit.day, visit]),
    );
    return { booking: bookingItem.item(booking), visits };
  },

  /** Access patterns "a student's / an employer's / a guardian's / a job's bookings". */
  async listBy(index: BookingIndex, value: string): Promise<BookingItem[]> {
    const attribute = {
      byStudent: 'studentId',
      byEmployer: 'employerId',
      byGuardian: 'guardianId',
      byJob: 'jobId',
    }[index];
    return queryAll(bookingItem, {
      TableName: tableName(TABLE),
      IndexName: index,
      ...expressions({ key: equal({ [attribute]: value }) }),
    });
  },

  /** The bookings due by `until` in one shard, a page at a time (the runner's read: never a Scan). */
  async *duePages(shard: string, until: string): AsyncGenerator<{ items: BookingItem[]; scanned: number }> {
    const input = {
      TableName: tableName(TABLE),
      IndexName: 'due',
      ...expressions({
        key: and(equal({ dueShard: shard }), condition('#dueAt <= :until', { ':until': until })),
      }),
      Limit: 100,
    };
    for await (const page of queryPages(input)) {
      yield { items: bookingItem.list(page.Items), scanned: page.ScannedCount ?? 0 };
    }
  },

  /**
   * The writes that make a booking, for the acceptance's transaction (the applications domain moves
   * the application to Accepted in the same one): the booking, only if none exists, and for a young
   * teen the hours counter, only if no other change to their hours came first.
   */
  createWrites(booking: BookingItem, hoursRevision: number | null): TransactItem[] {
    return [
      {
        Put: {
          TableName: tableName(TABLE),
          Item: booking,
          ...expressions({ condition: notExists('applicationId') }),
        },
      },
      ...(hoursRevision === null ? [] : [hoursWrite(booking.studentId, hoursRevision)]),
    ];
  },

  /** The revision of a young teen's planned hours (0 before any). */
  async hoursRevision(studentId: string): Promise<number> {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: tableName(TABLE), Key: hoursKey(studentId), ConsistentRead: true }),
    );
    return typeof Item?.revision === 'number' ? Item.revision : 0;
  },

  /**
   * Changes a booking it read at `read.revision`: sets `changes` (undefined removes), bumps the
   * revision, and with `hoursRevision` also moves the teen's hours counter, in one transaction.
   */
  async update(
    read: BookingItem,
    changes: Partial<Omit<BookingItem, 'applicationId' | 'itemKey' | 'revision'>>,
    hoursRevision: number | null = null,
  ): Promise<Written<BookingItem>> {
    const next: BookingItem = { ...read, ...changes, revision: read.revision + 1 };
    const set = Object.fromEntries(Object.keys(changes).map((key) => [key, next[key as keyof BookingItem]]));
    const write: TransactItem = {
      Update: {
        TableName: tableName(TABLE),
        Key: bookingKey(read.applicationId),
        ...expressions({
          update: update({ set: { ...set, revision: next.revision } }),
          condition: equal({ revision: read.revision }),
        }),
      },
    };
    const result = await transact(
      hoursRevision === null ? [write] : [write, hoursWrite(read.studentId, hoursRevision)],
    );
    return result.ok ? written(next) : result;
  },

  /** A check-in, only if the visit has none yet (the first one counts). */
  checkIn(
    applicationId: string,
    day: string,
    fields: Pick<VisitItem, 'checkedInAt' | 'checkedInBy' | 'checkInPoint' | 'awayFromJob'>,
  ): Promise<Written<VisitItem>> {
    return updateItem(visitItem, {
      TableName: tableName(TABLE),
      Key: visitKey(applicationId, day),
      ...expressions({
        update: update({ set: { ...fields, day } }),
        condition: notExists('checkedInAt'),
      }),
    });
  },

  /** A check-out of a visit checked in and not checked out. */
  checkOut(
    applicationId: string,
    day: string,
    fields: Pick<VisitItem, 'checkedOutAt' | 'checkOutPoint' | 'minutes'>,
  ): Promise<Written<VisitItem>> {
    return updateItem(visitItem, {
      TableName: tableName(TABLE),
      Key: visitKey(applicationId, day),
      ...expressions({
        update: update({ set: fields }),
        condition: and(exists('checkedInAt'), notExists('checkedOutAt')),
      }),
    });
  },

  /**
   * The employer's minutes for a visit, and the booking's total and completion with them, in one
   * transaction conditioned on the booking's revision and the visit's minutes as read.
   */
  async confirmHours(
    read: BookingItem,
    visit: { day: string; confirmedMinutes?: number | undefined },
    minutes: number,
    completedAt: string | null,
    now: string,
  ): Promise<Written<BookingItem>> {
    const delta = minutes - (visit.confirmedMinutes ?? 0);
    const next: BookingItem = {
      ...read,
      confirmedMinutes: read.confirmedMinutes + delta,
      revision: read.revision + 1,
      updatedAt: now,
      ...(completedAt ? { completedAt } : {}),
    };
    const result = await transact([
      {
        Update: {
          TableName: tableName(TABLE),
          Key: visitKey(read.applicationId, visit.day),
          ...expressions({
            update: update({ set: { day: visit.day, confirmedMinutes: minutes, confirmedAt: now } }),
            condition:
              visit.confirmedMinutes === undefined
                ? notExists('confirmedMinutes')
                : equal({ confirmedMinutes: visit.confirmedMinutes }),
          }),
        },
      },
      {
        Update: {
          TableName: tableName(TABLE),
          Key: bookingKey(read.applicationId),
          ...expressions({
            update: update({
              set: {
                confirmedMinutes: next.confirmedMinutes,
                revision: next.revision,
                updatedAt: now,
                ...(completedAt ? { completedAt } : {}),
              },
            }),
            condition: equal({ revision: read.revision }),
          }),
        },
      },
    ]);
    return result.ok ? written(next) : result;
  },

  /**
   * Marks an alarm of a visit as sent, only once: "not checked in" only while nobody has checked in,
   * an overdue alarm only while the visit is not checked out (a check-out that came first cleared it).
   */
  markAlarm(applicationId: string, day: string, mark: AlarmMark, at: string): Promise<Written<VisitItem>> {
    const still = {
      notCheckedInSentAt: notExists('checkedInAt'),
      overdueReminderSentAt: notExists('checkedOutAt'),
      overdueAlertSentAt: notExists('checkedOutAt'),
      allClearSentAt: exists('checkedInAt'),
    }[mark];
    return updateItem(visitItem, {
      TableName: tableName(TABLE),
      Key: visitKey(applicationId, day),
      ...expressions({
        update: update({ set: { day, [mark]: at } }),
        condition: and(notExists(mark), still),
      }),
    });
  },

  /**
   * Moves a booking's place in the runner's index from the instant it was due at to `next` (or out of
   * the index), only if it is still due at `was`: a write that changed the plan meanwhile set its own.
   */
  moveDue(applicationId: string, was: string | undefined, next: string | null): Promise<Written<unknown>> {
    return updateBooking(
      applicationId,
      next
        ? update({ set: { dueAt: next, dueShard: dueShardOf(applicationId) } })
        : update({ remove: ['dueAt', 'dueShard'] }),
      was === undefined ? notExists('dueAt') : equal({ dueAt: was }),
    );
  },

  /** The day-before reminder went out for the visit starting at `startsAt`. */
  markReminded(applicationId: string, startsAt: string): Promise<Written<unknown>> {
    return updateBooking(applicationId, update({ set: { remindedFor: startsAt } }));
  },
};

/** One conditional update of an existing booking item (never creating one). */
function updateBooking(
  applicationId: string,
  change: Expression,
  when?: Expression,
): Promise<Written<unknown>> {
  return conditionalWrite(() =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName(TABLE),
        Key: bookingKey(applicationId),
        ...expressions({
          update: change,
          condition: when ? and(exists('applicationId'), when) : exists('applicationId'),
        }),
      }),
    ),
  );
}

/** The young teen's hours counter moves from the revision read to the next one. */
function hoursWrite(studentId: string, revision: number): TransactItem {
  return {
    Update: {
      TableName: tableName(TABLE),
      Key: hoursKey(studentId),
      ...expressions({
        update: update({ set: { revision: revision + 1 } }),
        condition: revision === 0 ? notExists('revision') : equal({ revision }),
      }),
    },
  };
}
