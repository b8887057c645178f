import { correctGuardianBodySchema, familyMessages } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { toProfileResponse } from '../../users/user-item';
import { correctGuardian as correct } from '../guardian-invitations';

/** PUT /user/guardian (students): a corrected guardian address, invited at once. */
export const correctGuardian = defineRoute({
  body: correctGuardianBodySchema,
  async handle({ body, caller }) {
    if (!caller) throw unauthorized();
    const teen = await correct(caller, body);
    return { body: { message: familyMessages.corrected, profile: toProfileResponse(teen) } };
  },
});
