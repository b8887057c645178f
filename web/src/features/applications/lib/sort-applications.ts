import type { StudentApplication } from '@shared/schemas/application';

/** The sortable columns of My Applications (docs/spec/1-students-and-accounts.md §2). */
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

/**
 * Made on the first sort by a text column: a page's first `Intl` object loads ICU's locale data, tens
 * of milliseconds of main thread on a phone, and the default sort (by date) needs none.
 */
let collator: Intl.Collator | undefined;
function byText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
/** ISO instants sort as plain text (localeCompare would load ICU for them too). */
const byInstant = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compare(a: StudentApplication, b: StudentApplication, key: SortKey): number {
  if (key === 'appliedDate') return byInstant(a.createdAt, b.createdAt);
  return byText(a.data[key], b.data[key]);
}

/** A sorted copy; ties keep the newest first, so the order never looks random. */
export function sortApplications(list: readonly StudentApplication[], sort: SortState): StudentApplication[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...list].sort((a, b) => sign * compare(a, b, sort.key) || byInstant(b.createdAt, a.createdAt));
}
