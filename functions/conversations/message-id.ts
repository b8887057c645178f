import { randomBytes } from 'node:crypto';

/*
 * A message's id names its place in the thread, so a report finds it with one read (no index, no
 * walk through the thread): the first 12 hex digits are its number, the rest random, in the shape of
 * an RFC 9562 version-8 ("custom") UUID, so it passes the same id check as every other id. The
 * random part is checked against the stored message: an id cannot be guessed from a number.
 */

export function newMessageId(seq: number): string {
  const number = seq.toString(16).padStart(12, '0');
  const random = randomBytes(10).toString('hex');
  // Version 8 and the RFC 4122 variant (10xx).
  const variant = ((Number.parseInt(random.slice(3, 4), 16) & 0x3) | 0x8).toString(16);
  return `${number.slice(0, 8)}-${number.slice(8, 12)}-8${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 19)}`;
}

/** The message number an id names, or null when it is not a message id of ours. */
export function seqOfMessageId(id: string): number | null {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id)) return null;
  const seq = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  return seq > 0 ? seq : null;
}
