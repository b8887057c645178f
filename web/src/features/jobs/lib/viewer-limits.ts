import { isMinorAge } from '@shared/rules/age';
import { guardianRefusals } from '@shared/rules/family';
import type { GuardianLimits } from '@shared/rules/guardian-limits';
import type { PublicJob } from '@shared/schemas/job';
import type { ProfileData } from '@shared/schemas/user';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isStudent, useSession } from '../../../lib/auth/session';
import { ownProfileQueryOptions } from '../../../lib/profile/get-own-profile';

/*
 * What keeps a signed-in student from a job, job by job, before they apply: the rules for young teens
 * (shared/rules/young-teen-rules.ts, by their age today) and the limits their guardian set
 * (shared/rules/guardian-limits.ts: a pause, a distance, kinds of job). The same rules the server
 * applies when it refuses, so the card, the job page and the Apply panel say it first.
 */

/** One thing that keeps the viewer from a job: the card's badge and the panel's reason. */
export interface ViewerLimit {
  /** A young-teen rule's id (`powerEquipment`…) or a guardian limit's (`guardian-distance`…). */
  id: string;
  marker: string;
  reason: string;
  /** Whose rule: federal guidance for young teens, or the teen's own parent or guardian. */
  source: 'young-teens' | 'guardian';
}

export interface LimitRules {
  youngTeens: typeof import('@shared/rules/young-teen-rules');
  guardian: typeof import('@shared/rules/guardian-limits');
}

/** The limits a confirmed guardian set, as the rule reads them; null when none applies. */
function guardianLimitsOf(profile: ProfileData): GuardianLimits | null {
  const guardian = profile.guardian;
  if (guardian?.status !== 'confirmed') return null;
  const { paused, maxDistanceMiles, allowedKinds, home } = guardian.limits;
  return { paused, maxDistanceMiles, allowedKinds, home };
}

/**
 * Everything that keeps this student from this job: where their guardian link stands first (a "not my
 * child", or a guardian who closed their account, pauses every application), then the rules for young
 * teens, then the guardian's limits.
 */
export function limitsFor(profile: ProfileData, job: PublicJob['data'], rules: LimitRules): ViewerLimit[] {
  const status = profile.guardian?.status;
  if (status === 'declined' || status === 'ended') {
    return [
      {
        id: `guardian-${status}`,
        marker: 'Applications paused',
        reason: guardianRefusals[status].message,
        source: 'guardian',
      },
    ];
  }
  const young = rules.youngTeens.youngTeenFindings(job, profile.age).map(
    (finding): ViewerLimit => ({
      id: finding.rule,
      marker: finding.marker,
      reason: finding.reason,
      source: 'young-teens',
    }),
  );
  const limits = guardianLimitsOf(profile);
  if (!limits) return young;
  const { latitude, longitude } = job.address;
  const point = latitude === undefined || longitude === undefined ? null : { latitude, longitude };
  const guardian = rules.guardian.guardianLimitFindings(limits, { kind: job.kind, point }).map(
    (finding): ViewerLimit => ({
      id: `guardian-${finding.limit}`,
      marker: finding.marker,
      reason: finding.reason,
      source: 'guardian',
    }),
  );
  return [...young, ...guardian];
}

/**
 * A signed-in student's profile (one cache entry with the Apply form's); null for everyone else and
 * until it is in: the server refuses such an apply whatever a page shows.
 */
/**
 * The signed-in student's profile (null for anyone else, and until it is in), and whether it is known
 * yet who the viewer is: not while the session is still being restored or a student's profile loads.
 */
function useStudentProfile(): { profile: ProfileData | null; known: boolean } {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const student = isStudent(user);
  const profile = useQuery({ ...ownProfileQueryOptions(user?.id ?? ''), enabled: student });
  return {
    profile: student ? (profile.data?.data ?? null) : null,
    known: session.status !== 'loading' && !(student && profile.isPending),
  };
}

let loadedRules: LimitRules | undefined;
let loadingRules: Promise<LimitRules> | undefined;

const loadRules = async (): Promise<LimitRules> => {
  const [youngTeens, guardian] = await Promise.all([
    import('@shared/rules/young-teen-rules'),
    import('@shared/rules/guardian-limits'),
  ]);
  return { youngTeens, guardian };
};

const NONE: ViewerLimit[] = [];
const noLimits = () => NONE;

export interface ViewerLimitsState {
  /** A signed-in student under 18: rules may keep them from some jobs, so "Jobs I can do" is offered. */
  limited: boolean;
  /** Their profile and the rules are in: `limitsFor` answers for this student, not "nothing yet". */
  ready: boolean;
  /**
   * Whether `limited` is the answer yet: false while the session is restored or a student's profile
   * loads, when `limited` is false only for want of knowing.
   */
  known: boolean;
  limitsFor: (job: PublicJob['data']) => ViewerLimit[];
}

/**
 * What keeps this viewer from each job: nothing for visitors, employers and until the student's
 * profile is in. The rules load only for a signed-in student, so a visitor's first screen of /jobs
 * does not carry them (initial JS ≤ 120 KB).
 */
export function useViewerLimitsState(): ViewerLimitsState {
  const { profile, known } = useStudentProfile();
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    if (profile === null || rules) return;
    let current = true;
    loadingRules ??= loadRules();
    loadingRules.then(
      (module) => {
        loadedRules = module;
        if (current) setRules(module);
      },
      // A chunk that fails to load leaves the markers out; the server still refuses such an apply.
      () => {
        loadingRules = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, [profile, rules]);
  const limited = profile !== null && profile.age !== null && isMinorAge(profile.age);
  if (profile === null || !rules) return { limited, ready: false, known, limitsFor: noLimits };
  return { limited, ready: true, known, limitsFor: (job) => limitsFor(profile, job, rules) };
}

/** What keeps this viewer from each job (the card's and the job page's badges). */
export const useViewerLimits = (): ViewerLimitsState['limitsFor'] => useViewerLimitsState().limitsFor;
