import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';
// The wording lives in status-update-wording.ts and the data builder in status-update-data.ts (no
// template code: the applications function builds the data without bundling the templates).
import {
  CONTACT_NOT_SHARED,
  parentOutcomeText as outcomeText,
  reviewOutcomes,
} from './status-update-wording';

/*
 * One template for both outcomes of a review (see teen-application-status-update.ts): the words that
 * differ travel as data, and the schema allows only the fixed wording that belongs to each status.
 */

const dataSchema = z
  .strictObject({
    teenName: line(),
    jobTitle: line(),
    jobUrl: link(),
    parentName: line(),
    status: z.enum(reviewOutcomes),
    outcome: z.enum([outcomeText.accepted, outcomeText['not selected']]),
    employerName: line(),
    /** The employer's phone and e-mail, one per line, on acceptance only (as the student's e-mail). */
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

/**
 * To the parent or guardian of a student under 18, when an employer accepts or rejects the student's
 * application.
 */
export const parentAlertApplicationStatusUpdate = defineTemplate({
  name: 'ParentAlert_ApplicationStatusUpdate',
  dataSchema,
  subject: '{{teenName}}’s application for {{jobTitle}} was {{status}}',
  // The name and the decision are said once, in the heading; after that the mail says "they".
  content: {
    preview: 'The employer has decided on {{teenName}}’s application for {{jobTitle}}.',
    heading: '{{teenName}}’s application was {{status}}',
    body: [
      'Hi {{parentName}},',
      'The employer has decided on their application for {{jobTitle}}.',
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      '{{outcome}}',
      {
        details: [
          ['Employer', '{{employerName}}'],
          ['Employer’s contact', '{{employerContact}}'],
        ],
      },
      {
        tips: {
          heading: 'Before any job starts',
          items: [
            'Check who the employer is, where the work happens and how they will get there and back.',
            'Plan the first meeting in a public place, or with you or another adult there.',
            'Agree on the pay and the hours up front. A real job never asks for money, bank or card details, or passwords.',
            'If anything worries you, reply to this e-mail and we will look into it.',
          ],
        },
      },
    ],
    reason:
      'You are getting this e-mail because a student under 18 gave your address as their parent or guardian when they joined Neighbourhood Jobs.',
  },
});
