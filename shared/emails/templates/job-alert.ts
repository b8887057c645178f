import * as z from 'zod/mini';
import { ALERT_JOBS_PER_SEARCH, MAX_SAVED_SEARCHES } from '../../rules/saved-search';
import { line, link } from '../fields';
import { defineTemplate } from '../layout';

/**
 * The daily job alert: to a student only, never to a parent, once a day at most, with
 * the new jobs of each of their saved searches that has any. Each job links to its page. The mail
 * carries RFC 8058's one-click unsubscribe headers (functions/alerts/alert-email.ts); the visible
 * link below goes to a page that confirms.
 */
export const jobAlert = defineTemplate({
  name: 'JobAlert',
  dataSchema: z.strictObject({
    studentName: line(),
    /** "3 new jobs match your saved searches." */
    summary: line(),
    searches: z
      .array(
        z.strictObject({
          /** The search as the student reads it (shared/rules/saved-search.ts describeSavedSearch). */
          description: line(),
          jobs: z
            .array(
              z.strictObject({
                title: line(),
                /** "Austin, TX · $15/Hr · December 1 to December 5, 2026" */
                details: line(),
                url: link(),
              }),
            )
            .check(z.minLength(1), z.maxLength(ALERT_JOBS_PER_SEARCH)),
          /** The search on /jobs, where every match is listed. */
          searchUrl: link(),
        }),
      )
      .check(z.minLength(1), z.maxLength(MAX_SAVED_SEARCHES)),
    manageUrl: link(),
    unsubscribeUrl: link(),
  }),
  subject: 'New jobs for your saved searches',
  content: {
    preview: '{{summary}}',
    heading: 'Hi {{studentName}}, new jobs for you',
    body: [
      '{{summary}}',
      {
        each: 'searches',
        blocks: [
          { details: [['Your search', '{{description}}']] },
          { each: 'jobs', blocks: [{ link: { label: '{{title}}', url: '{{url}}', note: '{{details}}' } }] },
          { link: { label: 'See every job for this search', url: '{{searchUrl}}' } },
        ],
      },
      'Meet in public places, tell a parent or friend where you are going, and never pay to get a job.',
      { action: { label: 'Manage your job alerts', url: '{{manageUrl}}' } },
      {
        link: {
          label: 'Stop these alerts',
          url: '{{unsubscribeUrl}}',
          note: 'One click, no sign-in needed. You can turn them on again on your Job alerts page.',
        },
      },
    ],
    reason:
      'You are getting this e-mail because you saved these searches on Neighbourhood Jobs and asked for alerts. We send at most one alert a day.',
    inviteReplies: true,
  },
});
