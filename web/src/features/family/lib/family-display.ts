import { formatLongDate } from '@shared/rules/display';

/** "June 1 – June 14, 2026"-like dates of a job, or "Dates not given". */
export function jobDates(startDate: string, endDate: string): string {
  if (!startDate || !endDate) return 'Dates not given';
  const start = formatLongDate(startDate);
  const end = formatLongDate(endDate);
  return start === end ? start : `${start} to ${end}`;
}

const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 26, 2026, 10:42 AM" in the viewer's own time zone. */
export const formatMoment = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'N/A' : moment.format(date);
};

/** "Austin, TX", or "Place not given". */
export const townOf = (town: { city: string; state: string }) =>
  town.city && town.state ? `${town.city}, ${town.state}` : 'Place not given';
