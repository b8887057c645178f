import { moderationMessages } from '../../shared/schemas/moderation';
import { conflict, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { moderationTable } from './entities/moderation';
import { moderationAudit } from './entities/moderation-audit';

/**
 * The affected person's one appeal of a decision, within its 30 days, signed in or through the link
 * of the statement of reasons. Anyone else, and an id that is no decision, get the same 404. The
 * appeal, the report's return to the queue (Appealed) and the audit entry are one transaction,
 * conditioned on there being no appeal yet and the window being open: fifty at once file one.
 */
export async function fileAppeal(decisionId: string, appellantId: string, text: string, now = new Date()) {
  const decision = await moderationTable.decision(decisionId, true);
  if (!decision || decision.subjectId !== appellantId) {
    throw notFound(moderationMessages.decisionNotFound, 'DECISION_NOT_FOUND');
  }
  if (!decision.appealUntil) throw conflict(moderationMessages.notAppealable, 'NOT_APPEALABLE');
  if (decision.appeal) throw conflict(moderationMessages.alreadyAppealed, 'ALREADY_APPEALED');
  if (now.toISOString() > decision.appealUntil)
    throw conflict(moderationMessages.appealClosed, 'APPEAL_CLOSED');
  const report = await moderationTable.report(decision.reportId, true);
  if (!report) throw notFound(moderationMessages.decisionNotFound, 'DECISION_NOT_FOUND');
  const filedAt = now.toISOString();
  const written = await moderationTable.appeal(decision, report, { text, filedAt }, [
    moderationAudit.putInTransaction({
      at: filedAt,
      actorId: appellantId,
      // An id only: the log cannot be edited, so it holds no member's name (an account deleted later
      // must leave none behind); moderators are staff, and named.
      actorName: 'The person affected',
      what: 'appeal.filed',
      reportId: report.reportId,
      decisionId,
      note: text,
    }),
  ]);
  if (!written.ok) throw conflict(moderationMessages.alreadyAppealed, 'ALREADY_APPEALED');
  logger.info('moderation: appeal filed', { decisionId });
  return { message: moderationMessages.appealed, decisionId };
}
