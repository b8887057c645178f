import type { ReportKind } from '../../shared/rules/moderation';
import { isUrgentReport } from '../../shared/rules/moderation';
import { ROLE } from '../lib/caller';
import type { Written } from '../lib/conditional-write';
import { logger } from '../lib/logger';
import { moderationTable, type ReportedThing, type ReportRecord } from './entities/moderation';
import { findUser, isMinorUser, roleName } from './people';

/**
 * A report enters the moderation desk's queue (the reporting domains call this through index.ts,
 * after storing their own record of it): what was reported, as it is now, by whom and why. Urgent
 * when it is about a minor's safety (shared/rules/moderation.ts). One report per id: a repeat is
 * refused, and so is a second report of the same thing by the same person (the reporting domain's
 * own one-per-person rule).
 */
export async function fileReport(report: {
  reportId: string;
  kind: ReportKind;
  targetId: string;
  subjectId: string;
  reporterId: string;
  reason: string;
  reasonLabel: string;
  description: string;
  reported: ReportedThing;
  /** A minor is involved in the reported thing itself (a teen's conversation or review). */
  minorInTarget?: boolean;
  reportedAt: string;
}): Promise<Written<ReportRecord>> {
  const [reporter, subject] = await Promise.all([findUser(report.reporterId), findUser(report.subjectId)]);
  const minorInvolved =
    report.minorInTarget === true ||
    isMinorUser(reporter) ||
    isMinorUser(subject) ||
    reporter?.roleId === ROLE.guardian;
  const urgent = isUrgentReport({ kind: report.kind, reason: report.reason, minorInvolved });
  const { minorInTarget: _, ...stored } = report;
  const written = await moderationTable.fileReport({
    ...stored,
    reporterRole: roleName(reporter),
    subjectRole: roleName(subject),
    subjectMinor: isMinorUser(subject),
    urgent,
  });
  if (written.ok)
    logger.info('moderation: report filed', { reportId: report.reportId, kind: report.kind, urgent });
  return written;
}
