import { createHash } from 'node:crypto';
import type { LimitName } from '../../shared/rules/limits';
import { mailboxOf } from '../../shared/rules/person';
import type { ApiEvent } from './http-handler';
import { consumeLimit, type LimitSlot, releaseLimit } from './limits';
import { viewerIp } from './viewer-ip';

/**
 * How an address appears in a key of a short-lived item (a limit's counter, a code's cooldown): a
 * SHA-256 of it, never the address, so a deleted account leaves no address behind in these tables
 * while the same mailbox still meets its own counter.
 */
export function addressKey(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('base64url');
}

/** An address's mailbox as a key: every spelling that lands in one inbox meets one counter. */
export const mailboxKey = (address: string): string => addressKey(mailboxOf(address));

/**
 * Counts one public account action (a registration, a code resend, a password reset) against its
 * per-IP and per-address limits (shared/rules/limits.ts): both or neither, so a refusal by one does
 * not use up the other. Past either, the 429 with Retry-After of functions/lib/limits.ts. The address
 * counts as its mailbox (`mailboxOf`): every spelling that lands in one inbox shares one count.
 */
export async function consumeAddressAndIpLimits(
  names: { perIp: LimitName; perAddress: LimitName },
  email: string,
  event: ApiEvent,
  now: Date = new Date(),
): Promise<LimitSlot[]> {
  const ipSlot = await consumeLimit(names.perIp, viewerIp(event), now);
  try {
    return [ipSlot, await consumeLimit(names.perAddress, mailboxKey(email), now)];
  } catch (error) {
    await releaseLimit(ipSlot);
    throw error;
  }
}

/** Gives the slots back when the action did not happen because of a fault on our side. */
export async function releaseLimits(slots: readonly LimitSlot[]): Promise<void> {
  await Promise.all(slots.map(releaseLimit));
}
