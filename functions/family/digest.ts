import { messagesDigestLine } from '../../shared/rules/family';
import type { Written } from '../lib/conditional-write';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { type ActivityItem, activityRepository, DIGEST_SHARDS } from './activity-repository';
import { familyUrl } from './tell-guardian';

/*
 * The guardians' daily digest (issue 20 §2): everything that waited for it (the guardian chose the
 * digest, or the day's 10 mails were used) goes out as one mail per guardian, oldest first. Runs once a
 * day on a schedule (infra/constructs/family-digest.ts; locally scripts/local/stack.ts), like the jobs
 * sweep. Each item is claimed by a conditional write before the mail is queued, so two runs at once, or
 * a retried run, mail each event once.
 */

/** One line per event; past this many the mail points to the family page for the rest. */
export const DIGEST_MAX_LINES = 25;
/** The template's summary is a paragraph of at most 2000 characters (shared/emails/fields.ts). */
const DIGEST_MAX_CHARACTERS = 1900;

export function digestSummary(items: readonly Pick<ActivityItem, 'text' | 'at'>[]): string {
  const ordered = [...items].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const lines: string[] = [];
  let length = 0;
  for (const item of ordered) {
    if (lines.length === DIGEST_MAX_LINES || length + item.text.length + 1 > DIGEST_MAX_CHARACTERS) break;
    lines.push(item.text);
    length += item.text.length + 1;
  }
  const rest = ordered.length - lines.length;
  if (rest > 0) lines.push(`…and ${rest} more on your family page.`);
  return lines.join('\n');
}

/**
 * The messages counter of a teen's conversations is claimed as counted (a message meanwhile leaves it
 * for the next digest); an event is claimed as it is.
 */
const claim = (item: ActivityItem): Promise<Written<unknown>> =>
  item.kind === 'messages'
    ? activityRepository.claimMessageCount(item)
    : activityRepository.claimForDigest(item);

/** A messages counter's line says how many came since the last digest; an event has its own. */
const withText = (item: ActivityItem): ActivityItem =>
  item.kind === 'messages'
    ? {
        ...item,
        text: messagesDigestLine(item.teenName ?? 'your teen', (item.count ?? 0) - (item.digested ?? 0)),
      }
    : item;

export interface DigestRun {
  guardians: number;
  events: number;
}

export async function sendDigests(): Promise<DigestRun> {
  const run: DigestRun = { guardians: 0, events: 0 };
  for (let shard = 0; shard < DIGEST_SHARDS; shard++) {
    const byGuardian = new Map<string, ActivityItem[]>();
    for (const item of await activityRepository.dueInShard(shard)) {
      if (!item.guardianId) continue;
      byGuardian.set(item.guardianId, [...(byGuardian.get(item.guardianId) ?? []), item]);
    }
    for (const items of byGuardian.values()) {
      const claimed: ActivityItem[] = [];
      for (const item of items) if ((await claim(item)).ok) claimed.push(withText(item));
      const latest = claimed[claimed.length - 1];
      if (!latest?.guardianEmail) continue;
      await notify('GuardianAlert_Digest', [latest.guardianEmail], {
        parentName: latest.guardianName || 'there',
        summary: digestSummary(claimed),
        familyUrl: familyUrl(),
      });
      run.guardians += 1;
      run.events += claimed.length;
    }
  }
  logger.info('family digest: sent', { ...run });
  return run;
}

/** The scheduled function's entry. */
export async function handler(): Promise<DigestRun> {
  return sendDigests();
}
