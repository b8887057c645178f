import type { YoungTeenFinding, YoungTeenJob } from '@shared/rules/young-teen-rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isStudent, useSession } from '../../../lib/auth/session';
import { ownProfileQueryOptions } from '../../../lib/profile/get-own-profile';

/**
 * A signed-in student's age, from their profile (one cache entry with the Apply form's), so the job
 * list can mark what the rules for young teens keep from 13–15-year-olds (youngTeenFindings). Null for
 * everyone else, and until the profile is in: the server refuses such an apply whatever a page shows.
 */
function useViewerAge(): number | null {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const student = isStudent(user);
  const profile = useQuery({ ...ownProfileQueryOptions(user?.id ?? ''), enabled: student });
  return student ? (profile.data?.data.age ?? null) : null;
}

type YoungTeenRules = typeof import('@shared/rules/young-teen-rules');
let loadedRules: YoungTeenRules | undefined;
let loadingRules: Promise<YoungTeenRules> | undefined;

const NONE: YoungTeenFinding[] = [];
const noLimits = () => NONE;

/**
 * What the rules for young teens keep from this viewer, job by job: nothing for visitors, employers
 * and until the student's age is known. The rules load only for a signed-in student, so a visitor's
 * first screen of /jobs does not carry them (initial JS ≤ 120 KB).
 */
export function useViewerLimits(): (job: YoungTeenJob) => YoungTeenFinding[] {
  const age = useViewerAge();
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    if (age === null || rules) return;
    let current = true;
    loadingRules ??= import('@shared/rules/young-teen-rules');
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
  }, [age, rules]);
  if (age === null || !rules) return noLimits;
  return (job) => rules.youngTeenFindings(job, age);
}
