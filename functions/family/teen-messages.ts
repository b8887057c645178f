import type { UserItem } from '../users/user-item';
import { activityRepository } from './activity-repository';
import { guardianConfirmed, hasGuardian } from './guardian-link';

/*
 * A teen's guardian reads every message of the teen's conversations on /family; by e-mail they get
 * only how many there were, in the daily digest, never a mail per message. Counted for a guardian
 * who has confirmed, at their current address (the mail goes nowhere before that).
 */
export async function countTeenMessage(teen: UserItem, now: Date = new Date()): Promise<void> {
  if (!hasGuardian(teen) || !guardianConfirmed(teen) || !teen.guardianId || !teen.parentEmail) return;
  await activityRepository.countMessage(
    { teenId: teen.userId, teenName: teen.firstName },
    {
      guardianId: teen.guardianId,
      guardianEmail: teen.parentEmail,
      guardianName: teen.parentName || 'there',
    },
    now,
  );
}
