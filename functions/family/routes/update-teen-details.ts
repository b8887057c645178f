import { updateTeenDetails as contract } from '../../../shared/contracts/family';
import { familyMessages } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { updateContactDetails } from '../../users';
import { familyTeen, ownTeen } from '../family-page';

/**
 * PUT /family/teen/{id}/details (guardians): the guardian changes their teen's name, phone and ZIP
 * code, with the rules of the teen's own profile (functions/users/contact-details.ts). Only this route
 * needs the user pool's client, so only its chunk carries it.
 */
export const updateTeenDetails = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const teen = await ownTeen(caller, params.id);
    const updated = await familyTeen(await updateContactDetails(teen, body));
    return { body: { message: familyMessages.detailsSaved, teen: updated } };
  },
});
