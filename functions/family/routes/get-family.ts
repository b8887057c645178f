import type { FamilyResponse } from '../../../shared/schemas/family';
import { unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { getFamily as familyOf } from '../family-page';

/** GET /family (guardians): each of their teens with applications, activity and settings. */
export const getFamily = defineRoute({
  async handle({ caller }) {
    if (!caller) throw unauthorized();
    return { body: { teens: await familyOf(caller) } satisfies FamilyResponse };
  },
});
