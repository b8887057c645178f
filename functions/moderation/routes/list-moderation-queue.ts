import { listModerationQueue as contract } from '../../../shared/contracts/moderation';
import type { ModerationQueueResponse } from '../../../shared/schemas/moderation';
import { decodeCursor, encodeCursor, invalidCursor } from '../../lib/dynamo';
import { defineRoute } from '../../lib/http-handler';
import { moderationTable, NORMAL_QUEUE, type QueueName, URGENT_QUEUE } from '../entities/moderation';
import { toQueueEntry } from '../views';

/** A page of the queue. */
const PAGE_SIZE = 50;
const QUEUES: readonly QueueName[] = [URGENT_QUEUE, NORMAL_QUEUE];

/**
 * GET /moderation/reports (moderators): every report waiting for a moderator (new, in review, or
 * reopened by an appeal), urgent ones first, then the rest, each oldest first. Two sparse index
 * partitions read in order; the cursor says which and where.
 */
export const listModerationQueue = defineRoute(contract, {
  async handle({ query }) {
    const cursor = decodeCursor(query.cursor) as { q?: unknown; k?: unknown } | undefined;
    let queueIndex = cursor ? QUEUES.indexOf(cursor.q as QueueName) : 0;
    if (queueIndex < 0 || (cursor && (typeof cursor.k !== 'object' || cursor.k === null)))
      throw invalidCursor();
    let startKey = cursor?.k as Record<string, unknown> | undefined;
    const reports: ModerationQueueResponse['reports'] = [];
    let next: string | undefined;
    while (queueIndex < QUEUES.length && reports.length < PAGE_SIZE) {
      const queue = QUEUES[queueIndex] as QueueName;
      const page = await moderationTable.queuePage(queue, PAGE_SIZE - reports.length, startKey);
      reports.push(...page.reports.map(toQueueEntry));
      if (page.lastKey) {
        startKey = page.lastKey;
        if (reports.length >= PAGE_SIZE) next = encodeCursor({ q: queue, k: page.lastKey }) ?? undefined;
      } else {
        queueIndex++;
        startKey = undefined;
      }
    }
    return { body: { reports, ...(next ? { nextCursor: next } : {}) } satisfies ModerationQueueResponse };
  },
});
