/*
 * Which jobs a run of the daily alert reads (functions/alerts/alert-run.ts): pure, so the rules are
 * tested without a clock or a table. Listing keys are `createdAt#jobId`, so instants compare as text.
 */

const startOfUtcDay = (at: string) => `${at.slice(0, 10)}T00:00:00.000Z`;

/**
 * Where a run starts reading: after the last run's watermark, and never later than the start of the
 * UTC day, so a second run the same day (a retry, the laptop's hourly run) sees the whole day again.
 * Reading a job twice sends it once: each search's cursor (alertedThrough) says what it has had.
 */
export function alertWindowStart(lastWatermark: string, now: string): string {
  const startOfToday = startOfUtcDay(now);
  return lastWatermark < startOfToday ? lastWatermark : startOfToday;
}

/**
 * The watermark a complete run leaves. Jobs found for a student already mailed that day wait for their
 * next day; the mark stays just before the earliest of them, so the next day's run reads them again
 * even when it starts after a later run of the same day. Without such jobs, the window's end.
 */
export function nextWatermark(windowEnd: string, waitingJobsCreatedAt: readonly string[]): string {
  const earliest = waitingJobsCreatedAt.reduce<string | null>(
    (min, at) => (min === null || at < min ? at : min),
    null,
  );
  if (earliest === null || earliest > windowEnd) return windowEnd;
  return new Date(new Date(earliest).getTime() - 1).toISOString();
}
