import { normalizeEmail } from '../../shared/rules/person';
import { tableName } from '../lib/dynamo';
import { and, exists, expressions } from '../lib/expressions';
import { logger } from '../lib/logger';
import { scanAll } from '../lib/read-all-pages';
import type { UserItem } from './user-item';
import { type PoolAccount, userPoolAccounts } from './user-pool-accounts';
import { userItem, userRepository } from './user-repository';

/*
 * The accounts reconciliation ("no half accounts"): an account is a pool user AND a
 * profile with the same id. Registration undoes a half-made account at once; if that undo fails too,
 * or something was removed behind the API's back, this repairs it. It also expires sign-ups nobody
 * confirmed, so a registration of someone else's address never blocks its owner (register-user.ts
 * replaces such a sign-up at once; this cleans up the ones nobody comes back for).
 *
 * Runs hourly in AWS (infra/constructs/accounts-reconciliation.ts) and as `npm run accounts:reconcile`
 * locally (scripts/reconcile-accounts.ts).
 */

/** A sign-up nobody confirmed is removed after this (its code has expired by then as well). */
export const UNCONFIRMED_SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Half accounts younger than this are left alone: a registration in flight has a pool user for a
 * moment before its profile, and a rollback in flight has a profile for a moment after its pool user.
 */
export const IN_FLIGHT_GRACE_MS = 15 * 60 * 1000;

export type RepairKind =
  | 'expired-unconfirmed-sign-up'
  | 'pool-user-without-profile'
  | 'abandoned-google-sign-up'
  | 'profile-without-pool-user';

export interface Repair {
  kind: RepairKind;
  userId: string;
  /** Masked for logs: the first characters and the domain. */
  email: string;
}

export interface ReconcileReport {
  poolUsers: number;
  profiles: number;
  repairs: Repair[];
  /** Repairs that failed (tried again on the next run). */
  failures: number;
  dryRun: boolean;
}

export interface ReconcileOptions {
  now?: Date;
  /** Report what would be repaired, change nothing. */
  dryRun?: boolean;
  /** Only accounts with these addresses (an operator fixing one account; the tests). */
  onlyEmails?: readonly string[];
}

const mask = (email: string | undefined) => {
  if (!email) return '';
  const at = email.indexOf('@');
  return at < 0 ? '***' : `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
};

/** Profiles only: the users table also holds cooldown and verification items (`cooldown#…`). */
function scanProfiles(): Promise<UserItem[]> {
  return scanAll(userItem, {
    TableName: tableName('users'),
    ConsistentRead: true,
    ...expressions({ filter: and(exists('emailId'), exists('roleId')) }),
  });
}

/** What to do with a pool user, given its profile (if any) and its age. */
export function poolUserRepair(account: PoolAccount, hasProfile: boolean, now: Date): RepairKind | null {
  const age = now.getTime() - account.createdAt.getTime();
  if (account.status === 'UNCONFIRMED' && age > UNCONFIRMED_SIGN_UP_TTL_MS)
    return 'expired-unconfirmed-sign-up';
  if (hasProfile) return null;
  // A password sign-up always gets its role just before its profile: with a role (or unconfirmed)
  // and no profile after the grace, the registration died half-way.
  if ((account.hasRole || account.status === 'UNCONFIRMED') && age > IN_FLIGHT_GRACE_MS) {
    return 'pool-user-without-profile';
  }
  // A Google user who never chose student or employer (POST /user/social) holds nothing of value.
  if (!account.hasRole && age > UNCONFIRMED_SIGN_UP_TTL_MS) return 'abandoned-google-sign-up';
  return null;
}

export async function reconcileAccounts(options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const now = options.now ?? new Date();
  const dryRun = options.dryRun ?? false;
  const only = options.onlyEmails ? new Set(options.onlyEmails.map(normalizeEmail)) : undefined;
  const inScope = (email: string | undefined) =>
    !only || (email !== undefined && only.has(normalizeEmail(email)));

  // Profiles first, then the pool: a profile seen here had its pool user before it, so a pool user
  // missing from the later listing is really gone.
  const profiles = await scanProfiles();
  const profilesById = new Map(profiles.map((profile) => [profile.userId, profile]));
  const poolSubs = new Set<string>();
  const repairs: Repair[] = [];
  let poolUsers = 0;
  let failures = 0;

  const repair = async (entry: Repair, action: () => Promise<void>) => {
    repairs.push(entry);
    if (dryRun) return;
    try {
      await action();
      logger.info('reconcile: repaired', { ...entry });
    } catch (error) {
      failures++;
      logger.error('reconcile: could not repair, will try again next run', { ...entry, error });
    }
  };

  for await (const account of userPoolAccounts.list()) {
    poolUsers++;
    poolSubs.add(account.sub);
    if (!inScope(account.email)) continue;
    const kind = poolUserRepair(account, profilesById.has(account.sub), now);
    if (!kind) continue;
    await repair({ kind, userId: account.sub, email: mask(account.email) }, async () => {
      // Check again right before acting: the scan and the listing are a few moments old.
      const current = await userPoolAccounts.find(account.username);
      if (!current) return;
      const profile = await userRepository.getById(account.sub);
      if (poolUserRepair(current, profile !== undefined, now) !== kind) return;
      if (profile) await userRepository.delete(account.sub);
      await userPoolAccounts.delete(account.username);
    });
  }

  for (const profile of profiles) {
    if (poolSubs.has(profile.userId) || !inScope(profile.emailId)) continue;
    if (now.getTime() - new Date(profile.createdAt).getTime() <= IN_FLIGHT_GRACE_MS) continue;
    await repair(
      { kind: 'profile-without-pool-user', userId: profile.userId, email: mask(profile.emailId) },
      () => userRepository.delete(profile.userId),
    );
  }

  const report = { poolUsers, profiles: profiles.length, repairs, failures, dryRun };
  logger.info('reconcile: done', {
    poolUsers,
    profiles: profiles.length,
    repairs: repairs.length,
    failures,
    dryRun,
  });
  return report;
}
