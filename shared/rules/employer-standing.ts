/*
 * How a guardian reads who posted a job before approving it: how long the employer has been on
 * Neighbourhood Jobs, and their rating once reviews exist. Words for the /family card, the approval
 * e-mail and its link page alike.
 */

/** Their reviews' average (1 to 5) and how many there are. */
export interface EmployerRating {
  average: number;
  count: number;
}

/** Whole months from `since` (an ISO day or instant) to `now`, on the UTC calendar. */
function monthsBetween(since: string, now: Date): number {
  const start = new Date(since);
  if (Number.isNaN(start.getTime())) return 0;
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth();
  if (now.getUTCDate() < start.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * "New to Neighbourhood Jobs this month", "On Neighbourhood Jobs for 4 months", "… for 2 years";
 * "No longer on Neighbourhood Jobs" when the account is gone (a former employer).
 */
export function timeOnSite(memberSince: string | null, now: Date = new Date()): string {
  if (memberSince === null) return 'No longer on Neighbourhood Jobs';
  const months = monthsBetween(memberSince, now);
  if (months < 1) return 'New to Neighbourhood Jobs this month';
  if (months < 12) return `On Neighbourhood Jobs for ${plural(months, 'month')}`;
  return `On Neighbourhood Jobs for ${plural(Math.floor(months / 12), 'year')}`;
}

/** "Rated 4.8 out of 5 (12 reviews)", or "No reviews yet". */
export function ratingText(rating: EmployerRating | null): string {
  if (!rating || rating.count === 0) return 'No reviews yet';
  return `Rated ${rating.average.toFixed(1)} out of 5 (${plural(rating.count, 'review')})`;
}
