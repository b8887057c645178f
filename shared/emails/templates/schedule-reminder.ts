import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';
import { scheduleMailContent, scheduleMailFields } from './schedule-mail-data';

/**
 * A day before the first visit of an accepted job: to the student, a minor's guardian and the
 * employer, each once (functions/schedule/due-work.ts).
 */
export const scheduleReminder = defineTemplate({
  name: 'Schedule_Reminder',
  dataSchema: z.strictObject({ ...scheduleMailFields, advice: paragraph(), when: line(), place: line() }),
  subject: '{{summary}}',
  content: scheduleMailContent('A reminder of the first visit: when and where.', 'advice', [
    ['When', '{{when}}'],
    ['Where', '{{place}}'],
  ]),
});
