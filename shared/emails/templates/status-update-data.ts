import type { TemplateData } from '..';
import {
  CONTACT_NOT_SHARED,
  parentOutcomeText,
  type ReviewOutcome,
  teenOutcomeText,
} from './status-update-wording';

/*
 * The data of the two e-mails that tell a review's outcome (student and parent), apart from the
 * templates: the applications function builds this data, and importing a template would bundle the
 * template code (layout, schemas) into it. The wordings are in status-update-wording.ts,
 * which the templates' schemas (teen-application-status-update.ts,
 * parent-alert-application-status-update.ts) allow, each with its own status.
 */

/** The employer's contact details, as the accepted student reads them. */
export interface EmployerContact {
  phone: string;
  email: string;
}

/** A review's decision as the e-mails need it: the employer's contact details travel on acceptance only. */
export type ReviewDecision = { accepted: true; employer: EmployerContact } | { accepted: false };

/** The contact row of both e-mails: phone and e-mail, one per line, or that nothing was shared. */
function contactText(decision: ReviewDecision): string {
  return decision.accepted
    ? `Phone: ${decision.employer.phone}\nE-mail: ${decision.employer.email}`
    : CONTACT_NOT_SHARED;
}

/** The template's data for a decision: contact details on acceptance, none otherwise. */
export function teenStatusUpdateData(
  teenName: string,
  jobTitle: string,
  jobUrl: string,
  decision: ReviewDecision,
): TemplateData<'TeenApplicationStatusUpdate'> {
  const status: ReviewOutcome = decision.accepted ? 'accepted' : 'not selected';
  return {
    teenName,
    jobTitle,
    jobUrl,
    status,
    outcome: teenOutcomeText[status],
    employerContact: contactText(decision),
  };
}

/**
 * The parent's data for a decision: who the employer is, and on acceptance how to reach them, as the
 * student is told (docs/spec/2-employers-and-info-pages.md §7; the parent could not check the employer).
 */
export function parentStatusUpdateData(
  parentName: string,
  teenName: string,
  jobTitle: string,
  jobUrl: string,
  employerName: string,
  decision: ReviewDecision,
): TemplateData<'ParentAlert_ApplicationStatusUpdate'> {
  const status: ReviewOutcome = decision.accepted ? 'accepted' : 'not selected';
  return {
    parentName,
    teenName,
    jobTitle,
    jobUrl,
    status,
    outcome: parentOutcomeText[status],
    employerName,
    employerContact: contactText(decision),
  };
}
