import { withdrawApplication as contract } from '../../../shared/contracts/applications';
import { applicationMessages } from '../../../shared/schemas/application';
import { conversationClosing } from '../../conversations';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { tellGuardian, userRepository } from '../../users';
import { applicationRepository } from '../entities/application';
import { applicationNotFound } from '../refusals';

const notWithdrawable = () => conflict(applicationMessages.notWithdrawable, 'NOT_WITHDRAWABLE');

/**
 * DELETE /application/{id}: a student withdraws their own application while it is still pending (with
 * the employer, or waiting for their guardian); it stops counting for the employer in the same
 * transaction, and a teen's guardian hears of it. Someone else's application is a 404, as
 * if it did not exist.
 */
async function withdraw(caller: Caller, applicationId: string): Promise<void> {
  const item = await applicationRepository.getByApplicationId(applicationId);
  if (!item || item.studentId !== caller.userId) throw applicationNotFound();
  if (item.status !== 'Applied' && item.status !== 'AwaitingApproval') throw notWithdrawable();
  // A conversation the employer's interest opened becomes read-only with it.
  const closing = await conversationClosing(applicationId, 'withdrawn');
  if ((await applicationRepository.removePending(item, caller.userId, [closing])).ok) {
    if (item.isMinor) {
      const teen = await userRepository.getById(caller.userId);
      if (teen) await tellGuardian(teen, { kind: 'withdrawn', jobTitle: item.jobTitle });
    }
    return;
  }
  // Refused by the write's condition: reviewed or withdrawn meanwhile.
  const now = await applicationRepository.get(item.jobId, item.studentId);
  if (!now || now.applicationId !== applicationId) throw applicationNotFound();
  throw notWithdrawable();
}

/** DELETE /application/{id} (students): withdraws the caller's own pending application. */
export const withdrawApplication = defineRoute(contract, {
  async handle({ params, caller }) {
    await withdraw(caller, params.id);
    return { body: { message: applicationMessages.withdrawn } };
  },
});
