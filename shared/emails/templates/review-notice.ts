import * as z from 'zod/mini';
import { line, link, paragraph } from '../fields';
import { defineTemplate } from '../layout';

/**
 * To a side of a completed job about its reviews (functions/reviews/mails.ts): the other side has
 * reviewed them (their turn, and both appear together), or both reviews are now visible. It carries
 * nothing of what the review says, and offers nothing for a review.
 */
export const reviewNotice = defineTemplate({
  name: 'ReviewNotice',
  dataSchema: z.strictObject({
    recipientName: line(),
    summary: line(),
    message: paragraph(),
    jobTitle: line(),
    jobUrl: link(),
    reviewUrl: link(),
  }),
  subject: '{{summary}}',
  content: {
    preview: 'Reviews on Neighbourhood Jobs are honest: nothing is ever offered for one.',
    heading: '{{summary}}',
    body: [
      'Hi {{recipientName}},',
      'About {{jobTitle}}: {{message}}',
      { action: { label: 'Open the reviews', url: '{{reviewUrl}}' } },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
    ],
    reason:
      'You are getting this e-mail because you did a job on Neighbourhood Jobs and reviews of it changed. Reviews are honest: nothing is ever offered for one.',
  },
});
