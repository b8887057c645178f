import {
  getEmployerDisplay as getContract,
  setEmployerDisplay as setContract,
} from '../../../shared/contracts/users';
import { employerDisplayMessages } from '../../../shared/schemas/employer-display';
import { defineRoute } from '../../lib/http-handler';
import { profileNotFound } from '../../lib/profile-guard';
import { userRepository } from '../user-repository';

/**
 * GET /user/employer-display (employers): how students' work histories name the caller, by name or as
 * "A household in Austin, TX" (shared/rules/employer-display.ts).
 */
export const getEmployerDisplay = defineRoute(getContract, {
  async handle({ caller }) {
    const item = await userRepository.getById(caller.userId);
    if (!item) throw profileNotFound();
    return { body: { shownAsHousehold: item.shownAsHousehold === true } };
  },
});

/**
 * PUT /user/employer-display (employers): the choice, stored on the caller's own record. The work
 * history reads it whenever it is read, so it applies to every job from then on.
 */
export const setEmployerDisplay = defineRoute(setContract, {
  async handle({ body, caller }) {
    const updated = await userRepository.setShownAsHousehold(caller.userId, body.shownAsHousehold);
    if (!updated.ok) throw profileNotFound();
    return {
      body: {
        message: employerDisplayMessages.saved,
        shownAsHousehold: updated.value.shownAsHousehold === true,
      },
    };
  },
});
