/**
 * A job's time of day: optional "from" and "to", as 24-hour `HH:MM` on the clock of the
 * job's place (the same place whose calendar gives its days, job-day.ts). The form, the API and the
 * rules for young teens read them alike; the rule across the two is jobHoursIssues (job-form.ts).
 */

/** `07:00`, `19:30`: two-digit hours 00–23 and minutes 00–59 (what an `<input type="time">` gives). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

/** `16:30` → `4:30 pm`, `07:00` → `7 am`, `12:00` → `12 pm` (US style, for cards and messages). */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "4 pm – 6:30 pm", or null when the job gave no times. */
export function formatJobHours(hours: { startTime?: string | null; endTime?: string | null }): string | null {
  if (!hours.startTime || !hours.endTime) return null;
  return `${formatTimeOfDay(hours.startTime)} – ${formatTimeOfDay(hours.endTime)}`;
}
