import { reasonCodes } from '../../shared/rules/moderation';
import type { DecisionSummary, QueueEntry } from '../../shared/schemas/moderation';
import type { DecisionRecord, ReportRecord } from './entities/moderation';

/** What the desk shows of a report, of a decision: built field by field from the records. */

export function toQueueEntry(report: ReportRecord): QueueEntry {
  return {
    id: report.reportId,
    kind: report.kind,
    state: report.state,
    urgent: report.urgent,
    reason: report.reasonLabel,
    summary: report.reported.title,
    reportedAt: report.reportedAt,
    waitingSince: (report.waitingSince ?? report.reportedAt).split('#')[0] ?? report.reportedAt,
  };
}

export function toDecisionSummary(decision: DecisionRecord): DecisionSummary {
  const appeal = decision.appeal;
  return {
    decisionId: decision.decisionId,
    reportId: decision.reportId,
    kind: decision.kind,
    action: decision.action,
    reasonCode: decision.reasonCode,
    reason: reasonCodes[decision.reasonCode],
    note: decision.note,
    decidedAt: decision.decidedAt,
    moderatorName: decision.moderatorName,
    appeal: appeal
      ? {
          text: appeal.text,
          filedAt: appeal.filedAt,
          outcome: appeal.outcome ?? null,
          decidedAt: appeal.decidedAt ?? null,
          moderatorName: appeal.moderatorName ?? null,
          note: appeal.note ?? null,
        }
      : null,
  };
}
