/*
 * The words of a review's outcome, as the two e-mails that tell it (student and parent) say them. The
 * templates' schemas allow only these wordings; the data builders (status-update-data.ts) pick them.
 * A file of its own so the templates need not import the builders, which import the template index
 * (an import circle).
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
