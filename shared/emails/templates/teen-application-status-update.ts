import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';
// The wording lives in status-update-wording.ts and the data builder in status-update-data.ts (no
// template code: the applications function builds the data without bundling the templates).
import { CONTACT_NOT_SHARED, teenOutcomeText as outcomeText, reviewOutcomes } from './status-update-wording';

/*
 * One template serves both outcomes of a review (accept and reject). SES templates here are plain
 * placeholders (no Handlebars conditions), so the words that differ travel as data, and the data
 * schema allows only the two fixed wordings (status-update-wording.ts), each with its own status: a
 * rejection can never carry the employer's contact details.
 */

const dataSchema = z
  .strictObject({
    teenName: line(),
    jobTitle: line(),
    jobUrl: link(),
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
  // Each fact once in the message: the decision in the heading, the job in the details.
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
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
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
