import type { StudentApplication } from '@shared/schemas/application';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortApplications } from './sort-applications';

const application = (
  entity: string,
  jobTitle: string,
  createdBy: string,
  createdAt: string,
): StudentApplication => ({
  entity,
  createdAt,
  data: {
    jobId: '00000000-0000-4000-8000-000000000000',
    jobTitle,
    createdBy,
    applicationStatus: 'Applied',
    expectedPrice: 0,
    jobAddress: { city: 'Austin', state: 'TX' },
  },
});

const list = [
  application('a', 'dog walker', 'Zoe Park', '2026-11-20T10:00:00.000Z'),
  application('b', 'Babysitter', 'amy Lee', '2026-11-22T10:00:00.000Z'),
  application('c', 'Yard work', 'Ben Cho', '2026-11-21T10:00:00.000Z'),
];
const ids = (sorted: StudentApplication[]) => sorted.map((item) => item.entity);

describe('My Applications sorting (docs/spec/1-students-and-accounts.md §2)', () => {
  it('starts with the applied date, newest first', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'appliedDate', direction: 'descending' });
    expect(ids(sortApplications(list, DEFAULT_SORT))).toEqual(['b', 'c', 'a']);
  });

  it('sorts another column ascending on its first click, then flips it', () => {
    const byTitle = nextSort(DEFAULT_SORT, 'jobTitle');
    expect(byTitle).toEqual({ key: 'jobTitle', direction: 'ascending' });
    expect(ids(sortApplications(list, byTitle))).toEqual(['b', 'a', 'c']);
    const flipped = nextSort(byTitle, 'jobTitle');
    expect(flipped.direction).toBe('descending');
    expect(ids(sortApplications(list, flipped))).toEqual(['c', 'a', 'b']);
  });

  it('flips the applied date when it is clicked again', () => {
    const oldest = nextSort(DEFAULT_SORT, 'appliedDate');
    expect(oldest).toEqual({ key: 'appliedDate', direction: 'ascending' });
    expect(ids(sortApplications(list, oldest))).toEqual(['a', 'c', 'b']);
  });

  it('compares employer names without regard to case', () => {
    expect(ids(sortApplications(list, nextSort(DEFAULT_SORT, 'createdBy')))).toEqual(['b', 'c', 'a']);
  });

  it('does not change the list it was given', () => {
    const copy = [...list];
    sortApplications(list, nextSort(DEFAULT_SORT, 'jobTitle'));
    expect(list).toEqual(copy);
  });
});
