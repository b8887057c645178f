/**
 * Runs the step for every item at once; once all have ended, fails with the first failure. No step is
 * cut short by another's failure, so a run that is retried finds less left to do, never a half-step.
 */
export async function forEachSettled<T>(
  items: readonly T[],
  step: (item: T) => Promise<unknown>,
): Promise<void> {
  const results = await Promise.allSettled(items.map(step));
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
}
