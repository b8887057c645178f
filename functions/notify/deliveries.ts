import { createHash } from 'node:crypto';

/*
 * The deliveries table's records hold a hash of the address, never the address
 * (deliver-once.ts writes them; the account function's "Download my data" lists them by the
 * byRecipient index on this hash).
 */

/** SHA-256 of the lower-cased address: the only form in which an address is in this table. */
export function recipientHash(recipient: string): string {
  return createHash('sha256').update(recipient.trim().toLowerCase()).digest('hex');
}
