import { randomUUID } from 'node:crypto';
import { actOnReport as contract } from '../../../shared/contracts/moderation';
import { actionsFor, appealDeadline, isAppealable } from '../../../shared/rules/moderation';
import { type ActOnReportResponse, moderationMessages } from '../../../shared/schemas/moderation';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { carryOut, inEffect } from '../effects';
import { type DecisionRecord, moderationTable, type ReportRecord } from '../entities/moderation';
import { moderationAudit } from '../entities/moderation-audit';
import { sendStatement, tellReporters } from '../mails';
import { assertNotOwnCase, moderatorOf } from '../moderator';

const isOpenForAction = (report: ReportRecord) => report.state === 'new' || report.state === 'in-review';
/** Another moderator's decision on one of the same thing's reports can land between read and write. */
const ATTEMPTS = 3;

/**
 * POST /moderation/reports/{id}/action (moderators): a decision, for a reason from the list and with
 * a note. One transaction records it, closes this report and every other open report of the same
 * thing, and appends the audit entry, on the condition that each report is still open: fifty clicks
 * at once make one decision. Then the action is carried out (idempotent steps), the affected person
 * (and a minor's guardian) gets the statement of reasons, and each reporter the outcome.
 */
export const actOnReport = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const now = new Date();
    const moderator = moderatorOf(caller);
    for (let attempt = 1; ; attempt++) {
      const report = await moderationTable.report(params.id, true);
      if (!report) throw notFound(moderationMessages.reportNotFound, 'REPORT_NOT_FOUND');
      assertNotOwnCase(caller, report);
      if (!isOpenForAction(report)) throw conflict(moderationMessages.caseClosed, 'CASE_CLOSED');
      if (!actionsFor[report.kind].includes(body.action)) {
        throw badRequest(
          moderationMessages.actionNotForKind,
          { action: moderationMessages.actionNotForKind },
          'ACTION_NOT_FOR_KIND',
        );
      }
      if (body.action === 'restore') {
        const effect = await inEffect(report);
        if (!effect.hidden && !effect.suspended) {
          throw conflict(moderationMessages.nothingToRestore, 'NOTHING_TO_RESTORE');
        }
      }
      const others = (await moderationTable.reportsOfTarget(report.kind, report.targetId)).filter(
        (other) => other.reportId !== report.reportId && isOpenForAction(other),
      );
      const reports = [report, ...others];
      const decision: Omit<DecisionRecord, 'recordKey' | 'itemKey' | 'subjectAt'> = {
        decisionId: randomUUID(),
        reportId: report.reportId,
        reportIds: reports.map((r) => r.reportId),
        kind: report.kind,
        targetId: report.targetId,
        subjectId: report.subjectId,
        action: body.action,
        reasonCode: body.reasonCode,
        note: body.note,
        moderatorId: moderator.id,
        moderatorName: moderator.name,
        decidedAt: now.toISOString(),
        ...(isAppealable(body.action) ? { appealUntil: appealDeadline(now.toISOString()) } : {}),
      };
      const state = body.action === 'dismiss' ? 'dismissed' : 'actioned';
      const written = await moderationTable.decide(decision, state, [
        moderationAudit.putInTransaction({
          at: decision.decidedAt,
          actorId: moderator.id,
          actorName: moderator.name,
          what: `decision.${body.action}`,
          reportId: report.reportId,
          decisionId: decision.decisionId,
          reasonCode: body.reasonCode,
          note: body.note,
        }),
      ]);
      if (!written.ok) {
        if (attempt >= ATTEMPTS) throw conflict(moderationMessages.caseClosed, 'CASE_CLOSED');
        continue;
      }
      await carryOut(body.action, report, decision.decisionId, now);
      await sendStatement(report, written.value);
      await tellReporters(reports, body.action);
      logger.info('moderation: decided', { decisionId: decision.decisionId, action: body.action });
      return {
        body: {
          decisionId: decision.decisionId,
          action: body.action,
          state,
          reportIds: decision.reportIds,
          appealUntil: decision.appealUntil ?? null,
        } satisfies ActOnReportResponse,
      };
    }
  },
});
