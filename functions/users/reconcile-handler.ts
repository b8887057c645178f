import { type ReconcileReport, reconcileAccounts } from './reconcile-accounts';

/**
 * The scheduled accounts reconciliation (EventBridge, hourly: infra/constructs/accounts-reconciliation.ts).
 * A run that could not repair everything fails, so the function's error alarm sees it; the next run
 * tries again.
 */
export async function handler(): Promise<ReconcileReport> {
  const report = await reconcileAccounts();
  if (report.failures > 0) throw new Error(`${report.failures} account repairs failed; see the log`);
  return report;
}
