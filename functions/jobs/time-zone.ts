import tzlookup from '@photostructure/tz-lookup';

/**
 * The IANA zone of a point: a job's days are read on its place's calendar (shared/rules/job-day.ts).
 * Its own module, not job-state.ts: the zone table is 70 KB, needed only where a job is placed (post,
 * edit, the seed), while every function that closes or unlists a job imports job-state.ts.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzlookup(latitude, longitude);
}
