import path from 'node:path';
import { parseArgs } from 'node:util';
import { environmentOfRunningStack } from './local/running-stack';

/*
 * npm run accounts:reconcile [-- --dry-run] [--data-dir .local] [--email a@x.com ...]
 *
 * The accounts reconciliation (functions/users/reconcile-accounts.ts) against the local stack started
 * by `npm start` (its ports: NJ_PORT_DYNAMODB, NJ_PORT_COGNITO; its pool id: <data-dir>/state.json).
 * In AWS the same code runs hourly on a schedule. `--now <ISO instant>` judges ages as of that
 * instant (to preview what a later run will do, or in tests, with --email to stay on their accounts).
 */
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: path.resolve(import.meta.dirname, '../.local') },
    email: { type: 'string', multiple: true },
    now: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});

environmentOfRunningStack(values['data-dir']);

const now = values.now ? new Date(values.now) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--now must be an ISO instant, e.g. 2026-01-02T03:04:05Z (got "${values.now}").`);
  process.exit(1);
}
// Loaded after the environment is set: the functions' clients read it when created.
const { reconcileAccounts } = await import('../functions/users/reconcile-accounts');
const report = await reconcileAccounts({ now, dryRun: values['dry-run'], onlyEmails: values.email });

if (values.json) {
  console.log(JSON.stringify(report));
} else {
  console.log(
    `Accounts reconciliation${report.dryRun ? ' (dry run: nothing changed)' : ''}: ` +
      `${report.poolUsers} pool users, ${report.profiles} profiles, ${report.repairs.length} repairs` +
      (report.failures ? `, ${report.failures} failed` : ''),
  );
  for (const repair of report.repairs)
    console.log(`  ${repair.kind.padEnd(28)} ${repair.userId}  ${repair.email}`);
}
process.exit(report.failures > 0 ? 1 : 0);
