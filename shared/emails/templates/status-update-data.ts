import type { TemplateData } from '..';

/*
 * The words of a review's outcome and the data of the two e-mails that tell it (student and parent),
 * apart from the templates: the applications function builds this data, and importing a template
 * would bundle the template code (layout, schemas) into it (issue 11). The templates' schemas
 * (teen-application-status-update.ts, parent-alert-application-status-update.ts) allow only these
 * wordings, each with its own status.
 */

/** The two outcomes of a review, as the e-mails say them ("was accepted", "was not selected"). */
export const reviewOutcomes = ['accepted', 'not selected'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

/** The student's e-mail: what each outcome means for them. */
export const teenOutcomeText = {
  accepted:
    'Great news! The employer chose you for this job. Get in touch with them to agree on the day, the time and where to meet.',
  'not selected':
    'Thank you for applying. The employer has chosen another applicant this time. New jobs are posted near you all the time: keep looking!',
} as const satisfies Record<ReviewOutcome, string>;

/** The parent's e-mail: what each outcome means for their child. */
export const parentOutcomeText = {
  accepted:
    'We have sent them the employer’s phone number and e-mail address so they can arrange the job. Please talk with them before the job starts, and ask them to show you the employer’s details.',
  'not selected':
    'The employer chose another applicant, and no contact details were shared. They can keep applying for other jobs, and we will let you know each time they do.',
} as const satisfies Record<ReviewOutcome, string>;

/** What the contact row says when the application was not accepted. */
export const CONTACT_NOT_SHARED = 'Shared only when an application is accepted';

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
 * student is told (spec/2 §7; issue 25, item 11: the parent could not check the employer).
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
