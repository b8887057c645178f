import { getModerationCase as contract } from '../../../shared/contracts/moderation';
import { actionsFor } from '../../../shared/rules/moderation';
import { type ModerationCase, moderationMessages } from '../../../shared/schemas/moderation';
import { notFound } from '../../lib/errors';
import { defineRoute } from '../../lib/http-handler';
import { inEffect } from '../effects';
import { moderationTable } from '../entities/moderation';
import { moderationAudit } from '../entities/moderation-audit';
import { moderatorOf } from '../moderator';
import { findUser, fullName, roleName } from '../people';
import { toDecisionSummary } from '../views';

/**
 * GET /moderation/reports/{id} (moderators): the case. The reported thing as it was reported, who
 * reported it and why, where it stands, and the earlier decisions about the same person. Opening a
 * new report puts it In review, by this moderator (once: a conditional write), in the audit log.
 */
export const getModerationCase = defineRoute(contract, {
  async handle({ params, caller }) {
    const now = new Date();
    const moderator = moderatorOf(caller);
    let report = await moderationTable.report(params.id, true);
    if (!report) throw notFound(moderationMessages.reportNotFound, 'REPORT_NOT_FOUND');
    if (report.state === 'new' && (await moderationTable.startReview(report.reportId, moderator, now)).ok) {
      await moderationAudit.append({
        at: now.toISOString(),
        actorId: moderator.id,
        actorName: moderator.name,
        what: 'report.opened',
        reportId: report.reportId,
      });
      report = (await moderationTable.report(params.id, true)) ?? report;
    }
    const [reporter, subject, about, effect] = await Promise.all([
      findUser(report.reporterId),
      findUser(report.subjectId),
      moderationTable.aboutSubject(report.subjectId),
      inEffect(report),
    ]);
    const decisions = about.decisions.sort((a, b) => b.decidedAt.localeCompare(a.decidedAt));
    const decision = report.decisionId
      ? decisions.find((d) => d.decisionId === report?.decisionId)
      : undefined;
    const own = report.subjectId === caller.userId || report.reporterId === caller.userId;
    const open = report.state === 'new' || report.state === 'in-review';
    const actions =
      open && !own
        ? actionsFor[report.kind].filter(
            (action) => action !== 'restore' || effect.hidden || effect.suspended,
          )
        : [];
    const body: ModerationCase = {
      id: report.reportId,
      kind: report.kind,
      state: report.state,
      urgent: report.urgent,
      reportedAt: report.reportedAt,
      reason: report.reasonLabel,
      description: report.description,
      reporter: {
        name: reporter ? fullName(reporter) : 'Former user',
        role: report.reporterRole,
        email: reporter?.emailId ?? '',
      },
      subject: {
        id: report.subjectId,
        name: subject ? fullName(subject) : 'Former user',
        role: subject ? roleName(subject) : report.subjectRole,
        minor: report.subjectMinor,
      },
      reported: report.reported,
      reviewerName: report.reviewerName ?? null,
      decision: decision ? toDecisionSummary(decision) : null,
      history: decisions.filter((d) => d.decisionId !== report?.decisionId).map(toDecisionSummary),
      otherReports: about.reports.filter((r) => r.reportId !== report?.reportId).length,
      actions,
      canDecideAppeal:
        report.state === 'appealed' && decision !== undefined && decision.moderatorId !== caller.userId,
    };
    return { body };
  },
});
