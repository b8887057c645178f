import { emptyJobForm, type JobFormValues } from './job-form';

/*
 * The Post a Job form as typed, kept in this tab's sessionStorage so that a reload (or a visit to
 * another page and back) does not lose it. Not localStorage: a household's address should not stay on
 * a shared computer after the tab is closed. Cleared once the job is posted or the employer starts over.
 */

const DRAFT_KEY = 'nj:post-job-draft';

/** Whether the employer has typed anything: an empty form is no draft. */
export function isDraft(values: JobFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(emptyJobForm);
}

export function readDraft(): JobFormValues | null {
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<JobFormValues>;
    // Only the form's own fields, each of the type it has: a stale or edited entry cannot break it.
    const values = { ...emptyJobForm };
    for (const key of Object.keys(emptyJobForm) as (keyof JobFormValues)[]) {
      const value = stored[key];
      if (value !== undefined && typeof value === typeof emptyJobForm[key])
        Object.assign(values, { [key]: value });
    }
    return isDraft(values) ? values : null;
  } catch {
    return null;
  }
}

export function saveDraft(values: JobFormValues): void {
  try {
    if (isDraft(values)) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
