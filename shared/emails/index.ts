import type * as z from 'zod/mini';
import { accountDeleted } from './templates/account-deleted';
import { employerAlertJobApplicationInterest } from './templates/employer-alert-job-application-interest';
import { employerAlertTeenApplied } from './templates/employer-alert-teen-applied';
import { guardianAlertActivity } from './templates/guardian-alert-activity';
import { guardianAlertApprovalRequest } from './templates/guardian-alert-approval-request';
import { guardianAlertDigest } from './templates/guardian-alert-digest';
import { guardianAlertLinkEnded } from './templates/guardian-alert-link-ended';
import { jobAlert } from './templates/job-alert';
import { jobApplicationInterest } from './templates/job-application-interest';
import { messageNotification } from './templates/message-notification';
import { moderationAppealDecided } from './templates/moderation-appeal-decided';
import { moderationReportOutcome } from './templates/moderation-report-outcome';
import { moderationRestored } from './templates/moderation-restored';
import { moderationStatement } from './templates/moderation-statement';
import { parentAlertApplicationStatusUpdate } from './templates/parent-alert-application-status-update';
import { parentAlertTeenApplied } from './templates/parent-alert-teen-applied';
import { parentAlertTeenRegistered } from './templates/parent-alert-teen-registered';
import { reviewNotice } from './templates/review-notice';
import { scheduleBookingChange } from './templates/schedule-booking-change';
import { scheduleReminder } from './templates/schedule-reminder';
import { scheduleVisitUpdate } from './templates/schedule-visit-update';
import { supportAlertGuardianDeclined } from './templates/support-alert-guardian-declined';
import { supportAlertJobReported } from './templates/support-alert-job-reported';
import { supportAlertMessageReported } from './templates/support-alert-message-reported';
import { teenApplicationClosed } from './templates/teen-application-closed';
import { teenApplicationReceived } from './templates/teen-application-received';
import { teenApplicationStatusUpdate } from './templates/teen-application-status-update';

export type { EmailTemplate } from './layout';
export { escapeHtml, type RenderedEmail, renderTemplate, toSesTemplateData } from './render';

/**
 * The nine notification e-mails (docs/spec/1-students-and-accounts.md §7, docs/spec/2-employers-and-info-pages.md §7), the job alert, the five for guardians,
 * the account-deletion confirmation, the guardian's notice that the link ended at the teen's 18th
 * birthday, the conversations' new-message mail and message report, the schedule's three, the
 * moderation desk's four and the reviews' notice: twenty-seven in all. The CDK email stack and the
 * local runner create SES templates from each one's `subject`, `html` and `text` exactly as they
 * are; the notify
 * function sends `TemplateData: JSON.stringify(toSesTemplateData(data))` (the HTML part reads an
 * escaped copy of the data, see render.ts). There is no second copy of any template.
 */
export const emailTemplates = [
  teenApplicationReceived,
  parentAlertTeenApplied,
  employerAlertTeenApplied,
  parentAlertTeenRegistered,
  teenApplicationStatusUpdate,
  parentAlertApplicationStatusUpdate,
  supportAlertJobReported,
  jobApplicationInterest,
  employerAlertJobApplicationInterest,
  // Saved searches' daily alert.
  jobAlert,
  // Guardians, and applications that end without the employer's decision.
  guardianAlertApprovalRequest,
  guardianAlertActivity,
  guardianAlertDigest,
  teenApplicationClosed,
  supportAlertGuardianDeclined,
  // An account was deleted.
  accountDeleted,
  // Conversations: an unread message, and a reported one.
  messageNotification,
  supportAlertMessageReported,
  // The day of the job: a reminder, what happens at a visit, and changes to the visits.
  scheduleReminder,
  scheduleVisitUpdate,
  scheduleBookingChange,
  // A teen turned 18: their guardian's link ends.
  guardianAlertLinkEnded,
  // The moderation desk: the statement of reasons, a restore, an appeal's outcome, and the reporter's.
  moderationStatement,
  moderationRestored,
  moderationAppealDecided,
  moderationReportOutcome,
  // Reviews after a completed job: the other side reviewed you, or both reviews are visible.
  reviewNotice,
] as const;

type AnyTemplate = (typeof emailTemplates)[number];
export type TemplateName = AnyTemplate['name'];
export type TemplateOf<N extends TemplateName> = Extract<AnyTemplate, { name: N }>;
/** What a caller passes for template N (before trimming). */
export type TemplateData<N extends TemplateName> = z.input<TemplateOf<N>['dataSchema']>;

export const templateNames = emailTemplates.map((template) => template.name) as [
  TemplateName,
  ...TemplateName[],
];

const byName = new Map<string, AnyTemplate>(emailTemplates.map((template) => [template.name, template]));

export function isTemplateName(name: unknown): name is TemplateName {
  return typeof name === 'string' && byName.has(name);
}

export function getTemplate<N extends TemplateName>(name: N): TemplateOf<N> {
  const template = byName.get(name);
  if (!template) throw new Error(`Unknown e-mail template ${name}`);
  return template as TemplateOf<N>;
}

/**
 * The name a template has in SES. Stages sharing an account get their own copies through the prefix
 * (EMAIL_TEMPLATE_PREFIX, possibly empty); CDK, the local runner and the notify function all use this.
 */
export function sesTemplateName(prefix: string, name: TemplateName): string {
  return `${prefix}${name}`;
}
