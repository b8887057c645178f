import type { StudentApplication } from '@shared/schemas/application';

/** The sortable columns of My Applications (spec/1 §2). */
export type SortKey = 'jobTitle' | 'createdBy' | 'appliedDate';
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** Spec/1 §2: applied date, newest first. */
export const DEFAULT_SORT: SortState = { key: 'appliedDate', direction: 'descending' };

/** The same column again flips the order; the first click on another column sorts it ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: StudentApplication, b: StudentApplication, key: SortKey): number {
  if (key === 'appliedDate') return a.createdAt.localeCompare(b.createdAt);
  return collator.compare(a.data[key], b.data[key]);
}

/** A sorted copy; ties keep the newest first, so the order never looks random. */
export function sortApplications(list: readonly StudentApplication[], sort: SortState): StudentApplication[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => sign * compare(a, b, sort.key) || b.createdAt.localeCompare(a.createdAt));
}
