import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';
import { scheduleMailContent, scheduleMailFields } from './schedule-mail-data';

/**
 * Something happened at a visit (functions/schedule): a check-in or check-out (to a minor's guardian),
 * an arrival the employer recorded (to the student), the server's alarms (not checked in yet, no
 * check-out: to the student, then the guardian and the employer) and their all clear, and corrected
 * hours. The summary is the subject and the heading.
 */
export const scheduleVisitUpdate = defineTemplate({
  name: 'Schedule_VisitUpdate',
  dataSchema: z.strictObject({ ...scheduleMailFields, message: paragraph(), when: line(), place: line() }),
  subject: '{{summary}}',
  content: scheduleMailContent('News from the day of the job.', 'message', [
    ['Visit', '{{when}}'],
    ['Where', '{{place}}'],
  ]),
});
