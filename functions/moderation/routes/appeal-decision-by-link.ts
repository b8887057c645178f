import { appealDecisionByLink as contract } from '../../../shared/contracts/moderation';
import { defineRoute } from '../../lib/http-handler';
import { invalidLink, verifyToken } from '../../lib/signed-token';
import { fileAppeal } from '../file-appeal';
import { APPEAL_LINK_PURPOSE } from '../mails';

/**
 * POST /moderation/appeal (public): the appeal from the statement of reasons' link, which names the
 * decision and the person it was sent to (a suspended account cannot sign in). The link is signed for
 * this purpose and expires with the appeal window; the one-appeal rule makes it single-use.
 */
export const appealDecisionByLink = defineRoute(contract, {
  async handle({ body }) {
    const claims = await verifyToken(body.token, APPEAL_LINK_PURPOSE);
    if (!claims.subject || !claims.nonce) throw invalidLink();
    return { body: await fileAppeal(claims.subject, claims.nonce, body.text) };
  },
});
