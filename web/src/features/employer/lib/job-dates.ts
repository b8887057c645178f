import { localDay, viewerTimeZone } from '@shared/rules/job-day';
import { usDateToIso } from '../../../lib/ui/date-input';

/*
 * The job form's calendar (docs/spec/2-employers-and-info-pages.md §5): which days its start and end date fields offer. DateField
 * (lib/ui) takes the days; the rules of a job's dates are the employer area's.
 */

/** Today on the viewer's calendar, for a new job whose place (and so its calendar) is not known yet. */
export function viewerToday(now: Date = new Date()): string {
  return localDay(viewerTimeZone(), now);
}

/** ISO days compare as text: the earlier of two. */
export const earlierDay = (a: string, b: string) => (a < b ? a : b);

/** The first day the end-date calendar offers: the start day when it is ahead, else today. */
export function endDateMin(startText: string, today: string): string {
  const start = usDateToIso(startText);
  return start && start > today ? start : today;
}
