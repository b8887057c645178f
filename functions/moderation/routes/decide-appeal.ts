import { decideAppeal as contract } from '../../../shared/contracts/moderation';
import { moderationMessages } from '../../../shared/schemas/moderation';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { undo } from '../effects';
import { moderationTable } from '../entities/moderation';
import { moderationAudit } from '../entities/moderation-audit';
import { sendAppealOutcome } from '../mails';
import { assertNotOwnCase, moderatorOf } from '../moderator';

/**
 * POST /moderation/decisions/{id}/appeal/decision (moderators): another moderator than the one who
 * decided upholds or reverses it, once (a conditional write), with a note. Reversed, the action is
 * undone. The person who appealed (and a minor's guardian) hears the outcome.
 */
export const decideAppeal = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const now = new Date();
    const moderator = moderatorOf(caller);
    const decision = await moderationTable.decision(params.id, true);
    if (!decision) throw notFound(moderationMessages.decisionNotFound, 'DECISION_NOT_FOUND');
    const report = await moderationTable.report(decision.reportId, true);
    if (!report) throw notFound(moderationMessages.decisionNotFound, 'DECISION_NOT_FOUND');
    assertNotOwnCase(caller, report);
    if (!decision.appeal) throw conflict(moderationMessages.noAppeal, 'NO_APPEAL');
    if (decision.appeal.outcome) throw conflict(moderationMessages.caseClosed, 'APPEAL_DECIDED');
    if (decision.moderatorId === caller.userId)
      throw forbidden(moderationMessages.sameModerator, 'SAME_MODERATOR');
    const decidedAt = now.toISOString();
    const appeal = {
      ...decision.appeal,
      outcome: body.outcome,
      decidedAt,
      moderatorId: moderator.id,
      moderatorName: moderator.name,
      note: body.note,
    };
    const written = await moderationTable.decideAppeal(decision, report, appeal, [
      moderationAudit.putInTransaction({
        at: decidedAt,
        actorId: moderator.id,
        actorName: moderator.name,
        what: `appeal.${body.outcome}`,
        reportId: report.reportId,
        decisionId: decision.decisionId,
        note: body.note,
      }),
    ]);
    if (!written.ok) throw conflict(moderationMessages.caseClosed, 'APPEAL_DECIDED');
    if (body.outcome === 'reversed') await undo(decision.action, report, now);
    await sendAppealOutcome(report, decision, body.outcome, body.note);
    logger.info('moderation: appeal decided', { decisionId: decision.decisionId, outcome: body.outcome });
    return { body: { decisionId: decision.decisionId, outcome: body.outcome, state: body.outcome } };
  },
});
