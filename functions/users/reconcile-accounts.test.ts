import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_GRACE_MS, poolUserRepair, UNCONFIRMED_SIGN_UP_TTL_MS } from './reconcile-accounts';
import type { PoolAccount } from './user-pool-accounts';

const now = new Date('2026-03-01T12:00:00Z');
const aged = (ms: number, over: Partial<PoolAccount> = {}): PoolAccount => ({
  username: 'sam@example.com',
  sub: 'sub-1',
  email: 'sam@example.com',
  status: 'CONFIRMED',
  hasRole: true,
  createdAt: new Date(now.getTime() - ms),
  ...over,
});
const minute = 60_000;

describe('poolUserRepair', () => {
  it('expires a sign-up nobody confirmed in 24 hours, profile or not', () => {
    const old = aged(UNCONFIRMED_SIGN_UP_TTL_MS + minute, { status: 'UNCONFIRMED' });
    expect(poolUserRepair(old, true, now)).toBe('expired-unconfirmed-sign-up');
    expect(
      poolUserRepair({ ...old, createdAt: new Date(now.getTime() - 60 * minute) }, true, now),
    ).toBeNull();
  });

  it('removes a pool user whose registration died before its profile, after the grace', () => {
    expect(poolUserRepair(aged(IN_FLIGHT_GRACE_MS + minute), false, now)).toBe('pool-user-without-profile');
    expect(poolUserRepair(aged(IN_FLIGHT_GRACE_MS - minute), false, now)).toBeNull();
    expect(
      poolUserRepair(
        aged(IN_FLIGHT_GRACE_MS + minute, { status: 'UNCONFIRMED', hasRole: false }),
        false,
        now,
      ),
    ).toBe('pool-user-without-profile');
  });

  it('gives a Google user a day to choose a role', () => {
    const google = { status: 'EXTERNAL_PROVIDER', hasRole: false };
    expect(poolUserRepair(aged(2 * 60 * minute, google), false, now)).toBeNull();
    expect(poolUserRepair(aged(UNCONFIRMED_SIGN_UP_TTL_MS + minute, google), false, now)).toBe(
      'abandoned-google-sign-up',
    );
  });

  it('leaves a whole account alone at any age', () => {
    expect(poolUserRepair(aged(100 * UNCONFIRMED_SIGN_UP_TTL_MS), true, now)).toBeNull();
  });
});
