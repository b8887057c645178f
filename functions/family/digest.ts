import { messagesDigestLine } from '../../shared/rules/family';
import { MESSAGE_COUNT_SHARDS, type MessageCount, messageCountsDue } from '../conversations';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { type ActivityItem, activityRepository, DIGEST_SHARDS, familyUrl, findUser } from '../users';

/*
 * The guardians' daily digest: everything that waited for it (the guardian chose the
 * digest, or the day's 10 mails were used) goes out as one mail per guardian, oldest first. Runs once a
 * day on a schedule (infra/constructs/family-digest.ts; locally scripts/local/stack.ts), like the jobs
 * sweep. Each item is claimed by a conditional write before the mail is queued, so two runs at once, or
 * a retried run, mail each event once. The teen's conversations add how many messages they had since
 * the last digest (a line per teen, never a mail per message); the conversations domain counts them
 * in the same shards and each count is claimed as read.
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

export interface DigestRun {
  guardians: number;
  events: number;
}

/** One guardian's share of a shard: their activity, and their teens' message counts. */
interface GuardianDue {
  activity: ActivityItem[];
  messages: MessageCount[];
}

/** Where the digest goes: the activity's copy of the address, or (messages only) the guardian's record. */
async function addressOf(guardianId: string, activity: readonly ActivityItem[]) {
  const latest = activity[activity.length - 1];
  if (latest?.guardianEmail) return { email: latest.guardianEmail, name: latest.guardianName || 'there' };
  const guardian = await findUser(guardianId);
  return guardian ? { email: guardian.emailId, name: guardian.firstName || 'there' } : null;
}

export async function sendDigests(): Promise<DigestRun> {
  const run: DigestRun = { guardians: 0, events: 0 };
  // Every shard of both first: a guardian's activity and their teens' counts are spread by two
  // domains, and the guardian gets one mail of both.
  const byGuardian = new Map<string, GuardianDue>();
  const dueOf = (guardianId: string) => {
    const due = byGuardian.get(guardianId) ?? { activity: [], messages: [] };
    byGuardian.set(guardianId, due);
    return due;
  };
  for (let shard = 0; shard < DIGEST_SHARDS; shard++) {
    for (const item of await activityRepository.dueInShard(shard)) {
      if (item.guardianId) dueOf(item.guardianId).activity.push(item);
    }
  }
  for (let shard = 0; shard < MESSAGE_COUNT_SHARDS; shard++) {
    for (const count of await messageCountsDue(shard)) dueOf(count.guardianId).messages.push(count);
  }
  for (const [guardianId, due] of byGuardian) {
    const claimed: ActivityItem[] = [];
    for (const item of due.activity)
      if ((await activityRepository.claimForDigest(item)).ok) claimed.push(item);
    const lines: Pick<ActivityItem, 'text' | 'at'>[] = [...claimed];
    for (const count of due.messages) {
      if (count.newMessages > 0 && (await count.claim())) {
        lines.push({ text: messagesDigestLine(count.teenFirstName, count.newMessages), at: count.at });
      }
    }
    if (lines.length === 0) continue;
    const address = await addressOf(guardianId, claimed);
    if (!address) continue;
    await notify('GuardianAlert_Digest', [address.email], {
      parentName: address.name,
      summary: digestSummary(lines),
      familyUrl: familyUrl(),
    });
    run.guardians += 1;
    run.events += lines.length;
  }
  logger.info('family digest: sent', { ...run });
  return run;
}

/** The scheduled function's entry. */
export async function handler(): Promise<DigestRun> {
  return sendDigests();
}
