import { moderationMessages } from '../../shared/schemas/moderation';
import type { Caller } from '../lib/caller';
import { forbidden } from '../lib/errors';
import type { ReportRecord } from './entities/moderation';

/** The moderator as the audit log and the decisions name them: from their token, never a body. */
export const moderatorOf = (caller: Caller) => ({
  id: caller.userId,
  name: `${caller.givenName} ${caller.familyName}`.trim() || caller.email,
});

/** Nobody decides a report about themselves or one they made. */
export function assertNotOwnCase(
  caller: Caller,
  report: Pick<ReportRecord, 'subjectId' | 'reporterId'>,
): void {
  if (report.subjectId === caller.userId || report.reporterId === caller.userId) {
    throw forbidden(moderationMessages.ownCase, 'OWN_CASE');
  }
}
