import { UUID_PATTERN } from '../../shared/rules/ids';
import type { UnsubscribeResponse } from '../../shared/schemas/saved-search';
import { invalidLink, verifyToken } from '../lib/signed-token';
import { describeItem, type SavedSearchItem } from './saved-search-item';
import { savedSearchRepository } from './saved-search-repository';

/*
 * An alert's unsubscribe link (RFC 8058 one-click, or the page the e-mail links to). The token is
 * signed for one purpose (functions/lib/signed-token.ts); its subject is the student, and its nonce
 * names each search of that e-mail with the nonce that search holds for its one live link. Each
 * search is paused by a conditional write that spends its nonce, so the link works once per search:
 * a second use, or fifty at once, finds nothing left to spend and says it is already done.
 */

export const UNSUBSCRIBE_PURPOSE = 'alert-unsubscribe';

export interface UnsubscribeEntry {
  searchId: string;
  nonce: string;
}

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;

/** `searchId.nonce~searchId.nonce`: ids are UUIDs and nonces base64url, so neither holds `.` or `~`. */
export function encodeUnsubscribeNonce(entries: readonly UnsubscribeEntry[]): string {
  return entries.map((entry) => `${entry.searchId}.${entry.nonce}`).join('~');
}

export function decodeUnsubscribeNonce(value: string): UnsubscribeEntry[] | null {
  const entries: UnsubscribeEntry[] = [];
  for (const part of value.split('~')) {
    const [searchId = '', nonce = '', ...rest] = part.split('.');
    // One malformed part makes the whole value malformed.
    if (rest.length > 0 || !UUID_PATTERN.test(searchId) || !NONCE.test(nonce)) return null;
    entries.push({ searchId, nonce });
  }
  return entries;
}

const describe = (items: SavedSearchItem[]) =>
  items.map((item) => ({ id: item.searchId, description: describeItem(item) }));

export async function unsubscribe(token: string, now: Date = new Date()): Promise<UnsubscribeResponse> {
  const claims = await verifyToken(token, UNSUBSCRIBE_PURPOSE, now);
  const entries = decodeUnsubscribeNonce(claims.nonce);
  // Signed by us and still malformed: not a link we sent. Same answer as any forgery.
  if (!entries) throw invalidLink();
  const spent = await Promise.all(
    entries.map((entry) =>
      savedSearchRepository.spendUnsubscribeNonce(claims.subject, entry.searchId, entry.nonce, now),
    ),
  );
  const paused = spent.flatMap((result) => (result.ok ? [result.value] : []));
  if (paused.length > 0) {
    return {
      outcome: 'paused',
      searches: describe(paused),
      message:
        paused.length === 1
          ? 'Done. We will not send alerts for this search any more. It stays on your Job alerts page, paused, so you can turn it on again.'
          : 'Done. We will not send alerts for these searches any more. They stay on your Job alerts page, paused, so you can turn them on again.',
    };
  }
  // Already used: say so, and name what is still there (a search deleted since is simply gone).
  const current = await Promise.all(
    entries.map((entry) => savedSearchRepository.get(claims.subject, entry.searchId)),
  );
  return {
    outcome: 'already-done',
    searches: describe(current.filter((item): item is SavedSearchItem => item !== null)),
    message: 'You have already used this link: these alerts are already stopped. Nothing else changed.',
  };
}
