import { correctGuardian as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { toProfileResponse } from '../../users';
import { correctGuardian as correct } from '../guardian-invitations';

/** PUT /user/guardian (students): a corrected guardian address, invited at once. */
export const correctGuardian = defineRoute(contract, {
  async handle({ body, caller }) {
    const teen = await correct(caller, body);
    return { body: { message: familyMessages.corrected, profile: toProfileResponse(teen) } };
  },
});
