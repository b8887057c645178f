import { appealDecision as contract } from '../../../shared/contracts/moderation';
import { defineRoute } from '../../lib/http-handler';
import { fileAppeal } from '../file-appeal';

/** POST /moderation/decisions/{id}/appeal (signed in): the affected person appeals, once. */
export const appealDecision = defineRoute(contract, {
  async handle({ params, body, caller }) {
    return { body: await fileAppeal(params.id, caller.userId, body.text) };
  },
});
