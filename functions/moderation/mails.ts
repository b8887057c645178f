import {
  appealOutcomeWords,
  reportOutcome,
  statementDecision,
} from '../../shared/emails/templates/moderation-data';
import { formatLongDate } from '../../shared/rules/display';
import {
  type AppealOutcome,
  appealDeadline,
  type ModerationAction,
  reasonCodes,
} from '../../shared/rules/moderation';
import { appealUrl } from '../lib/app-links';
import { notify, stableNotificationId } from '../lib/notify';
import { signToken } from '../lib/signed-token';
import type { DecisionRecord, ReportRecord } from './entities/moderation';
import { findUser, mailRecipients, type UserItem } from './people';

/*
 * The desk's mails: the statement of reasons to the affected person (and a minor's guardian), the
 * outcome to each reporter (never naming the other person or what happened to them), and an
 * appeal's outcome. Each is a consequence of a decision already stored; a mail that cannot be sent
 * never undoes it (functions/lib/notify.ts).
 */

/** The signed appeal link's purpose: it can do nothing else. */
export const APPEAL_LINK_PURPOSE = 'moderation-appeal';

const day = (iso: string) => formatLongDate(iso.slice(0, 10));

/** "the job “X” you posted", "your account"; for a guardian, the teen's. */
function about(report: ReportRecord, action: ModerationAction, own: boolean, subject: UserItem): string {
  const whose = own ? 'your' : `${subject.firstName}’s`;
  if (action === 'suspend') return `${whose} account`;
  const title = report.reported.title;
  if (report.kind === 'job')
    return own ? `the job “${title}” you posted` : `the job “${title}” ${subject.firstName} posted`;
  if (report.kind === 'review') return `${whose} review “${title}”`;
  return `${whose} conversation about “${title}”`;
}

/** What a reporter reported, without anyone's name. */
const reportedThing = (report: ReportRecord) =>
  report.kind === 'job'
    ? `the job “${report.reported.title}”`
    : report.kind === 'review'
      ? 'a review'
      : 'a message';

export async function sendStatement(report: ReportRecord, decision: DecisionRecord): Promise<void> {
  const subject = await findUser(report.subjectId);
  if (!subject) return;
  const recipients = mailRecipients(subject);
  if (decision.action === 'restore') {
    await Promise.all(
      recipients.map((recipient, i) =>
        notify('ModerationRestored', [recipient.email], {
          recipientName: recipient.name,
          about: about(report, 'hide', i === 0, subject),
          note: decision.note,
        }),
      ),
    );
    return;
  }
  if (decision.action !== 'hide' && decision.action !== 'suspend' && decision.action !== 'freeze') return;
  const until = appealDeadline(decision.decidedAt);
  const token = await signToken({
    purpose: APPEAL_LINK_PURPOSE,
    subject: decision.decisionId,
    nonce: decision.subjectId,
    expiresAt: Math.floor(Date.parse(until) / 1000),
  });
  await Promise.all(
    recipients.map((recipient, i) =>
      notify(
        'ModerationStatement',
        [recipient.email],
        {
          recipientName: recipient.name,
          about: about(report, decision.action, i === 0, subject),
          decision: statementDecision[decision.action as 'hide' | 'suspend' | 'freeze'],
          reason: reasonCodes[decision.reasonCode],
          note: decision.note,
          decidedOn: day(decision.decidedAt),
          appealUntil: day(until),
          appealUrl: appealUrl(token),
        },
        { id: stableNotificationId(`${decision.decisionId}-statement-${i}`) },
      ),
    ),
  );
}

/** Each reporter hears what came of their report. */
export async function tellReporters(
  reports: readonly ReportRecord[],
  action: ModerationAction,
): Promise<void> {
  await Promise.all(
    reports.map(async (report) => {
      const reporter = await findUser(report.reporterId);
      if (!reporter) return;
      await notify(
        'ModerationReportOutcome',
        [reporter.emailId],
        {
          recipientName: reporter.firstName,
          about: reportedThing(report),
          reportedOn: day(report.reportedAt),
          outcome: reportOutcome[action],
        },
        { id: stableNotificationId(`${report.reportId}-outcome-${action}`) },
      );
    }),
  );
}

export async function sendAppealOutcome(
  report: ReportRecord,
  decision: DecisionRecord,
  outcome: AppealOutcome,
  note: string,
): Promise<void> {
  const subject = await findUser(report.subjectId);
  if (!subject) return;
  await Promise.all(
    mailRecipients(subject).map((recipient, i) =>
      notify(
        'ModerationAppealDecided',
        [recipient.email],
        {
          recipientName: recipient.name,
          about: about(report, decision.action, i === 0, subject),
          outcome: appealOutcomeWords[outcome],
          note,
        },
        { id: stableNotificationId(`${decision.decisionId}-appeal-${i}`) },
      ),
    ),
  );
}
