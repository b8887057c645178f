import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/*
 * One template serves both outcomes of a review (accept and reject). SES templates here are plain
 * placeholders (no Handlebars conditions), so the words that differ travel as data, and the data
 * schema allows only the two fixed wordings below, each with its own status: a rejection can never
 * carry the employer's contact details.
 */

/** The two outcomes of a review, as the e-mails say them ("was accepted", "was not selected"). */
export const reviewOutcomes = ['accepted', 'not selected'] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];

const outcomeText = {
  accepted:
    'Great news! The employer chose you for this job. Get in touch with them to agree on the day, the time and where to meet.',
  'not selected':
    'Thank you for applying. The employer has chosen another applicant this time. New jobs are posted near you all the time: keep looking!',
} as const satisfies Record<ReviewOutcome, string>;

/** What the contact row says when the application was not accepted. */
export const CONTACT_NOT_SHARED = 'Shared only when an application is accepted';

const dataSchema = z
  .strictObject({
    teenName: line(),
    jobTitle: line(),
    status: z.enum(reviewOutcomes),
    outcome: z.enum([outcomeText.accepted, outcomeText['not selected']]),
    /** The employer's phone and e-mail, one per line, on acceptance only. */
    employerContact: paragraph().check(z.minLength(1)),
  })
  .check(
    z.refine((data) => data.outcome === outcomeText[data.status], {
      message: 'The outcome text must match the status.',
      path: ['outcome'],
    }),
    z.refine((data) => (data.status === 'accepted') === (data.employerContact !== CONTACT_NOT_SHARED), {
      message: 'Only an accepted application carries the employer’s contact details.',
      path: ['employerContact'],
    }),
  );

/** To the student, when the employer accepts (with the employer's contact details) or rejects their application. */
export const teenApplicationStatusUpdate = defineTemplate({
  name: 'TeenApplicationStatusUpdate',
  dataSchema,
  subject: 'Your application for {{jobTitle}} was {{status}}',
  // Each fact once in the message (issue 12): the decision in the heading, the job in the details.
  content: {
    preview: 'The employer has decided on your application for {{jobTitle}}.',
    heading: 'Your application was {{status}}',
    body: [
      'Hi {{teenName}},',
      '{{outcome}}',
      {
        details: [
          ['Job', '{{jobTitle}}'],
          ['Employer’s contact', '{{employerContact}}'],
        ],
      },
      {
        tips: {
          heading: 'Staying safe on every job',
          items: [
            'If you are under 18, tell your parent or guardian about every job and plan the first meeting together.',
            'Meet in a public place, or with an adult you trust there, the first time.',
            'Agree on the pay before the work starts. A real job never asks you to pay money or share bank or card details.',
            'If something feels wrong, you can always say no. Reply to this e-mail and we will help.',
          ],
        },
      },
    ],
    reason: 'You are getting this e-mail because you applied for this job on Neighbourhood Jobs.',
  },
});

/** The employer's contact details, as the accepted student reads them. */
export interface EmployerContact {
  phone: string;
  email: string;
}

/** The template's data for a decision: contact details on acceptance, none otherwise. */
export function teenStatusUpdateData(
  teenName: string,
  jobTitle: string,
  decision: { accepted: true; employer: EmployerContact } | { accepted: false },
): z.input<typeof dataSchema> {
  const status: ReviewOutcome = decision.accepted ? 'accepted' : 'not selected';
  return {
    teenName,
    jobTitle,
    status,
    outcome: outcomeText[status],
    employerContact: decision.accepted
      ? `Phone: ${decision.employer.phone}\nE-mail: ${decision.employer.email}`
      : CONTACT_NOT_SHARED,
  };
}
