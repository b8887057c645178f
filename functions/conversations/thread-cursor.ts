import { invalidCursor } from '../lib/dynamo';

/*
 * A thread's cursors: the number of a message in its conversation (messages are numbered in the order
 * they were written, shared/tables.ts). Opaque to clients and checked on the way in: anything that is
 * not one of ours is a 400, never a 500 or someone else's page.
 */

const PREFIX = 'm';
/** Far more messages than a conversation can have (300 a day per person). */
const MAX_SEQ = 1_000_000_000;

export const encodeThreadCursor = (seq: number): string =>
  Buffer.from(`${PREFIX}${seq}`, 'utf8').toString('base64url');

export function decodeThreadCursor(cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^m(0|[1-9][0-9]{0,9})$/.exec(text);
  const seq = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(seq) || seq > MAX_SEQ || encodeThreadCursor(seq) !== cursor)
    throw invalidCursor();
  return seq;
}
