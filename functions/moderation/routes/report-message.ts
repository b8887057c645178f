import { reportMessage as contract } from '../../../shared/contracts/moderation';
import { reportReasons } from '../../../shared/rules/conversation';
import { conversationMessages } from '../../../shared/schemas/conversation';
import { type ReportedMessage, recordMessageReport } from '../../conversations';
import { defineRoute } from '../../lib/http-handler';
import { logger } from '../../lib/logger';
import { stableNotificationId } from '../../lib/notify';
import { fileReport } from '../file-report';

const senderNames = { student: 'The student', employer: 'The employer' } as const;
const reporterNames = {
  student: 'The student',
  employer: 'The employer',
  guardian: 'The student’s parent or guardian',
} as const;

/**
 * The message as it was written when reported, for the desk (the thread itself is its members'),
 * under the title of the job the conversation is about (the statement of reasons names it so).
 */
function reportedMessage(message: ReportedMessage) {
  return {
    title: message.jobTitle,
    text: message.originalText,
    details: [
      ['Written by', senderNames[message.sender]],
      ['Sent', `${message.sentAt.replace('T', ' ').slice(0, 16)} UTC`],
      ['Reported by', reporterNames[message.reportedBy]],
    ] as [string, string][],
  };
}

/**
 * POST /conversations/{id}/messages/{messageId}/report: either party, or a teen's guardian, reports a
 * message once. The conversation keeps the report with the message as written and mails the support
 * mailbox, as it always has; then the desk files it in its one queue, as a report about the
 * conversation (what a moderator freezes) and the message's author. The report's id comes from the
 * message and the reporter, so a retry files nothing twice.
 */
export const reportMessage = defineRoute(contract, {
  async handle({ params, body, caller }) {
    const message = await recordMessageReport(caller, params.id, params.messageId, body);
    const filed = await fileReport({
      reportId: stableNotificationId(`message-report:${message.messageId}:${caller.userId}`),
      kind: 'message',
      targetId: message.conversationId,
      subjectId: message.senderId,
      reporterId: caller.userId,
      reason: body.reason,
      reasonLabel: reportReasons[body.reason],
      description: body.details,
      reported: reportedMessage(message),
      minorInTarget: message.studentIsMinor,
      reportedAt: message.reportedAt,
    });
    if (!filed.ok) logger.error('moderation: the desk already had this message report', params);
    return { status: 201, body: { message: conversationMessages.reported } };
  },
});
