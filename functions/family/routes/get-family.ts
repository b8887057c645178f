import { getFamily as contract } from '../../../shared/contracts/family';
import type { FamilyResponse } from '../../../shared/schemas/family';
import { defineRoute } from '../../lib/http-handler';
import { getFamily as familyOf } from '../family-page';

/** GET /family (guardians): each of their teens with applications, activity and settings. */
export const getFamily = defineRoute(contract, {
  async handle({ caller }) {
    return { body: { teens: await familyOf(caller) } satisfies FamilyResponse };
  },
});
