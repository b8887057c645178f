import * as z from 'zod/mini';
import { line, link } from '../fields';
import type { EmailContent } from '../layout';

/*
 * What the schedule's three e-mails share (functions/schedule): the fixed reasons each reader gets
 * them for (the end of the footer's "You are getting this e-mail because …", allowed only from this
 * list), the fields every one of them has, and their layout: the summary as subject and heading, a
 * greeting, one paragraph, the facts as a table, the job's page and the schedule.
 */
export const scheduleMailReasons = {
  student: 'you were hired for this job on Neighbourhood Jobs',
  employer: 'you hired a student for this job on Neighbourhood Jobs',
  guardian: 'you confirmed you are this student’s parent or guardian on Neighbourhood Jobs',
} as const;

export type ScheduleMailReader = keyof typeof scheduleMailReasons;

/** The fields of every schedule mail; each template adds its paragraph and its facts. */
export const scheduleMailFields = {
  name: line(),
  summary: line(),
  jobTitle: line(),
  jobUrl: link(),
  scheduleUrl: link(),
  why: z.enum(Object.values(scheduleMailReasons) as [string, ...string[]]),
};

/** The layout: `{{paragraph}}` is the template's own field, `facts` its table under the job. */
export function scheduleMailContent(
  preview: string,
  paragraph: string,
  facts: readonly (readonly [label: string, value: string])[],
): EmailContent {
  return {
    preview,
    heading: '{{summary}}',
    body: [
      'Hi {{name}},',
      `{{${paragraph}}}`,
      { details: [['Job', '{{jobTitle}}'], ...facts] },
      { link: { label: 'See the job on Neighbourhood Jobs', url: '{{jobUrl}}' } },
      { action: { label: 'Open the schedule', url: '{{scheduleUrl}}' } },
    ],
    reason: 'You are getting this e-mail because {{why}}.',
  };
}
