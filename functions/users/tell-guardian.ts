import { type ActivityKind, activitySentence, familyPagePaths } from '../../shared/rules/family';
import { appUrl } from '../lib/app-links';
import { HttpError } from '../lib/errors';
import { consumeLimit } from '../lib/limits';
import { logger } from '../lib/logger';
import { notify } from '../lib/notify';
import { activityRepository } from './activity-repository';
import { guardianConfirmed, hasGuardian, settingsOf } from './guardian-link';
import type { UserItem } from './user-item';

/*
 * Everything a guardian hears of goes through here, so the rules are in one place:
 * - the event is recorded in the teen's activity (the /family page lists it);
 * - nothing is mailed until the guardian has confirmed the address;
 * - a guardian who chose the digest, or who has had 10 mails today, gets it in the daily digest;
 * - otherwise it is mailed at once, with the event's own template.
 * Never throws: the teen's or employer's action stands whatever happens to its mail.
 */

export interface GuardianAddress {
  email: string;
  /** "there" when the record has no name ("Hi there,"). */
  name: string;
}

export interface GuardianEvent {
  kind: ActivityKind;
  jobTitle: string;
  applicationId?: string;
  /**
   * The event's own mail, when it goes at once (default: GuardianAlert_Activity with the sentence).
   * Resolves when the mail is queued.
   */
  mail?: (guardian: GuardianAddress) => Promise<void>;
  /** Recorded for the page, never mailed (the guardian did it themselves). */
  quiet?: boolean;
}

export const familyUrl = () => `${appUrl()}${familyPagePaths.family}`;

export async function tellGuardian(teen: UserItem, event: GuardianEvent, now = new Date()): Promise<void> {
  if (!hasGuardian(teen, now)) return;
  try {
    const text = activitySentence(event.kind, teen.firstName, event.jobTitle);
    const confirmed = !event.quiet && guardianConfirmed(teen) && teen.guardianId && teen.parentEmail;
    const guardian: GuardianAddress = { email: teen.parentEmail ?? '', name: teen.parentName || 'there' };
    const immediate =
      confirmed && settingsOf(teen, now).emailMode === 'every' && (await withinDailyCap(teen, now));
    const entry = {
      teenId: teen.userId,
      kind: event.kind,
      text,
      jobTitle: event.jobTitle,
      applicationId: event.applicationId,
    };
    const digestFor =
      confirmed && !immediate
        ? {
            guardianId: teen.guardianId as string,
            guardianEmail: guardian.email,
            guardianName: guardian.name,
          }
        : null;
    await activityRepository.record(entry, digestFor, now);
    if (!immediate) return;
    await (event.mail
      ? event.mail(guardian)
      : notify('GuardianAlert_Activity', [guardian.email], {
          parentName: guardian.name,
          summary: text,
          familyUrl: familyUrl(),
        }));
  } catch (error) {
    logger.error('guardian: could not record or tell an event', {
      userId: teen.userId,
      kind: event.kind,
      error,
    });
  }
}

/** One of the guardian's 10 mails of the day, or false: this one waits for the digest. */
async function withinDailyCap(teen: UserItem, now: Date): Promise<boolean> {
  try {
    await consumeLimit('guardianMail', teen.guardianId as string, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return false;
    throw error;
  }
}
