import { getMailStatus as contract } from '../../../shared/contracts/users';
import type { MailStatusResponse, UndeliverableAddress } from '../../../shared/schemas/mail-status';
import { defineRoute } from '../../lib/http-handler';
import { suppressedAmong } from '../../lib/mail-suppressions';
import { profileNotFound } from '../../lib/profile-guard';
import { userRepository } from '../user-repository';

/**
 * GET /user/mail-status: which of the caller's addresses our mail cannot reach, so the app
 * can ask them to correct it: their own, and for a teen their parent or guardian's. The addresses come
 * from the caller's profile, never from the request.
 */
export const getMailStatus = defineRoute(contract, {
  async handle({ caller }) {
    const item = await userRepository.getById(caller.userId);
    if (!item) throw profileNotFound();
    const addresses: { kind: UndeliverableAddress['kind']; address: string }[] = [
      { kind: 'own', address: item.emailId },
    ];
    if (item.roleId === 1 && item.parentEmail)
      addresses.push({ kind: 'guardian', address: item.parentEmail });
    const suppressed = await suppressedAmong(addresses.map(({ address }) => address));
    const body: MailStatusResponse = {
      undeliverable: addresses.flatMap(({ kind, address }) => {
        const suppression = suppressed.get(address);
        return suppression ? [{ kind, address, ...suppression }] : [];
      }),
    };
    return { body };
  },
});
