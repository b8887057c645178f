import { savedSearchJobsQuery } from '@shared/rules/saved-search';
import type { SavedSearch } from '@shared/schemas/saved-search';
import { webPaths } from '@shared/web-paths';

/*
 * What the Job alerts page shows of a saved search, and the /jobs address that runs it again.
 */

export const jobsPathFor = (search: SavedSearch) => `${webPaths.jobs}${savedSearchJobsQuery(search)}`;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Saved Nov 26, 2026 · Last alert Nov 27, 2026" */
export function savedSearchDates(search: SavedSearch): string {
  const saved = `Saved ${shortDate.format(new Date(search.createdAt))}`;
  return search.lastAlertAt
    ? `${saved} · Last alert ${shortDate.format(new Date(search.lastAlertAt))}`
    : `${saved} · No alert yet`;
}
