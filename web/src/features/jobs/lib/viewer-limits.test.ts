import * as guardian from '@shared/rules/guardian-limits';
import * as youngTeens from '@shared/rules/young-teen-rules';
import type { PublicJob } from '@shared/schemas/job';
import type { ProfileData, TeenGuardian } from '@shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { limitsFor } from './viewer-limits';

const rules = { youngTeens, guardian };

const mowing: PublicJob['data'] = {
  title: 'Mow the lawn',
  kind: 'lawnMowing',
  powerEquipment: true,
  description: 'Our mower is in the garage.',
  createdBy: 'Sam',
  price: 20,
  priceType: 'perJob',
  startDate: '2026-12-01',
  endDate: '2026-12-05',
  timeZone: 'America/Chicago',
  isActive: true,
  isClosed: false,
  isReopened: false,
  address: { city: 'Austin', state: 'TX', latitude: 30.2467, longitude: -97.7697 },
};

type Link = Partial<Omit<TeenGuardian, 'limits'>> & { limits?: Partial<TeenGuardian['limits']> };

function student(age: number, link?: Link): ProfileData {
  return {
    firstName: 'Ava',
    lastName: 'Park',
    emailId: 'ava@example.com',
    contactNumber: '5125550177',
    bio: '',
    age,
    dateOfBirth: '2012-05-30',
    parentEmail: null,
    parentName: null,
    zipCode: '78704',
    interests: [],
    roleId: 1,
    ...(link
      ? {
          guardian: {
            status: 'confirmed',
            name: 'Min Park',
            email: 'min@example.com',
            resendsLeft: 3,
            nextResendAt: null,
            correctionsLeft: 1,
            ...link,
            limits: {
              approvalRequired: true,
              maxDistanceMiles: null,
              allowedKinds: null,
              paused: false,
              home: { latitude: 30.2467, longitude: -97.7697 },
              ...link.limits,
            },
          },
        }
      : {}),
  };
}

const ids = (profile: ProfileData, job = mowing) => limitsFor(profile, job, rules).map((limit) => limit.id);

describe('what keeps a student from a job, before they apply', () => {
  it('is the rules for under-16s by today’s age: a mower at 15, nothing at 16 or for an adult', () => {
    expect(ids(student(15))).toEqual(['powerEquipment']);
    expect(ids(student(16))).toEqual([]);
    expect(ids(student(19))).toEqual([]);
  });

  it('adds a confirmed guardian’s pause, kinds and distance, after the young-teen rules', () => {
    const limited = student(15, { limits: { paused: true, allowedKinds: ['dogWalking'] } });
    expect(ids(limited)).toEqual(['powerEquipment', 'guardian-paused', 'guardian-kind']);
    const far = student(16, {
      limits: { maxDistanceMiles: 5, home: { latitude: 39.7392, longitude: -104.9903 } },
    });
    expect(ids(far)).toEqual(['guardian-distance']);
    // Limits of a guardian who has not confirmed do not apply yet.
    expect(ids(student(16, { status: 'invited', limits: { paused: true } }))).toEqual([]);
  });

  it('is a pause on every job when the guardian link is declined or ended, with the reason the server gives', () => {
    for (const status of ['declined', 'ended'] as const) {
      const [limit, ...rest] = limitsFor(student(15, { status }), mowing, rules);
      expect(rest).toEqual([]);
      expect(limit).toMatchObject({
        id: `guardian-${status}`,
        marker: 'Applications paused',
        source: 'guardian',
      });
      expect(limit?.reason).toMatch(/^Applications are paused/);
    }
  });
});
