import * as z from 'zod/mini';
import { line, paragraph } from '../fields';
import { defineTemplate } from '../layout';
import { scheduleMailContent, scheduleMailFields } from './schedule-mail-data';

/**
 * A change to an accepted job's visits (functions/schedule): a cancellation inside 24 hours of the
 * start (to the other side and a minor's guardian, at once), a new time proposed (to whoever must
 * agree) and the answer, the job's own change. The note is the words of whoever asked for it.
 */
export const scheduleBookingChange = defineTemplate({
  name: 'Schedule_BookingChange',
  dataSchema: z.strictObject({ ...scheduleMailFields, message: paragraph(), visit: line(), note: line() }),
  subject: '{{summary}}',
  content: scheduleMailContent('A change to the visits of a job.', 'message', [
    ['Visit', '{{visit}}'],
    ['Note', '{{note}}'],
  ]),
});
